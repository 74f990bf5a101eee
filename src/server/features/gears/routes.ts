import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParamsSchema } from '#shared/contracts/common.ts';
import { gearListQuerySchema } from '#shared/contracts/gear-filters.ts';
import { gearListSchema, gearSchema } from '#shared/contracts/gears.ts';
import { errorBodySchema } from '#shared/errors.ts';
import type { AppDeps } from '#server/app-deps.ts';
import { setPagingHeaders } from '#server/lib/paging.ts';
import { visibleGear } from './access.ts';
import { listGears } from './repository.ts';
import { gearWriteRoutes } from './write-routes.ts';

// Anyone reads listings (as their visibility allows); owners and staff write them (write-routes.ts).
export async function gearRoutes(app: FastifyInstance, deps: AppDeps) {
  const { db, photos } = deps;
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/api/gears/',
    {
      schema: {
        tags: ['gears'],
        summary: 'List and search listings (newest first, paged)',
        querystring: gearListQuerySchema,
        response: { 200: gearListSchema, 400: errorBodySchema },
      },
    },
    async (request, reply) => {
      const { items, total, capped } = await listGears(db, {
        store: photos,
        query: request.query,
        viewer: request.viewer,
      });
      setPagingHeaders(request, reply, { ...request.query, total, capped });
      return items;
    },
  );

  api.get(
    '/api/gears/:id/',
    {
      schema: {
        tags: ['gears'],
        summary: 'One listing',
        params: idParamsSchema,
        response: { 200: gearSchema, 404: errorBodySchema },
      },
    },
    async (request) =>
      visibleGear(db, { store: photos, id: request.params.id, viewer: request.viewer }),
  );

  await gearWriteRoutes(app, deps);
}
