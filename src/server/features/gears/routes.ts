import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParamsSchema } from '#shared/contracts/common.ts';
import { gearSchema } from '#shared/contracts/gears.ts';
import type { AppDeps } from '#server/app-deps.ts';
import { errorResponses } from '#server/lib/route-schema.ts';
import { visibleGear } from './access.ts';
import { gearDraftRoutes } from './draft-routes.ts';
import { countView } from './seller-stats-repository.ts';
import { flushViews } from './views-repository.ts';
import { gearWriteRoutes } from './write-routes.ts';

// Anyone reads a listing (as its visibility allows); owners and staff write them (write-routes.ts).
// The list and its filters are the search feature's (search/routes.ts).
export async function gearRoutes(app: FastifyInstance, deps: AppDeps) {
  const { db, photos } = deps;
  const api = app.withTypeProvider<ZodTypeProvider>();
  // The views still counted in memory are written before the database closes.
  app.addHook('onClose', () => flushViews(db).catch((error) => app.log.error(error)));

  api.get(
    '/api/gears/:id/',
    {
      schema: {
        tags: ['gears'],
        summary: 'One listing',
        params: idParamsSchema,
        response: { 200: gearSchema, ...errorResponses(404) },
      },
    },
    async (request) => {
      const gear = await visibleGear(db, {
        store: photos,
        id: request.params.id,
        viewer: request.viewer,
      });
      countView(db, gear, request.viewer);
      return gear;
    },
  );

  await gearWriteRoutes(app, deps);
  await gearDraftRoutes(app, deps);
}
