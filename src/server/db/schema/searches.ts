// Saved searches, the listings each has matched and the price drops it has told of.
import { sql } from 'drizzle-orm';
import {
  boolean,
  doublePrecision,
  index,
  integer,
  numeric,
  pgTable,
  real,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns.ts';
import { users } from './accounts.ts';
import { gears } from './gears.ts';

/**
 * A saved search (features/saved-searches): `query` as the user saved it, and its filters again
 * as columns, so a new listing is matched against every search in one indexed query. A null
 * filter column means "any".
 */
export const savedSearches = pgTable(
  'saved_searches',
  {
    id: id(),
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    query: text('query').notNull(),
    frequency: text('frequency', { enum: ['instant', 'daily', 'weekly', 'off'] })
      .notNull()
      .default('instant'),
    gear_type_id: uuid('gear_type_id'),
    country: text('country').array(),
    seller_id: uuid('seller_id'),
    min_price: numeric('min_price', { precision: 15, scale: 2, mode: 'number' }),
    max_price: numeric('max_price', { precision: 15, scale: 2, mode: 'number' }),
    currency: text('currency'),
    status: text('status'),
    has_certificate: boolean('has_certificate'),
    certified_seller: boolean('certified_seller'),
    name_text: text('name_text'),
    brand_text: text('brand_text'),
    model_text: text('model_text'),
    /** The catalogue model filter (migration 0031): listings of any of its sizes. */
    catalogue_model_id: uuid('catalogue_model_id'),
    /** The free-text filter `q` as a to_tsquery('simple', …) string. */
    text_query: text('text_query'),
    // The fit filters (features/search/filters.ts): a search without them leaves them null.
    takeoff_weight: real('takeoff_weight'),
    en_classes: text('en_classes').array(),
    sizes: text('sizes').array(),
    /** Price types (offers and prices, migration 0019). */
    price_types: text('price_types').array(),
    year_min: integer('year_min'),
    year_max: integer('year_max'),
    reserved: boolean('reserved'),
    /** Safety notices (migration 0028): 'none' | 'open'; and the airworthy filter. */
    notice: text('notice'),
    airworthy: boolean('airworthy'),
    // Where and how (migration 0027): the centre [latitude, longitude] and radius of a radius
    // search, conditions, and the currency its prices are in.
    near: doublePrecision('near').array(),
    radius_km: real('radius_km'),
    conditions: text('conditions').array(),
    price_currency: text('price_currency'),
    /** Also mail when a listing the search matches gets cheaper (migration 0026). */
    price_drops: boolean('price_drops').notNull().default(false),
    last_visited_at: timestamp('last_visited_at', { withTimezone: true }).notNull().defaultNow(),
    last_sent_at: timestamp('last_sent_at', { withTimezone: true }),
    created_at: createdAt(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('saved_searches_user_idx').on(t.user_id, t.created_at),
    // Matching a listing: the searches of its gear type and those of any type, alerting ones.
    index('saved_searches_match_idx')
      .on(t.gear_type_id, t.currency, t.max_price)
      .where(sql`${t.frequency} <> 'off'`),
  ],
);

/**
 * Which listings matched a saved search, and when each was mailed: never twice (primary key).
 * No foreign keys: their check per claimed row was half the cost of matching a listing; triggers
 * of migration 0010 delete the matches of a deleted search or listing instead.
 */
export const savedSearchMatches = pgTable(
  'saved_search_matches',
  {
    saved_search_id: uuid('saved_search_id').notNull(),
    gear_id: uuid('gear_id').notNull(),
    matched_at: timestamp('matched_at', { withTimezone: true }).notNull().defaultNow(),
    sent_at: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.saved_search_id, t.gear_id] }),
    index('saved_search_matches_unsent_idx')
      .on(t.saved_search_id)
      .where(sql`${t.sent_at} is null`),
  ],
);

/**
 * A price drop of a listing a saved search (with `price_drops`) matches, to mail once: the drop
 * is the listing's `price_changed_at` (features/search/price-drops-repository.ts).
 */
export const savedSearchPriceDrops = pgTable(
  'saved_search_price_drops',
  {
    saved_search_id: uuid('saved_search_id')
      .notNull()
      .references(() => savedSearches.id, { onDelete: 'cascade' }),
    gear_id: uuid('gear_id')
      .notNull()
      .references(() => gears.id, { onDelete: 'cascade' }),
    dropped_at: timestamp('dropped_at', { withTimezone: true }).notNull(),
    price: numeric('price', { precision: 15, scale: 2, mode: 'number' }).notNull(),
    previous_price: numeric('previous_price', {
      precision: 15,
      scale: 2,
      mode: 'number',
    }).notNull(),
    sent_at: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({
      name: 'saved_search_price_drops_pk',
      columns: [t.saved_search_id, t.gear_id, t.dropped_at],
    }),
    index('saved_search_price_drops_unsent_idx')
      .on(t.saved_search_id)
      .where(sql`${t.sent_at} is null`),
    index('saved_search_price_drops_gear_idx').on(t.gear_id),
  ],
);
