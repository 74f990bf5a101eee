// SQL of alert mails: the search to mail (row locked), its unsent matches that are still listed
// (marked sent), the listings shown in the mail, and the digest run that queues the alerts.
import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db, Tx } from '#server/db/client.ts';
import {
  gearPictures,
  gears,
  savedSearches,
  savedSearchMatches,
  users,
} from '#server/db/schema.ts';
import { listedGear } from '#server/policies/gear-visibility.ts';

/** The search and its owner, its row locked until the transaction ends. */
export async function lockSearchToMail(tx: Tx, id: string) {
  const [search] = await tx
    .select({
      id: savedSearches.id,
      name: savedSearches.name,
      query: savedSearches.query,
      frequency: savedSearches.frequency,
      email: users.email,
      first_name: users.first_name,
      language: users.language,
      suspended: users.is_suspended,
    })
    .from(savedSearches)
    .innerJoin(users, eq(users.id, savedSearches.user_id))
    .where(eq(savedSearches.id, id))
    .for('update', { of: savedSearches });
  return search ?? null;
}

/**
 * Marks the search's unsent matches whose listing is still listed as sent, and the search as
 * mailed now when there were any; returns their listings. Unlisted ones stay unsent.
 */
export async function takeUnsentMatches(tx: Tx, searchId: string): Promise<string[]> {
  const sent = await tx
    .update(savedSearchMatches)
    .set({ sent_at: sql`now()` })
    .from(gears)
    .where(
      and(
        eq(savedSearchMatches.saved_search_id, searchId),
        isNull(savedSearchMatches.sent_at),
        eq(gears.id, savedSearchMatches.gear_id),
        listedGear(),
      ),
    )
    .returning({ id: savedSearchMatches.gear_id });
  if (sent.length > 0)
    await tx
      .update(savedSearches)
      .set({ last_sent_at: sql`now()` })
      .where(eq(savedSearches.id, searchId));
  return sent.map((s) => s.id);
}

/** The newest `limit` of these listings, each with the storage key of its first photo. */
export async function listingsOfMail(tx: Tx, ids: string[], limit: number) {
  return tx
    .select({
      id: gears.id,
      name: gears.name,
      price: gears.price,
      currency: gears.currency,
      properties: gears.properties,
      photo: sql<string | null>`(select ${gearPictures.storage_key} from ${gearPictures}
        where ${gearPictures.gear_id} = ${gears.id}
        order by ${gearPictures.position}, ${gearPictures.created_at} limit 1)`,
    })
    .from(gears)
    .where(inArray(gears.id, ids))
    .orderBy(desc(gears.created_at), desc(gears.id))
    .limit(limit);
}

/**
 * The digest run (cron): one alert job per search of that frequency with unsent matches, added
 * in one call (an add_job per search took longer than the statement timeout for 25 000).
 */
export async function queueDigests(db: Db, frequency: 'daily' | 'weekly'): Promise<number> {
  const { rows } = await db.execute<{ n: number }>(sql`
    with due as (
      select s.id from ${savedSearches} s
       where s.frequency = ${frequency}
         and exists (select 1 from ${savedSearchMatches} m
                      where m.saved_search_id = s.id and m.sent_at is null)
    ), queued as (
      select graphile_worker.add_jobs(array_agg(row('saved_search_alert',
               json_build_object('savedSearchId', due.id, 'frequency', ${frequency}::text), null,
               null, null, 'alert:' || due.id, null, null)::graphile_worker.job_spec))
        from due having count(*) > 0
    )
    select (select count(*) from due)::int as n, (select count(*) from queued) as q`);
  return rows[0]?.n ?? 0;
}
