// refresh_price_guide: a listing of a catalogue model was written; its model's guide rows and
// its price groups (the model page's prices) are rewritten, again while writes come in under it
// (features/prices/refresh-repository.ts). refresh_price_guides (nightly): every model, so both
// follow what no write announces (a suspended seller, a deleted listing, prices leaving the
// 24-month window).
import { modelsWithAggregates } from '#server/features/prices/aggregate-repository.ts';
import { modelsWithListings } from '#server/features/prices/guide-repository.ts';
import { refreshModelPrices } from '#server/features/prices/refresh-repository.ts';
import type { JobDeps, JobPayloads } from '#server/jobs/queue.ts';

export const refreshPriceGuideTask =
  ({ db }: JobDeps) =>
  async ({ modelId }: JobPayloads['refresh_price_guide']) => {
    await refreshModelPrices(db, modelId);
  };

export const refreshPriceGuidesTask =
  ({ db }: JobDeps) =>
  async () => {
    // Models whose listings were all sold or withdrawn keep sold prices (and may lose old ones).
    const models = new Set([
      ...(await modelsWithListings(db)),
      ...(await modelsWithAggregates(db)),
    ]);
    for (const modelId of models) await refreshModelPrices(db, modelId);
  };
