// What follows a piece of gear from owner to owner: its check records and their photos,
// certificates and transfers.
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  date,
  index,
  jsonb,
  numeric,
  pgTable,
  real,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns.ts';
import { users } from './accounts.ts';
import { certifiers } from './certifiers.ts';
import { gears } from './gears.ts';
import { items } from './items.ts';
import { safetyNotices } from './notices.ts';

/**
 * The passport's records (checks, repacks, repairs, notes). Certificates are the check
 * records made through a listing (`gear_id`), read through the certificate fields (migration
 * 0019 turned the certificates table into this one). `user_id` wrote it; `signed_by` signed it.
 */
export const itemRecords = pgTable(
  'item_records',
  {
    id: id(),
    item_id: uuid('item_id')
      .notNull()
      .references(() => items.id, { onDelete: 'cascade' }),
    gear_id: uuid('gear_id').references(() => gears.id, { onDelete: 'cascade' }),
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['check', 'repack', 'repair', 'note'] })
      .notNull()
      .default('check'),
    date: date('date').notNull(),
    valid_until: date('valid_until'),
    flight_hours: real('flight_hours'),
    certifier_id: uuid('certifier_id').references(() => certifiers.id, { onDelete: 'restrict' }),
    shop_name: text('shop_name'),
    signed_by: uuid('signed_by').references(() => users.id, { onDelete: 'set null' }),
    signed_at: timestamp('signed_at', { withTimezone: true }),
    /** [{point, value, limit}] in seconds; a certificate's single figure is one unnamed point. */
    porosity: jsonb('porosity')
      .notNull()
      .default(sql`'[]'::jsonb`),
    line_strength_ok: boolean('line_strength_ok'),
    /** [{line, measured_mm, nominal_mm}] */
    trim: jsonb('trim')
      .notNull()
      .default(sql`'[]'::jsonb`),
    lines_need_trim: boolean('lines_need_trim'),
    canopy_ok: boolean('canopy_ok'),
    risers_ok: boolean('risers_ok'),
    verdict: text('verdict', { enum: ['airworthy', 'not_airworthy', 'repair_needed'] }),
    text: text('text').notNull().default(''),
    /** The safety notice this record proves fixed (migration 0028). */
    notice_id: uuid('notice_id').references((): AnyPgColumn => safetyNotices.id, {
      onDelete: 'set null',
    }),
    created_at: createdAt(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('item_records_item_idx').on(t.item_id, t.kind, t.date),
    index('item_records_notice_idx')
      .on(t.notice_id, t.item_id)
      .where(sql`${t.notice_id} is not null`),
    index('item_records_gear_idx').on(t.gear_id),
    index('item_records_certifier_idx').on(t.certifier_id),
  ],
);

export const recordPictures = pgTable(
  'record_pictures',
  {
    id: id(),
    record_id: uuid('record_id')
      .notNull()
      .references(() => itemRecords.id, { onDelete: 'cascade' }),
    storage_key: text('storage_key').notNull(),
    created_at: createdAt(),
  },
  (t) => [
    index('record_pictures_record_idx').on(t.record_id),
    index('record_pictures_key_idx').on(t.storage_key),
  ],
);

// The certificates and their photos as before, over the records: views of migration 0019
// (written through by a trigger), declared as tables so old queries read and write them.
// The app itself uses itemRecords and recordPictures.
export const certificates = pgTable('certificates', {
  id: id(),
  gear_id: uuid('gear_id').notNull(),
  user_id: uuid('user_id').notNull(),
  certifier_id: uuid('certifier_id').notNull(),
  issue_date: date('issue_date').notNull(),
  expiration_date: date('expiration_date').notNull(),
  porosity: numeric('porosity', { precision: 10, scale: 2, mode: 'number' }).notNull(),
  lines_need_trim: boolean('lines_need_trim').notNull(),
  fabric_condition: boolean('fabric_condition').notNull(),
  created_at: createdAt(),
});

export const certificatePictures = pgTable('certificate_pictures', {
  id: id(),
  certificate_id: uuid('certificate_id').notNull(),
  storage_key: text('storage_key').notNull(),
  created_at: createdAt(),
});

/** An item offered to a buyer; the item changes owner when they accept. */
export const itemTransfers = pgTable(
  'item_transfers',
  {
    id: id(),
    item_id: uuid('item_id')
      .notNull()
      .references(() => items.id, { onDelete: 'cascade' }),
    from_user_id: uuid('from_user_id').references(() => users.id, { onDelete: 'set null' }),
    to_user_id: uuid('to_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    gear_id: uuid('gear_id').references(() => gears.id, { onDelete: 'set null' }),
    status: text('status', { enum: ['offered', 'accepted', 'declined', 'cancelled'] })
      .notNull()
      .default('offered'),
    created_at: createdAt(),
    decided_at: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('item_transfers_open_uq')
      .on(t.item_id)
      .where(sql`${t.status} = 'offered'`),
    index('item_transfers_to_idx').on(t.to_user_id, t.status),
  ],
);
