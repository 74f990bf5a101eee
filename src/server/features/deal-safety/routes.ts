// Deal safely (docs/api.md "Deal safely (beyond)"): staff counts of message warnings, ratings
// after a real exchange and the stolen-gear register. The warning itself is found when a
// message is written (conversations/service.ts → message-warnings.ts).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { warningCountsSchema } from '#shared/contracts/deal-safety.ts';
import { ratingReportListSchema } from '#shared/contracts/ratings.ts';
import type { AppDeps } from '#server/app-deps.ts';
import { staffOnly, staffSecurity } from '#server/plugins/auth.ts';
import { errorResponses } from '#server/lib/route-schema.ts';
import { openRatingReports } from './ratings-repository.ts';
import { ratingRoutes } from './ratings-routes.ts';
import { stolenHoldRoutes } from './stolen-hold-routes.ts';
import { stolenPictureRoutes } from './stolen-picture-routes.ts';
import { stolenRoutes } from './stolen-routes.ts';
import { warningCounts } from './warnings-repository.ts';

export async function dealSafetyRoutes(app: FastifyInstance, deps: AppDeps) {
  await ratingRoutes(app, deps);
  await stolenRoutes(app, deps);
  await stolenHoldRoutes(app, deps);
  await app.register(stolenPictureRoutes, deps);
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/admin/message-warnings/',
    {
      preValidation: staffOnly,
      schema: {
        tags: ['admin'],
        summary: 'How many messages carried a warning, per kind (staff)',
        security: staffSecurity,
        response: { 200: warningCountsSchema, ...errorResponses(401, 403) },
      },
    },
    async () => warningCounts(deps.db),
  );

  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/admin/rating-reports/',
    {
      preValidation: staffOnly,
      schema: {
        tags: ['admin'],
        summary: 'Open reports of ratings with the rating, oldest first (staff)',
        security: staffSecurity,
        response: { 200: ratingReportListSchema, ...errorResponses(401, 403) },
      },
    },
    async () => openRatingReports(deps.db),
  );
}
