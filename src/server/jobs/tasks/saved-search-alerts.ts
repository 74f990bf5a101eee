// match_saved_searches: a listing was created or edited; its new saved-search matches are
// claimed and, for instant searches, the window's sweep queued, in one transaction
// (features/search/matching.ts). saved_search_sweep: every instant search's mail of its
// unsent matches. saved_search_alerts: the mails of a batch of digest searches.
// saved_search_digests: the daily or weekly cron run that queues those batches.
import { queueDigests } from '#server/features/search/alerts-repository.ts';
import { sendAlerts, sweepInstantAlerts } from '#server/features/search/alerts.ts';
import { matchSavedSearches } from '#server/features/search/matching.ts';
import { sendWatchlistMail } from '#server/features/watchlist-mails/mail.ts';
import type { JobDeps, JobPayloads } from '#server/jobs/queue.ts';

export const matchSavedSearchesTask =
  ({ db, config }: JobDeps) =>
  async ({ gearId }: JobPayloads['match_saved_searches']) => {
    await db.transaction((tx) =>
      matchSavedSearches(tx, { gearId, delaySeconds: config.alertDelaySeconds }),
    );
  };

export const savedSearchSweepTask = (deps: JobDeps) => async () => {
  await sweepInstantAlerts(deps);
};

export const savedSearchAlertsTask =
  (deps: JobDeps) => async (payload: JobPayloads['saved_search_alerts']) => {
    await sendAlerts(deps, payload);
  };

/** A single search's alert, as queued before the batches. */
export const savedSearchAlertTask =
  (deps: JobDeps) =>
  async ({ savedSearchId, frequency }: JobPayloads['saved_search_alert']) => {
    await sendAlerts(deps, { savedSearchIds: [savedSearchId], frequency });
  };

export const savedSearchDigestsTask =
  ({ db }: JobDeps) =>
  async ({ frequency }: JobPayloads['saved_search_digests']) => {
    await queueDigests(db, frequency);
  };

/** watchlist_mail: a user's favourited listings that changed, at most one mail a day. */
export const watchlistMailTask =
  (deps: JobDeps) =>
  async ({ userId }: JobPayloads['watchlist_mail']) => {
    await sendWatchlistMail(deps, userId);
  };
