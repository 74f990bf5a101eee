// A piece of gear itself, whoever owns it (the gear passport), and its owners' check reminders.
import { sql } from 'drizzle-orm';
import {
  date,
  index,
  pgTable,
  real,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns.ts';
import { users } from './accounts.ts';
import { catalogueSizes, gearTypes } from './catalogue.ts';

/**
 * A piece of gear (the passport's subject): brand + model + serial, owned by one user, so two
 * listings of the same wing over the years share one history. `serial` is stored normalised
 * (upper case, no spaces, dashes or dots); a listing's certificates need an item even when no
 * serial was given, so it may be null (such an item is the listing's alone).
 */
export const items = pgTable(
  'items',
  {
    id: id(),
    owner_id: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    gear_type_id: uuid('gear_type_id')
      .notNull()
      .references(() => gearTypes.id, { onDelete: 'restrict' }),
    brand: text('brand').notNull(),
    model: text('model').notNull(),
    catalogue_size_id: uuid('catalogue_size_id').references(() => catalogueSizes.id, {
      onDelete: 'set null',
    }),
    serial: text('serial'),
    production_date: date('production_date'),
    flight_hours: real('flight_hours'),
    /**
     * The last day the passport's rule (src/shared/passport/status.ts, isAirworthy) holds the
     * item airworthy, kept by the items feature on every write that changes it; null: not
     * airworthy. The airworthy=true filter reads it (migration 0028).
     */
    airworthy_until: date('airworthy_until'),
    /**
     * The status's basis (src/shared/passport/status-basis.ts), kept with `airworthy_until`, so
     * a list reads it with its rows; `status_check` null: not computed (triggers clear it when
     * a record, the item's facts or its model's rule change; migration 0032).
     */
    status_check: text('status_check', { enum: ['none', 'unfit', 'dated'] }),
    status_check_until: date('status_check_until'),
    status_check_hours: text('status_check_hours', { enum: ['due', 'overdue'] }),
    status_repack: text('status_repack', { enum: ['none', 'dated'] }),
    status_repack_until: date('status_repack_until'),
    status_lifespan_end: date('status_lifespan_end'),
    status_rule_source: text('status_rule_source'),
    created_at: createdAt(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('items_serial_uq')
      .on(sql`lower(${t.brand})`, sql`lower(${t.model})`, t.serial)
      .where(sql`${t.serial} is not null`),
    index('items_owner_idx').on(t.owner_id, t.created_at),
    index('items_name_key_idx').on(
      sql`catalogue_name_key(${t.brand})`,
      sql`catalogue_name_key(${t.model})`,
    ),
    // Publishing a stolen report finds the items of its serial (migration 0025).
    index('items_serial_idx')
      .on(t.serial)
      .where(sql`${t.serial} is not null`),
    index('items_status_stale_idx')
      .on(t.id)
      .where(sql`${t.status_check} is null`),
  ],
);

/** Which due date of an item was already reminded, so the daily sweep mails it once. */
export const passportReminders = pgTable(
  'passport_reminders',
  {
    item_id: uuid('item_id')
      .notNull()
      .references(() => items.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['check', 'repack'] }).notNull(),
    due_on: date('due_on').notNull(),
    sent_at: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.item_id, t.kind, t.due_on] })],
);

/** Owners who switched passport reminder mails off (on by default). */
export const passportReminderOptOuts = pgTable('passport_reminder_opt_outs', {
  user_id: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  created_at: createdAt(),
});
