// Certifiers (the workshops that check gear) and the accounts that sign records for them.
import { pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns.ts';
import { users } from './accounts.ts';

export const certifiers = pgTable('certifiers', {
  id: id(),
  name: text('name').notNull(),
  website: text('website').notNull().default(''),
  phone_number: text('phone_number').notNull().default(''),
  contact_email: text('contact_email').notNull().default(''),
  address: text('address').notNull().default(''),
  created_at: createdAt(),
});

/** A user account that speaks for a certifier (linked by staff): it may sign its records. */
export const certifierAccounts = pgTable('certifier_accounts', {
  user_id: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  certifier_id: uuid('certifier_id')
    .notNull()
    .references(() => certifiers.id, { onDelete: 'cascade' }),
  created_at: createdAt(),
});
