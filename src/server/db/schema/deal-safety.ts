// Stolen gear: the reports, the listings they hold back and their photos.
import { sql } from 'drizzle-orm';
import { date, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, newest } from './columns.ts';
import { users } from './accounts.ts';
import { gearTypes } from './catalogue.ts';
import { items } from './items.ts';

/**
 * The stolen-gear register: public once staff publish it. `serial_norm` is the serial as the
 * passport normalises it (upper case; spaces, dashes, dots removed), the btree the check reads.
 */
export const stolenReports = pgTable(
  'stolen_reports',
  {
    id: id(),
    reporter_id: uuid('reporter_id').references(() => users.id, { onDelete: 'set null' }),
    gear_type_id: uuid('gear_type_id')
      .notNull()
      .references(() => gearTypes.id, { onDelete: 'restrict' }),
    brand: text('brand').notNull(),
    model: text('model').notNull(),
    serial: text('serial').notNull(),
    serial_norm: text('serial_norm').notNull(),
    stolen_on: date('stolen_on').notNull(),
    place: text('place').notNull(),
    police_ref: text('police_ref').notNull().default(''),
    text: text('text').notNull().default(''),
    status: text('status', { enum: ['pending', 'published', 'recovered', 'rejected'] })
      .notNull()
      .default('pending'),
    published_at: timestamp('published_at', { withTimezone: true }),
    created_at: createdAt(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('stolen_reports_serial_idx').on(t.serial_norm),
    // One open report per serial: a second one for the same wing is a duplicate (409).
    uniqueIndex('stolen_reports_open_serial_uq')
      .on(t.serial_norm)
      .where(sql`${t.status} in ('pending', 'published')`),
    index('stolen_reports_status_idx').on(t.status, newest(t.published_at)),
  ],
);

/**
 * A passport item held by a published stolen report naming its serial (migration 0025): its
 * listings leave the public until staff release it; a released hold is kept so the same report
 * does not hold the item again.
 */
export const stolenHolds = pgTable(
  'stolen_holds',
  {
    id: id(),
    report_id: uuid('report_id')
      .notNull()
      .references(() => stolenReports.id, { onDelete: 'cascade' }),
    item_id: uuid('item_id')
      .notNull()
      .references(() => items.id, { onDelete: 'cascade' }),
    released_at: timestamp('released_at', { withTimezone: true }),
    released_by: uuid('released_by').references(() => users.id, { onDelete: 'set null' }),
    created_at: createdAt(),
  },
  (t) => [
    uniqueIndex('stolen_holds_report_item_uq').on(t.report_id, t.item_id),
    index('stolen_holds_open_item_idx')
      .on(t.item_id)
      .where(sql`${t.released_at} is null`),
    index('stolen_holds_created_idx').on(t.created_at),
  ],
);

/** The photos of a stolen report (checked by content and stored like listing photos). */
export const stolenReportPictures = pgTable(
  'stolen_report_pictures',
  {
    id: id(),
    report_id: uuid('report_id')
      .notNull()
      .references(() => stolenReports.id, { onDelete: 'cascade' }),
    storage_key: text('storage_key').notNull(),
    created_at: createdAt(),
  },
  (t) => [
    index('stolen_report_pictures_report_idx').on(t.report_id),
    index('stolen_report_pictures_key_idx').on(t.storage_key),
  ],
);
