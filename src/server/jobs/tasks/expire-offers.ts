// expire_offers (every 15 minutes): open offers past their 48 hours are marked expired, so
// their side may offer again and the rows say what the API already answers.
import { expireStale } from '#server/features/offers/repository.ts';
import type { JobDeps } from '#server/jobs/queue.ts';

export const expireOffersTask =
  ({ db }: JobDeps) =>
  async () => {
    await expireStale(db);
  };
