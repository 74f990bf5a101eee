// GET /feeds/gears.atom: public (no login, the listed gears only), cached briefly by clients and
// proxies; the filters are those of GET gears/ and a bad one is the API's 400 body.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { filtersOf, filtersToQuery, gearListQuerySchema } from '#shared/contracts/gear-filters.ts';
import type { AppDeps } from '#server/app-deps.ts';
import { listGears } from '#server/features/search/repository.ts';
import { atomFeed, FEED_SIZE } from './feed.ts';

export async function feedRoutes(app: FastifyInstance, { config, db, photos }: AppDeps) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(
    '/feeds/gears.atom',
    { schema: { hide: true, querystring: gearListQuerySchema } },
    async (request, reply) => {
      const filters = filtersOf(request.query);
      const { items } = await listGears(db, {
        store: photos,
        query: { ...filters, page: 1, page_size: FEED_SIZE, sort: 'newest' },
        // Everyone gets the same public feed, whoever asks.
        viewer: null,
      });
      const query = filtersToQuery(filters);
      const suffix = query ? `?${query}` : '';
      const xml = atomFeed({
        siteUrl: config.siteUrl,
        selfUrl: `${config.siteUrl}/feeds/gears.atom${suffix}`,
        resultsUrl: `${config.siteUrl}/search${suffix}`,
        title: `Air Gear${filters.q || filters.name ? `: ${filters.q ?? filters.name}` : ''}`,
        gears: items,
      });
      return reply
        .header('Cache-Control', 'public, max-age=300')
        .type('application/atom+xml; charset=utf-8')
        .send(xml);
    },
  );
}
