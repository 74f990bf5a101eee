// Sending a saved search's alert (the saved_search_alert job): in one transaction the search's
// row is locked, its unsent matches that are still listed are marked sent, and their mail is
// queued (send_mail), so a crash either leaves them unsent for the retry or has their one mail
// queued. A match whose listing is no longer listed stays unsent (it goes if it comes back).
// A job whose frequency is no longer the search's does nothing: its matches wait for the new one.
import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Config } from '#server/config.ts';
import type { Db, Tx } from '#server/db/client.ts';
import {
  gearPictures,
  gears,
  savedSearches,
  savedSearchMatches,
  users,
} from '#server/db/schema.ts';
import { enqueue } from '#server/jobs/queue.ts';
import { mailLanguage } from '#server/mail/i18n.ts';
import {
  savedSearchAlertMail,
  type AlertListing,
} from '#server/mail/templates/saved-search-alert.ts';
import { createDiskPhotoStore } from '#server/media/photo-store.ts';
import { listedGear } from '#server/policies/gear-visibility.ts';
import { unsubscribeToken } from './unsubscribe-tokens.ts';

/** Listings shown in one mail; the others are counted and linked. */
const SHOWN_MAX = 20;

export type AlertJob = { savedSearchId: string; frequency: 'instant' | 'daily' | 'weekly' };

export async function sendSavedSearchAlert(
  { db, config }: { db: Db; config: Config },
  job: AlertJob,
): Promise<void> {
  await db.transaction(async (tx) => {
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
      .where(eq(savedSearches.id, job.savedSearchId))
      .for('update', { of: savedSearches });
    if (!search || search.frequency !== job.frequency || search.suspended) return;
    const sent = await tx
      .update(savedSearchMatches)
      .set({ sent_at: sql`now()` })
      .from(gears)
      .where(
        and(
          eq(savedSearchMatches.saved_search_id, search.id),
          isNull(savedSearchMatches.sent_at),
          eq(gears.id, savedSearchMatches.gear_id),
          listedGear(),
        ),
      )
      .returning({ id: savedSearchMatches.gear_id });
    if (sent.length === 0) return;
    await tx
      .update(savedSearches)
      .set({ last_sent_at: sql`now()` })
      .where(eq(savedSearches.id, search.id));
    const listings = await alertListings(
      tx,
      config,
      sent.map((s) => s.id),
    );
    const token = await unsubscribeToken(tx, search.id);
    const page = `${config.siteUrl}/unsubscribe?token=${encodeURIComponent(token)}`;
    const mail = savedSearchAlertMail({
      language: mailLanguage(search.language),
      name: search.first_name,
      searchName: search.name,
      siteUrl: config.siteUrl,
      resultsUrl: `${config.siteUrl}/search${search.query ? `?${search.query}` : ''}`,
      unsubscribeUrl: page,
      stopAllUrl: `${page}&all=1`,
      listings,
      more: sent.length - listings.length,
    });
    await enqueue(tx, {
      task: 'send_mail',
      payload: {
        to: search.email,
        ...mail,
        headers: {
          'List-Unsubscribe': `<${config.siteUrl}/api/saved-searches/unsubscribe/?token=${encodeURIComponent(token)}>`,
          'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
        },
      },
    });
  });
}

const text = (value: unknown) =>
  typeof value === 'string' || typeof value === 'number' ? String(value) : undefined;

/** The newest listings of the mail, each with its first photo as an absolute address. */
async function alertListings(tx: Tx, config: Config, ids: string[]): Promise<AlertListing[]> {
  const rows = await tx
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
    .limit(SHOWN_MAX);
  const store = createDiskPhotoStore(config.mediaDir, config.mediaBaseUrl);
  const absolute = (url: string) => (/^https?:/.test(url) ? url : `${config.siteUrl}${url}`);
  return rows.map((row) => {
    const properties = (row.properties ?? {}) as Record<string, unknown>;
    return {
      id: row.id,
      name: row.name,
      price: Number(row.price),
      currency: row.currency,
      size: text(properties.size),
      enClass: text(properties.certification ?? properties.en_class),
      photo: row.photo ? absolute(store.url(row.photo, 'thumb')) : undefined,
    };
  });
}

/** The digest run (cron): one alert job per search of that frequency with unsent matches. */
export async function queueDigests(db: Db, frequency: 'daily' | 'weekly'): Promise<number> {
  const { rows } = await db.execute<{ n: number }>(sql`
    select count(graphile_worker.add_job('saved_search_alert',
             json_build_object('savedSearchId', s.id, 'frequency', s.frequency),
             job_key => 'alert:' || s.id))::int as n
      from ${savedSearches} s
     where s.frequency = ${frequency}
       and exists (select 1 from ${savedSearchMatches} m
                    where m.saved_search_id = s.id and m.sent_at is null)`);
  return rows[0]?.n ?? 0;
}
