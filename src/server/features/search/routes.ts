import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { gearListQuerySchema } from '#shared/contracts/gear-list-query.ts';
import { gearListSchema } from '#shared/contracts/gears.ts';
import type { AppDeps } from '#server/app-deps.ts';
import { setPagingHeaders } from '#server/lib/paging.ts';
import { listGears } from './repository.ts';
import { markTotalsStale } from './list-totals.ts';
import { savedSearchRoutes } from './saved-search-routes.ts';
import { withSellerStats } from '#server/features/gears/seller-stats-repository.ts';
import { errorResponses } from '#server/lib/route-schema.ts';

// Searching listings: the list of GET gears/ (its filters are filters.ts), its Atom feed and the
// saved searches with their alerts (saved-search-routes.ts registers the feed too).
export async function searchRoutes(app: FastifyInstance, deps: AppDeps) {
  const { db, photos } = deps;
  const api = app.withTypeProvider<ZodTypeProvider>();
  // Totals are counts of listings: any listing's write, here or on another instance, may change one.
  app.cacheCoherence.onWrite(() => markTotalsStale(db));

  api.get(
    '/api/gears/',
    {
      schema: {
        tags: ['gears'],
        summary: 'List and search listings (newest first, paged)',
        querystring: gearListQuerySchema,
        response: { 200: gearListSchema, ...errorResponses(400) },
      },
    },
    async (request, reply) => {
      const { items, total, capped } = await listGears(db, {
        store: photos,
        query: request.query,
        viewer: request.viewer,
      });
      setPagingHeaders(request, reply, { ...request.query, total, capped });
      // The owner's own list carries each listing's views and saves (seller tools).
      const ownList = request.viewer !== null && request.query.user === request.viewer.id;
      return ownList ? withSellerStats(db, items) : items;
    },
  );

  await savedSearchRoutes(app, deps);
}
