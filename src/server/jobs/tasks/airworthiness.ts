// refresh_airworthiness (nightly, and at a worker's first start): every item's airworthy date and
// status basis again, for what no write or trigger announces (a catalogue size moved to another
// model, a renamed model) and for items whose basis a trigger cleared and no write refreshed
// (features/items/airworthiness.ts says which).
import { refreshAllAirworthiness } from '#server/features/items/airworthiness.ts';
import type { JobDeps } from '#server/jobs/queue.ts';

export const refreshAirworthinessTask =
  ({ db }: JobDeps) =>
  async () => {
    await refreshAllAirworthiness(db);
  };
