// Sending a saved search's alert (the saved_search_alert job): in one transaction the search's
// row is locked, its unsent matches that are still listed are marked sent, and their mail is
// queued (send_mail), so a crash either leaves them unsent for the retry or has their one mail
// queued. A match whose listing is no longer listed stays unsent (it goes if it comes back).
// A job whose frequency is no longer the search's does nothing: its matches wait for the new one.
import type { Config } from '#server/config.ts';
import type { Db, Tx } from '#server/db/client.ts';
import { enqueue } from '#server/jobs/queue.ts';
import { mailLanguage } from '#server/mail/i18n.ts';
import {
  savedSearchAlertMail,
  type AlertListing,
} from '#server/mail/templates/saved-search-alert.ts';
import { createDiskPhotoStore } from '#server/media/photo-store.ts';
import { listingsOfMail, lockSearchToMail, takeUnsentMatches } from './alerts-repository.ts';
import { unsubscribeToken } from './unsubscribe-tokens.ts';

/** Listings shown in one mail; the others are counted and linked. */
const SHOWN_MAX = 20;

export type AlertJob = { savedSearchId: string; frequency: 'instant' | 'daily' | 'weekly' };

export async function sendSavedSearchAlert(
  { db, config }: { db: Db; config: Config },
  job: AlertJob,
): Promise<void> {
  await db.transaction(async (tx) => {
    const search = await lockSearchToMail(tx, job.savedSearchId);
    if (!search || search.frequency !== job.frequency || search.suspended) return;
    const sent = await takeUnsentMatches(tx, search.id);
    if (sent.length === 0) return;
    const listings = await alertListings(tx, config, sent);
    // The pool's handle: its key is read once, not once per mail's transaction.
    const token = await unsubscribeToken(db, search.id);
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
  const rows = await listingsOfMail(tx, ids, SHOWN_MAX);
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
