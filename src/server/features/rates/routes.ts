// The reference rates (docs/api.md, "Where, how and when"): public to read, staff to change.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ratesSchema, ratesWriteSchema } from '#shared/contracts/rates.ts';
import { errorBodySchema } from '#shared/errors.ts';
import type { AppDeps } from '#server/app-deps.ts';
import { requireStaff, staffOnly, staffSecurity } from '#server/plugins/auth.ts';
import { readRates, writeRates } from './repository.ts';

export async function rateRoutes(app: FastifyInstance, { db }: AppDeps) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/api/rates/',
    {
      schema: {
        tags: ['rates'],
        summary: 'The reference rates: one unit of each currency in euros',
        response: { 200: ratesSchema },
      },
    },
    async () => readRates(db),
  );

  api.put(
    '/api/rates/',
    {
      preValidation: staffOnly,
      schema: {
        tags: ['rates'],
        summary: 'Change some reference rates; listings in those currencies reprice (staff)',
        security: staffSecurity,
        body: ratesWriteSchema,
        response: {
          200: ratesSchema,
          400: errorBodySchema,
          401: errorBodySchema,
          403: errorBodySchema,
        },
      },
    },
    async (request) => {
      const viewer = requireStaff(request);
      await writeRates(db, { actorId: viewer.id, rates: request.body });
      return readRates(db);
    },
  );
}
