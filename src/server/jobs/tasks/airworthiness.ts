// refresh_airworthiness (nightly, and at a worker's first start): every item's airworthy date
// again, for the items no write refreshed (features/items/airworthiness.ts says which).
import { refreshAllAirworthiness } from '#server/features/items/airworthiness.ts';
import type { JobDeps } from '#server/jobs/queue.ts';

export const refreshAirworthinessTask =
  ({ db }: JobDeps) =>
  async () => {
    await refreshAllAirworthiness(db);
  };
