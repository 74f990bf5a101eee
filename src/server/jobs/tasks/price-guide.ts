// refresh_price_guide: a listing of a catalogue model was written; its model's guide rows and
// its price aggregates (the model page's prices) are rewritten in one transaction.
// refresh_price_guides (nightly): every model, so both follow what no write announces (a
// suspended seller, a deleted listing, prices leaving the 24-month window).
import {
  modelsWithAggregates,
  refreshModelAggregates,
} from '#server/features/prices/aggregate-repository.ts';
import {
  modelsWithListings,
  refreshModelGuides,
} from '#server/features/prices/guide-repository.ts';
import type { JobDeps, JobPayloads } from '#server/jobs/queue.ts';

export const refreshPriceGuideTask =
  ({ db }: JobDeps) =>
  async ({ modelId }: JobPayloads['refresh_price_guide']) => {
    await db.transaction(async (tx) => {
      await refreshModelGuides(tx, modelId);
      await refreshModelAggregates(tx, modelId);
    });
  };

export const refreshPriceGuidesTask =
  ({ db }: JobDeps) =>
  async () => {
    const listed = await modelsWithListings(db);
    for (const modelId of listed) await db.transaction((tx) => refreshModelGuides(tx, modelId));
    // Models whose listings were all sold or withdrawn keep sold prices (and may lose old ones).
    const models = new Set([...listed, ...(await modelsWithAggregates(db))]);
    for (const modelId of models) await db.transaction((tx) => refreshModelAggregates(tx, modelId));
  };
