// match_saved_searches: a listing was created or edited; its new saved-search matches are
// claimed and their instant alerts queued in one transaction (features/saved-searches/
// matching.ts). saved_search_alert: one search's mail of its unsent matches. saved_search_digests:
// the daily or weekly cron run that queues an alert per search with unsent matches.
import { queueDigests } from '#server/features/saved-searches/alerts-repository.ts';
import { sendSavedSearchAlert } from '#server/features/saved-searches/alerts.ts';
import { matchSavedSearches } from '#server/features/saved-searches/matching.ts';
import { sendWatchlistMail } from '#server/features/watchlist-mails/mail.ts';
import type { JobPayloads } from '#server/jobs/queue.ts';
import type { JobDeps } from '#server/jobs/tasks.ts';

export const matchSavedSearchesTask =
  ({ db, config }: JobDeps) =>
  async ({ gearId }: JobPayloads['match_saved_searches']) => {
    await db.transaction((tx) =>
      matchSavedSearches(tx, { gearId, delaySeconds: config.alertDelaySeconds }),
    );
  };

export const savedSearchAlertTask =
  (deps: JobDeps) => async (payload: JobPayloads['saved_search_alert']) => {
    await sendSavedSearchAlert(deps, payload);
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
