// GET gears/{id}/similar/ (docs/api-beyond.md, "Similar gear"): the listings shown under a
// listing's detail. Only listed gear is offered, whoever asks; the listing itself must be one
// the caller may see (a 404 otherwise, as its detail answers).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamsSchema } from '#shared/contracts/common.ts';
import { gearSchema } from '#shared/contracts/gears.ts';
import type { AppDeps } from '#server/app-deps.ts';
import { notFound } from '#server/lib/http-error.ts';
import { findGears } from '#server/features/gears/single-repository.ts';
import { errorResponses } from '#server/lib/route-schema.ts';
import { SIMILAR_LIMIT, similarIds, similarSource } from './similar-repository.ts';

export async function similarGearRoutes(app: FastifyInstance, { db, photos }: AppDeps) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/gears/:id/similar/',
    {
      schema: {
        tags: ['gears'],
        summary: `Similar listed gear: same model, then same EN class with an overlapping weight range (at most ${SIMILAR_LIMIT})`,
        params: idParamsSchema,
        response: { 200: z.array(gearSchema), ...errorResponses(404) },
      },
    },
    async (request) => {
      const source = await similarSource(db, request.params.id, request.viewer);
      if (!source) throw notFound('No gear with this id.');
      const ids = await similarIds(db, source);
      return findGears(db, { store: photos, ids, viewer: request.viewer });
    },
  );
}
