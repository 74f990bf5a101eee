// refresh_price_guide: a listing of a catalogue model was written; its model's guide rows are
// rewritten in one transaction. refresh_price_guides (nightly): every model, so the rows follow
// what no write announces (a suspended seller, a deleted listing).
// The model page's prices are read live: the stored per-model aggregates (model_price_aggregates,
// migration 0029) are not written until the endpoint can read them without going stale.
import {
  modelsWithListings,
  refreshModelGuides,
} from '#server/features/prices/guide-repository.ts';
import type { JobDeps, JobPayloads } from '#server/jobs/queue.ts';

export const refreshPriceGuideTask =
  ({ db }: JobDeps) =>
  async ({ modelId }: JobPayloads['refresh_price_guide']) => {
    await db.transaction((tx) => refreshModelGuides(tx, modelId));
  };

export const refreshPriceGuidesTask =
  ({ db }: JobDeps) =>
  async () => {
    for (const modelId of await modelsWithListings(db))
      await db.transaction((tx) => refreshModelGuides(tx, modelId));
  };
