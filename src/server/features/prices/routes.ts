// Prices from the market itself (docs/api.md, "Offers and prices"): a listing's price history
// (as public as the listing) and a catalogue model's price guide.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParamsSchema } from '#shared/contracts/common.ts';
import {
  modelPricesQuerySchema,
  modelPricesSchema,
  priceHistorySchema,
  type PriceHistoryEntry,
} from '#shared/contracts/prices.ts';
import type { AppDeps } from '#server/app-deps.ts';
import { notFound, validationError } from '#server/lib/http-error.ts';
import { canSeeGear } from '#server/policies/gear-visibility.ts';
import { findGearState } from '#server/features/gears/write-repository.ts';
import { errorResponses } from '#server/lib/route-schema.ts';
import { modelPrices } from './model-prices.ts';
import { modelPriceGroups } from './aggregate-repository.ts';
import { modelExists, priceHistory, sizeOfModel } from './repository.ts';

export async function priceRoutes(app: FastifyInstance, { db }: AppDeps) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/api/gears/:id/price-history/',
    {
      schema: {
        tags: ['gears'],
        summary: 'Every price the listing had, oldest first',
        params: idParamsSchema,
        response: { 200: priceHistorySchema, ...errorResponses(404) },
      },
    },
    async (request) => {
      const gear = await findGearState(db, request.params.id);
      if (!gear || !canSeeGear(gear, request.viewer)) throw notFound('No gear with this id.');
      return (await priceHistory(db, request.params.id)).map((row) => ({
        price: Number(row.price),
        currency: row.currency as PriceHistoryEntry['currency'],
        changed_at: row.changed_at.toISOString(),
      }));
    },
  );

  api.get(
    '/api/catalogue/models/:id/prices/',
    {
      schema: {
        tags: ['catalogue'],
        summary: "A model's price guide: asking and sold prices of the last 24 months",
        params: idParamsSchema,
        querystring: modelPricesQuerySchema,
        response: { 200: modelPricesSchema, ...errorResponses(400, 404) },
      },
    },
    async (request) => {
      const { id } = request.params;
      const { size, currency } = request.query;
      if (!(await modelExists(db, id))) throw notFound('No model with this id.');
      if (size && !(await sizeOfModel(db, size, id)))
        throw validationError({ size: ['This size is not one of the model.'] });
      // The stored groups, rewritten by the job each write of the model's listings queues.
      const groups = await modelPriceGroups(db, { modelId: id, sizeId: size });
      return modelPrices(groups, { model: id, size: size ?? null, currency });
    },
  );
}
