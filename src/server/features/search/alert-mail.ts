// One search's alert mail, written from rows already read for its batch: the newest listings
// (at most SHOWN_MAX, the others counted), in the owner's language, with the one-click
// unsubscribe headers (RFC 8058) and body links of the search's signed token.
import type { Config } from '#server/app-deps.ts';
import type { Db } from '#server/db/client.ts';
import { mailLanguage } from '#server/mail/i18n.ts';
import type { Mail } from '#server/mail/mailer.ts';
import {
  savedSearchAlertMail,
  type AlertListing,
} from '#server/mail/templates/saved-search-alert.ts';
import { createDiskPhotoStore } from '#server/media/photo-store.ts';
import { unsubscribeToken } from './unsubscribe-tokens.ts';

/** Listings shown in one mail; the others are counted and linked. */
const SHOWN_MAX = 20;

type ListingRow = {
  id: string;
  name: string;
  price: string | number;
  currency: string;
  properties: unknown;
  created_at: Date;
  photo: string | null;
};
type Listing = AlertListing & { created_at: Date };
type SearchRow = {
  id: string;
  name: string;
  query: string | null;
  email: string;
  first_name: string;
  language: string | null;
};

const text = (value: unknown) =>
  typeof value === 'string' || typeof value === 'number' ? String(value) : undefined;

/** A listing as the mail shows it, its first photo as an absolute address. */
export function toAlertListing(config: Config, row: ListingRow): Listing {
  const properties = (row.properties ?? {}) as Record<string, unknown>;
  const store = createDiskPhotoStore(config.mediaDir, config.mediaBaseUrl);
  const url = row.photo ? store.url(row.photo, 'thumb') : undefined;
  return {
    id: row.id,
    name: row.name,
    price: Number(row.price),
    currency: row.currency,
    size: text(properties.size),
    enClass: text(properties.certification ?? properties.en_class),
    photo: url && !/^https?:/.test(url) ? `${config.siteUrl}${url}` : url,
    created_at: row.created_at,
  };
}

const newestFirst = (a: Listing, b: Listing) =>
  b.created_at.getTime() - a.created_at.getTime() || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0);

export async function alertMail(
  { db, config }: { db: Db; config: Config },
  search: SearchRow,
  /** New matches, and listings of the search that got cheaper (each with its price before). */
  { matched, drops = [] }: { matched: Listing[]; drops?: Listing[] },
): Promise<Mail> {
  const shown = [...matched].sort(newestFirst).slice(0, SHOWN_MAX);
  const token = encodeURIComponent(await unsubscribeToken(db, search.id));
  const page = `${config.siteUrl}/unsubscribe?token=${token}`;
  const mail = savedSearchAlertMail({
    language: mailLanguage(search.language),
    name: search.first_name,
    searchName: search.name,
    siteUrl: config.siteUrl,
    resultsUrl: `${config.siteUrl}/search${search.query ? `?${search.query}` : ''}`,
    unsubscribeUrl: page,
    stopAllUrl: `${page}&all=1`,
    listings: shown,
    more: matched.length - shown.length,
    drops: [...drops].sort(newestFirst).slice(0, SHOWN_MAX),
  });
  return {
    to: search.email,
    ...mail,
    headers: {
      'List-Unsubscribe': `<${config.siteUrl}/api/saved-searches/unsubscribe/?token=${token}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}
