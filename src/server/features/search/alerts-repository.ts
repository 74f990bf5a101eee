// SQL of alert mails, for a batch of searches at a time: the searches to mail (rows locked), their
// unsent matches that are still listed (marked sent), the listings shown, the instant sweep's
// choice of searches and its next run, and the digest run that queues the batches.
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '#server/db/client.ts';
import {
  gearPictures,
  gears,
  savedSearches,
  savedSearchMatches,
  savedSearchPriceDrops,
  users,
} from '#server/db/schema.ts';
import { gearSeller, savedSearchMatchesGear } from '#server/features/search/filters.ts';
import { listedGear } from '#server/policies/gear-visibility.ts';
import { accountActive, activeAccount } from '#server/policies/user-access.ts';
import { hasDueDrop } from './price-drops-repository.ts';

export type Frequency = 'instant' | 'daily' | 'weekly';

/** Searches in a digest job: a batch is one job, one read of matches and one of listings. */
export const ALERT_BATCH = 100;

const s = savedSearches;
const ownerActive = accountActive(s.user_id);
const hasListedUnsent = sql`exists (select 1 from ${savedSearchMatches}
  join ${gears} on ${gears.id} = ${savedSearchMatches.gear_id}
  where ${savedSearchMatches.saved_search_id} = ${s.id} and ${savedSearchMatches.sent_at} is null
    and ${listedGear()})`;
/** Something to mail: a listed unsent match, or a price drop still true. */
const hasSomethingToMail = sql`(${hasListedUnsent} or ${hasDueDrop})`;

/** The searches of `frequency` among `ids` with active owners, rows locked until the end. */
export async function lockSearchesToMail(tx: Tx, ids: string[], frequency: Frequency) {
  return tx
    .select({
      id: s.id,
      name: s.name,
      query: s.query,
      email: users.email,
      first_name: users.first_name,
      language: users.language,
    })
    .from(s)
    .innerJoin(users, eq(users.id, s.user_id))
    .where(and(inArray(s.id, ids), eq(s.frequency, frequency), activeAccount()))
    .orderBy(s.id)
    .for('update', { of: s });
}

/**
 * Marks the unsent matches of these searches whose listing is still listed and still matches
 * the search (edited since, or the search changed: search/filters.ts) as sent, and each search
 * with any as mailed now; returns the pairs. The others stay unsent: they go if they come back.
 */
export async function takeUnsentMatches(tx: Tx, searchIds: string[]) {
  const m = savedSearchMatches;
  const { rows: sent } = await tx.execute<{ searchId: string; gearId: string }>(sql`
    update ${m} set sent_at = now()
      from ${s}, ${gears}, ${users}
     where ${m.saved_search_id} = ${s.id} and ${gears.id} = ${m.gear_id} and ${gearSeller}
       and ${m.saved_search_id} in ${searchIds} and ${m.sent_at} is null
       and ${listedGear()} and ${savedSearchMatchesGear}
    returning ${m.saved_search_id} as "searchId", ${m.gear_id} as "gearId"`);
  const mailed = [...new Set(sent.map((row) => row.searchId))];
  if (mailed.length > 0)
    await tx
      .update(s)
      .set({ last_sent_at: sql`now()` })
      .where(inArray(s.id, mailed));
  return sent;
}

/** These listings, each with the storage key of its first photo. */
export async function listingsOfMails(tx: Tx, ids: string[]) {
  return tx
    .select({
      id: gears.id,
      name: gears.name,
      price: gears.price,
      currency: gears.currency,
      properties: gears.properties,
      created_at: gears.created_at,
      photo: sql<string | null>`(select ${gearPictures.storage_key} from ${gearPictures}
        where ${gearPictures.gear_id} = ${gears.id}
        order by ${gearPictures.position}, ${gearPictures.created_at} limit 1)`,
    })
    .from(gears)
    .where(inArray(gears.id, ids));
}

/**
 * The instant sweep's next searches after `after` (by id): instant, owner active, a listed
 * unsent match or a price drop to mail, and no mail in the last minute (at most one mail a minute per search). Locked; ones another sweep holds are skipped.
 */
export async function dueInstantSearches(tx: Tx, after: string | null, limit: number) {
  const { rows } = await tx.execute<{ id: string }>(sql`
    select ${s.id} from ${s}
     where ${s.frequency} = 'instant' and (${after}::uuid is null or ${s.id} > ${after}::uuid)
       and (${s.last_sent_at} is null or ${s.last_sent_at} <= now() - interval '1 minute')
       and ${ownerActive} and ${hasSomethingToMail}
     order by ${s.id} limit ${limit}
       for update of ${s} skip locked`);
  return rows.map((row) => row.id);
}

/**
 * After a sweep: the searches left with listed unsent matches (or drops) wait for their minute since the
 * last mail; one sweep is queued for the first of them (replacing the one waiting for that).
 */
export async function queueNextSweep(db: Db): Promise<void> {
  await db.execute(sql`
    select graphile_worker.add_job('saved_search_sweep', '{}'::json, queue_name => 'alert-sweep',
             run_at => next_at, job_key => 'alert-sweep-gap', job_key_mode => 'replace')
      from (select min(greatest(now(), ${s.last_sent_at} + interval '1 minute')) as next_at
              from ${s} where ${s.frequency} = 'instant' and ${ownerActive} and ${hasSomethingToMail}) n
     where next_at is not null`);
}

/**
 * The digest run (cron): one saved_search_alerts job per ALERT_BATCH searches of that frequency
 * with unsent matches or price drops, all added in one call.
 */
export async function queueDigests(db: Db, frequency: 'daily' | 'weekly'): Promise<number> {
  const { rows } = await db.execute<{ n: number }>(sql`
    with due as (
      select ${s.id} as id, (row_number() over (order by ${s.id}) - 1) / ${ALERT_BATCH} as batch
        from ${s}
       where ${s.frequency} = ${frequency}
         and (exists (select 1 from ${savedSearchMatches} m
                       where m.saved_search_id = ${s.id} and m.sent_at is null)
              or exists (select 1 from ${savedSearchPriceDrops} d
                          where d.saved_search_id = ${s.id} and d.sent_at is null))
    ), batches as (
      select array_agg(id order by id) as ids from due group by batch
    ), queued as (
      select graphile_worker.add_jobs(array_agg(row('saved_search_alerts',
               json_build_object('savedSearchIds', ids, 'frequency', ${frequency}::text), null,
               null, null, null, null, null)::graphile_worker.job_spec))
        from batches having count(*) > 0
    )
    select (select count(*) from due)::int as n, (select count(*) from queued) as q`);
  return rows[0]?.n ?? 0;
}
