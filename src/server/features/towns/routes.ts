// Town suggestions (docs/api.md, "Where, how and when"): what the listing form's town picker and
// the search's "near" box offer as a name is typed. The gazetteer is in memory: no SQL.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { townQuerySchema, townSuggestionListSchema } from '#shared/contracts/towns.ts';
import { errorBodySchema } from '#shared/errors.ts';
import { suggestTowns, townById } from './gazetteer.ts';

export async function townRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/api/towns/',
    {
      schema: {
        tags: ['towns'],
        summary:
          'Towns whose name starts with `q` (accents and case ignored), largest first; `q` an id: that town',
        querystring: townQuerySchema,
        response: { 200: townSuggestionListSchema, 400: errorBodySchema },
      },
    },
    async (request) => {
      const { q, country, limit } = request.query;
      // A town's id (what a search keeps in its URL) is that town: the page shows its name.
      if (/^\d{1,9}$/.test(q)) {
        const town = townById(Number(q));
        return town ? [town] : [];
      }
      return suggestTowns(q, { countries: country, limit });
    },
  );
}
