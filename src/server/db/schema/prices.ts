// Offers and prices: offers in a conversation, a listing's price history and guide, models' price
// aggregates and the reference currency rates.
import { sql } from 'drizzle-orm';
import {
  bigint,
  index,
  integer,
  jsonb,
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
import { catalogueModels } from './catalogue.ts';
import { conversations } from './conversations.ts';
import { gears } from './gears.ts';

/** Offers in a conversation: the buyer offers, the seller counters; one open offer per side. */
export const offers = pgTable(
  'offers',
  {
    id: id(),
    conversation_id: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    sender_id: uuid('sender_id').references(() => users.id, { onDelete: 'set null' }),
    from_side: text('from_side', { enum: ['buyer', 'seller'] }).notNull(),
    amount: numeric('amount', { precision: 15, scale: 2, mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    note: text('note').notNull().default(''),
    status: text('status', { enum: ['open', 'accepted', 'declined', 'countered', 'expired'] })
      .notNull()
      .default('open'),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
    decided_at: timestamp('decided_at', { withTimezone: true }),
    created_at: createdAt(),
  },
  (t) => [
    index('offers_conversation_idx').on(t.conversation_id, t.created_at),
    uniqueIndex('offers_open_side_uq')
      .on(t.conversation_id, t.from_side)
      .where(sql`${t.status} = 'open'`),
    index('offers_sender_created_idx').on(t.sender_id, t.created_at),
  ],
);

/** Every price a listing had, its first included (written by a trigger, migration 0022). */
export const gearPriceHistory = pgTable(
  'gear_price_history',
  {
    id: id(),
    gear_id: uuid('gear_id')
      .notNull()
      .references(() => gears.id, { onDelete: 'cascade' }),
    price: numeric('price', { precision: 15, scale: 2, mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    changed_at: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('gear_price_history_gear_idx').on(t.gear_id, t.changed_at)],
);

/**
 * A listed gear's price guide: the median and count of the asking prices of the other listed
 * gears of its catalogue model, same currency, year ±1. Rows only with ≥ 5 of them; rewritten
 * per model by the refresh_price_guide job, so a list page reads 24 rows by key.
 */
export const gearPriceGuides = pgTable('gear_price_guides', {
  gear_id: uuid('gear_id')
    .primaryKey()
    .references(() => gears.id, { onDelete: 'cascade' }),
  model_id: uuid('model_id')
    .notNull()
    .references(() => catalogueModels.id, { onDelete: 'cascade' }),
  median: numeric('median', { precision: 15, scale: 2, mode: 'number' }).notNull(),
  count: integer('count').notNull(),
  refreshed_at: timestamp('refreshed_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A catalogue model's price guide groups (asking/sold quartiles and counts per currency, all
 * years and per year), for the whole model (scope '') and per size (scope: the size's id);
 * rewritten by the refresh_price_guide job so GET catalogue/models/{id}/prices/ reads one row.
 */
export const modelPriceAggregates = pgTable(
  'model_price_aggregates',
  {
    model_id: uuid('model_id')
      .notNull()
      .references(() => catalogueModels.id, { onDelete: 'cascade' }),
    scope: text('scope').notNull(),
    groups: jsonb('groups').notNull(),
    refreshed_at: timestamp('refreshed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ name: 'model_price_aggregates_pk', columns: [t.model_id, t.scope] })],
);

/**
 * Refreshes of a model's prices asked for (`requested`, one more in each write of one of its
 * listings) and the count the last refresh started from (`refreshed`): a refresh that finds
 * `requested` moved while it ran runs again (migration 0030: a queued job can be lost).
 */
export const modelPriceRefreshes = pgTable('model_price_refreshes', {
  model_id: uuid('model_id')
    .primaryKey()
    .references(() => catalogueModels.id, { onDelete: 'cascade' }),
  requested: bigint('requested', { mode: 'number' }).notNull().default(0),
  refreshed: bigint('refreshed', { mode: 'number' }).notNull().default(0),
});

/**
 * The reference rates staff keep (GET/PUT rates/): one unit of the currency in euros. Price
 * filters and the price order compare listings through them (gears.price_eur, migration 0027).
 */
export const currencyRates = pgTable('currency_rates', {
  currency: text('currency').primaryKey(),
  to_eur: numeric('to_eur', { mode: 'number' }).notNull(),
  updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
