// Safety notices, the listings and items they match, and the mails sent about them.
import { sql } from 'drizzle-orm';
import {
  date,
  index,
  jsonb,
  pgTable,
  real,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, id, newest, serialMultirange } from './columns.ts';
import { users } from './accounts.ts';
import { catalogueBrands } from './catalogue.ts';

/**
 * Safety notices (migration 0028): a scope over the catalogue (ids) kept beside the name keys
 * listings and items are compared by (they carry brand and model as text). `size_names` are the
 * sizes' names in lower case, for listings that named a size without the catalogue's.
 */
export const safetyNotices = pgTable(
  'safety_notices',
  {
    id: id(),
    title: jsonb('title').notNull(),
    text: jsonb('text').notNull(),
    issuer: text('issuer', { enum: ['manufacturer', 'dhv', 'other'] }).notNull(),
    source_url: text('source_url').notNull(),
    date: date('date').notNull(),
    severity: text('severity', { enum: ['grounding', 'action', 'info'] }).notNull(),
    brand_id: uuid('brand_id')
      .notNull()
      .references(() => catalogueBrands.id, { onDelete: 'restrict' }),
    model_ids: uuid('model_ids')
      .array()
      .notNull()
      .default(sql`'{}'`),
    size_ids: uuid('size_ids')
      .array()
      .notNull()
      .default(sql`'{}'`),
    brand_key: text('brand_key').notNull(),
    model_keys: text('model_keys')
      .array()
      .notNull()
      .default(sql`'{}'`),
    size_names: text('size_names')
      .array()
      .notNull()
      .default(sql`'{}'`),
    serial_rules: jsonb('serial_rules')
      .notNull()
      .default(sql`'[]'::jsonb`),
    // The rules as notice_match() reads them (migration 0028): plain operators per row.
    serial_ranges: serialMultirange('serial_ranges').generatedAlwaysAs(
      sql`notice_serial_ranges(serial_rules)`,
    ),
    serial_prefixes: text('serial_prefixes')
      .array()
      .generatedAlwaysAs(sql`notice_rule_values(serial_rules, 'prefix')`),
    serial_suffixes_rev: text('serial_suffixes_rev')
      .array()
      .generatedAlwaysAs(sql`notice_rule_values(serial_rules, 'suffix_not')`),
    produced_from: date('produced_from'),
    produced_to: date('produced_to'),
    hours_over: real('hours_over'),
    withdrawn_at: timestamp('withdrawn_at', { withTimezone: true }),
    created_by: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    created_at: createdAt(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('safety_notices_brand_idx').on(t.brand_key),
    index('safety_notices_date_idx').on(newest(t.date), newest(t.created_at)),
  ],
);

/** What a notice matched: one row per listing or item (exactly one of the two is set). */
export const noticeMatches = pgTable(
  'notice_matches',
  {
    // No foreign keys (their checks per row were the cost of matching): triggers of migration
    // 0028 delete the matches of a deleted listing, item or notice.
    notice_id: uuid('notice_id').notNull(),
    gear_id: uuid('gear_id'),
    item_id: uuid('item_id'),
    match: text('match', { enum: ['affected', 'may_be_affected'] }).notNull(),
    matched_at: timestamp('matched_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('notice_matches_gear_uq')
      .on(t.gear_id, t.notice_id)
      .where(sql`${t.gear_id} is not null`),
    uniqueIndex('notice_matches_item_uq')
      .on(t.item_id, t.notice_id)
      .where(sql`${t.item_id} is not null`),
    index('notice_matches_notice_idx').on(t.notice_id),
  ],
);

/** Who was mailed about a notice: once per person and notice, whatever the reasons. */
export const noticeMails = pgTable(
  'notice_mails',
  {
    notice_id: uuid('notice_id')
      .notNull()
      .references(() => safetyNotices.id, { onDelete: 'cascade' }),
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sent_at: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.notice_id, t.user_id] })],
);
