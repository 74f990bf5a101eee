// What pilots do with listings: favourites and their watchlist events and mails, reports to staff,
// and wanted items with the listings they match.
import { sql } from 'drizzle-orm';
import {
  index,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns.ts';
import { users } from './accounts.ts';
import { gearTypes } from './catalogue.ts';
import { gears } from './gears.ts';

export const favourites = pgTable(
  'favourites',
  {
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    gear_id: uuid('gear_id')
      .notNull()
      .references(() => gears.id, { onDelete: 'cascade' }),
    created_at: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.user_id, t.gear_id] }),
    index('favourites_gear_idx').on(t.gear_id),
  ],
);

export const reports = pgTable(
  'reports',
  {
    id: id(),
    gear_id: uuid('gear_id')
      .notNull()
      .references(() => gears.id, { onDelete: 'cascade' }),
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reason: text('reason').notNull(),
    text: text('text').notNull().default(''),
    status: text('status', { enum: ['open', 'resolved'] })
      .notNull()
      .default('open'),
    staff_note: text('staff_note').notNull().default(''),
    created_at: createdAt(),
  },
  (t) => [
    uniqueIndex('reports_gear_user_uq').on(t.gear_id, t.user_id),
    index('reports_status_idx').on(t.status),
  ],
);

/** What happened to favourited listings, waiting for the user's daily watchlist mail. */
export const watchlistEvents = pgTable(
  'watchlist_events',
  {
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    gear_id: uuid('gear_id')
      .notNull()
      .references(() => gears.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['price_drop', 'sold', 'back_on_sale'] }).notNull(),
    created_at: createdAt(),
    sent_at: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    index('watchlist_events_unsent_idx')
      .on(t.user_id)
      .where(sql`${t.sent_at} is null`),
  ],
);

/** Users who switched watchlist mails off in their profile (on by default). */
export const watchlistMailOptOuts = pgTable('watchlist_mail_opt_outs', {
  user_id: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  created_at: createdAt(),
});

export const wantedItems = pgTable(
  'wanted_items',
  {
    id: id(),
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    gear_type_id: uuid('gear_type_id')
      .notNull()
      .references(() => gearTypes.id, { onDelete: 'restrict' }),
    description: text('description').notNull().default(''),
    brand: text('brand').notNull().default(''),
    model: text('model').notNull().default(''),
    max_price: numeric('max_price', { precision: 15, scale: 2, mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    country: text('country').notNull().default(''),
    status: text('status', { enum: ['open', 'closed'] })
      .notNull()
      .default('open'),
    created_at: createdAt(),
  },
  (t) => [
    index('wanted_items_type_idx').on(t.gear_type_id, t.status),
    index('wanted_items_user_idx').on(t.user_id),
  ],
);

/** A wanted item's owner is mailed once per matching gear: this table remembers who was told. */
export const wantedMatches = pgTable(
  'wanted_matches',
  {
    wanted_item_id: uuid('wanted_item_id')
      .notNull()
      .references(() => wantedItems.id, { onDelete: 'cascade' }),
    gear_id: uuid('gear_id')
      .notNull()
      .references(() => gears.id, { onDelete: 'cascade' }),
    notified_at: createdAt(),
    // When the owner's gathered mail named it (null: waiting for the owner's next mail).
    mailed_at: timestamp('mailed_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.wanted_item_id, t.gear_id] }),
    index('wanted_matches_waiting_idx')
      .on(t.wanted_item_id)
      .where(sql`mailed_at is null`),
  ],
);
