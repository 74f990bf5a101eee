// GET /feeds/gears.atom: public (no login, the listed gears only), cached briefly by clients and
// proxies; the filters are those of GET gears/ and a bad one is the API's 400 body; `lng` picks
// the language of its prices.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { FALLBACK_LANGUAGE, LANGUAGES } from '#shared/constants.ts';
import {
  filtersOf,
  filtersToQuery,
  gearListQuerySchema,
} from '#shared/contracts/gear-list-query.ts';
import type { AppDeps } from '#server/app-deps.ts';
import { listGears } from '#server/features/search/repository.ts';
import { atomFeed, FEED_SIZE } from './feed.ts';

export async function feedRoutes(app: FastifyInstance, { config, db, photos }: AppDeps) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(
    '/feeds/gears.atom',
    {
      schema: {
        hide: true,
        querystring: gearListQuerySchema.extend({ lng: z.string().optional() }),
      },
    },
    async (request, reply) => {
      const { lng, ...query } = request.query;
      const filters = filtersOf(query);
      // Prices in the reader's language when the link says which (an unknown one: English).
      const language = LANGUAGES.find((l) => l === lng) ?? FALLBACK_LANGUAGE;
      const { items } = await listGears(db, {
        store: photos,
        query: { ...filters, page: 1, page_size: FEED_SIZE, sort: 'newest' },
        // Everyone gets the same public feed, whoever asks.
        viewer: null,
      });
      const saved = filtersToQuery(filters);
      const suffix = saved ? `?${saved}` : '';
      const xml = atomFeed({
        siteUrl: config.siteUrl,
        selfUrl: `${config.siteUrl}/feeds/gears.atom${suffix}`,
        resultsUrl: `${config.siteUrl}/search${suffix}`,
        title: `Air Gear${filters.q || filters.name ? `: ${filters.q ?? filters.name}` : ''}`,
        gears: items,
        language,
      });
      return reply
        .header('Cache-Control', 'public, max-age=300')
        .type('application/atom+xml; charset=utf-8')
        .send(xml);
    },
  );
}
