// Sending saved-search alerts a batch of searches at a time. In one transaction the searches'
// rows are locked, their unsent matches that are still listed are marked sent (one statement
// for the batch), and so are their price drops still true (price-drops-repository.ts), the listings are read once, and their mails are queued as one send_mails batch
// job, so a crash either leaves the matches unsent for the retry or has their one mail queued.
// A match whose listing is no longer listed stays unsent (it goes if it comes back). A search
// whose frequency is no longer the job's is skipped: its matches wait for the new one.
// - digests (saved_search_alerts): the cron run queues one job per ALERT_BATCH searches;
// - instant (saved_search_sweep): one job per gathering window mails every instant search with
//   unsent matches whose last mail is a minute old, then queues itself for the first search
//   still inside its minute.
import type { Config } from '#server/app-deps.ts';
import type { Db, Tx } from '#server/db/client.ts';
import { randomUUID } from 'node:crypto';
import { enqueue, type QueuedMail } from '#server/jobs/queue.ts';
import {
  ALERT_BATCH,
  dueInstantSearches,
  listingsOfMails,
  lockSearchesToMail,
  queueNextSweep,
  takeUnsentMatches,
  type Frequency,
} from './alerts-repository.ts';
import { alertMail, toAlertListing } from './alert-mail.ts';
import { takeUnsentDrops } from './price-drops-repository.ts';

type Deps = { db: Db; config: Config };

/** Mails these searches' unsent matches (one job's batch); returns the mails queued. */
export async function sendAlerts(
  deps: Deps,
  job: { savedSearchIds: string[]; frequency: Frequency },
): Promise<number> {
  return deps.db.transaction((tx) => mailBatch(tx, deps, job));
}

/** The instant sweep: every due instant search, a batch per transaction; returns the mails. */
export async function sweepInstantAlerts(deps: Deps): Promise<number> {
  let after: string | null = null;
  let mails = 0;
  for (;;) {
    const batch = await deps.db.transaction(async (tx) => {
      const ids = await dueInstantSearches(tx, after, ALERT_BATCH);
      if (ids.length > 0)
        mails += await mailBatch(tx, deps, { savedSearchIds: ids, frequency: 'instant' });
      return ids;
    });
    if (batch.length < ALERT_BATCH) break;
    after = batch.at(-1)!;
  }
  await queueNextSweep(deps.db);
  return mails;
}

async function mailBatch(
  tx: Tx,
  { db, config }: Deps,
  { savedSearchIds, frequency }: { savedSearchIds: string[]; frequency: Frequency },
): Promise<number> {
  if (savedSearchIds.length === 0) return 0;
  const searches = await lockSearchesToMail(tx, savedSearchIds, frequency);
  if (searches.length === 0) return 0;
  const ids = searches.map((search) => search.id);
  const sent = await takeUnsentMatches(tx, ids);
  // A listing both new and cheaper in one mail is shown once, as new.
  const isNew = new Set(sent.map((m) => `${m.searchId} ${m.gearId}`));
  const drops = (await takeUnsentDrops(tx, ids)).filter(
    (drop) => !isNew.has(`${drop.searchId} ${drop.gearId}`),
  );
  if (sent.length === 0 && drops.length === 0) return 0;
  const rows = await listingsOfMails(tx, [
    ...new Set([...sent, ...drops].map((listing) => listing.gearId)),
  ]);
  const listings = new Map(rows.map((row) => [row.id, toAlertListing(config, row)]));
  const gearsOf = Map.groupBy(sent, (match) => match.searchId);
  const dropsOf = Map.groupBy(drops, (drop) => drop.searchId);
  const mails: QueuedMail[] = [];
  const date = new Date().toISOString();
  for (const search of searches) {
    const matched = (gearsOf.get(search.id) ?? []).flatMap((m) => listings.get(m.gearId) ?? []);
    const cheaper = (dropsOf.get(search.id) ?? []).flatMap((drop) => {
      const listing = listings.get(drop.gearId);
      return listing ? [{ ...listing, previousPrice: drop.previousPrice }] : [];
    });
    if (matched.length === 0 && cheaper.length === 0) continue;
    // The pool's handle: the unsubscribe key is read once per process, not per transaction.
    const mail = await alertMail({ db, config }, search, { matched, drops: cheaper });
    mails.push({ ...mail, messageId: `<alert-${randomUUID()}@air-gear.mail>`, date });
  }
  if (mails.length > 0) await enqueue(tx, { task: 'send_mails', payload: mails });
  return mails.length;
}
