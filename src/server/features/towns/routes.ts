// Town suggestions (docs/api.md, "Where, how and when"): what the listing form's town picker and
// the search's "near" box offer as a name is typed. The gazetteer is in memory: no SQL.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { townQuerySchema, townSuggestionListSchema } from '#shared/contracts/towns.ts';
import { errorBodySchema } from '#shared/errors.ts';
import { suggestTowns } from './gazetteer.ts';

export async function townRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/api/towns/',
    {
      schema: {
        tags: ['towns'],
        summary: 'Towns whose name starts with `q` (accents and case ignored), largest first',
        querystring: townQuerySchema,
        response: { 200: townSuggestionListSchema, 400: errorBodySchema },
      },
    },
    async (request) => {
      const { q, country, limit } = request.query;
      return suggestTowns(q, { countries: country, limit });
    },
  );
}
