// Business constants of the product and its API (docs/api.md). One place, shared by server and web.

export const CURRENCIES = ['EUR', 'GBP', 'IRR', 'USD', 'CHF'] as const;
export type Currency = (typeof CURRENCIES)[number];

export const LANGUAGES = ['en', 'pt', 'es', 'fr'] as const;
export type Language = (typeof LANGUAGES)[number];
export const FALLBACK_LANGUAGE: Language = 'en';

/** The login token lives in this cookie for this many seconds. */
export const TOKEN_COOKIE = 'airToken';
export const TOKEN_LIFETIME_SECONDS = 3600;

export const HOME_GEAR_COUNT = 4;
export const COOKIE_NOTICE_DELAY_MS = 5000;
export const COOKIE_CONSENT_KEY = 'accepted';

/** How long TanStack Query keeps each kind of answer fresh. */
export const QUERY_STALE_MS = 60_000;
export const QUERY_RETRY = 1;

export const PAGE_SIZE_DEFAULT = 24;
export const PAGE_SIZE_MAX = 100;

export const PRICE_MAX = 1e12;
export const TEXT_FIELD_MAX = 120;
export const DESCRIPTION_MAX = 5000;
/** A rating's text, its answer and a report of it (contracts/ratings.ts). */
export const RATING_TEXT_MAX = 500;

export const GEAR_STATUSES = ['active', 'sold', 'archived', 'draft'] as const;
export type GearStatus = (typeof GEAR_STATUSES)[number];
/** What a gear answers: an active listing its seller reserved for a buyer reads `reserved`. */
export const GEAR_READ_STATUSES = [...GEAR_STATUSES, 'reserved'] as const;

/** A listing's state as its seller describes it (beyond); null when not said. */
export const GEAR_CONDITIONS = ['new', 'like_new', 'used', 'needs_repair'] as const;
export type GearCondition = (typeof GEAR_CONDITIONS)[number];
/** How the seller takes offers (docs/api.md, "Offers and prices"): `negotiable` is "VB". */
export const PRICE_TYPES = ['fixed', 'negotiable', 'offers'] as const;
export type PriceType = (typeof PRICE_TYPES)[number];

export const GEAR_SORTS = ['newest', 'price_asc', 'price_desc', 'fit'] as const;

/** Fixed ids of the seeded gear types (docs/api.md). */
export const GEAR_TYPE_IDS = {
  wing: '23079e6f-fdbc-40b3-bb49-85f49d7a8b8c',
  instrument: '49e81219-2646-44e2-b36c-3316ff0d26d3',
  harness: 'daad2eed-eb73-4049-9e89-1964a905b3e1',
  reserve: '7f3c2a10-5b8e-4d6a-9c1f-2e4b6d8a0c11',
  paramotor: 'b2d4f6a8-1c3e-4a5b-8d7f-9e0a1b2c3d44',
  accessories: 'c5e7a9b1-3d5f-4b6c-8e9a-0f1b2c3d4e55',
} as const;

export const PHOTO_MAX_BYTES = 10 * 1024 * 1024;
export const PHOTO_MAX_MEGAPIXELS = 40;
// A long thin image decodes far slower per pixel than a photo (1 × 40M px: 11 s of CPU).
export const PHOTO_MAX_SIDE_PX = 12_000;
export const PHOTO_MAX_ASPECT_RATIO = 20;
export const PICTURES_PER_GEAR_MAX = 12;
export const PHOTO_LARGE_PX = 1600;
export const PHOTO_THUMB_PX = 480;
/** The middle variant: what a phone's full-width photo needs (412 px at DPR 1.75 ≈ 720 px). */
export const PHOTO_MEDIUM_PX = 800;
export const JSON_BODY_MAX_BYTES = 1024 * 1024;

export const REPORT_REASONS = ['scam', 'wrong_category', 'unsafe', 'offensive', 'other'] as const;

// Values the contracts' zod schemas use that the web pages need alone: here, a public page reads
// them without evaluating zod and the schemas (a quarter of a second of a phone's main thread).
export const EN_CLASSES = ['A', 'B', 'C', 'D', 'CCC'] as const;
export type EnClass = (typeof EN_CLASSES)[number];
/** The highest all-up take-off weight a search accepts, in kg (above it is a typing error). */
export const TAKEOFF_WEIGHT_MAX = 400;

/**
 * A catalogue name's key: no case, no accents, single spaces. "OZONE", "ozone " and "Özone" are
 * one brand, so a listing's brand is written the catalogue's way.
 */
export const nameKey = (name: string) =>
  name.normalize('NFKD').replace(/\p{M}/gu, '').trim().replace(/\s+/g, ' ').toLowerCase();

export const SAVED_SEARCH_FREQUENCIES = ['instant', 'daily', 'weekly', 'off'] as const;
export type SavedSearchFrequency = (typeof SAVED_SEARCH_FREQUENCIES)[number];

/** The longest message of a conversation, in characters. */
export const MESSAGE_TEXT_MAX = 2000;

/** The dates any field or filter accepts (docs/api.md); PostgreSQL refuses year 0 with a 500. */
export const DATE_MIN = '1900-01-01';
export const DATE_MAX = '2100-12-31';
export const DATE_RANGE_MESSAGE = `Enter a date between ${DATE_MIN} and ${DATE_MAX}.`;
/** What the text rules answer for a control character (contracts/common.ts, docs/api.md). */
export const CONTROL_CHARACTERS_MESSAGE = 'Remove the control characters.';
/** What a name answers when a word mixes alphabets (contracts/common.ts, a look-alike name). */
export const MIXED_SCRIPTS_MESSAGE = 'Write each word in one alphabet.';

/** A radius search's bounds in km (gear-filters.ts; here, without zod, for the web's messages). */
export const RADIUS_KM_MIN = 1;
export const RADIUS_KM_MAX = 500;
