// Who uses the site: accounts, their login sessions and one-time tokens, and the contact form's
// messages.
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  pgTable,
  real,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns.ts';

export const users = pgTable(
  'users',
  {
    id: id(),
    username: text('username').notNull(),
    email: text('email').notNull(),
    password_hash: text('password_hash').notNull(),
    first_name: text('first_name').notNull().default(''),
    last_name: text('last_name').notNull().default(''),
    country: text('country').notNull().default(''),
    phone_number: text('phone_number').notNull().default(''),
    is_certified_seller: boolean('is_certified_seller').notNull().default(false),
    is_staff: boolean('is_staff').notNull().default(false),
    is_suspended: boolean('is_suspended').notNull().default(false),
    email_verified: boolean('email_verified').notNull().default(false),
    /** When the address was first proven (verify link or password reset): logged-out contact
     * messages from it count as the user's only from then on (GDPR export). */
    email_verified_at: timestamp('email_verified_at', { withTimezone: true }),
    language: text('language').notNull().default('en'),
    /** What logged-in users see of the contact fields (conversations: messages only by default). */
    contact_visibility: text('contact_visibility', { enum: ['messages', 'email', 'email_phone'] })
      .notNull()
      .default('messages'),
    /** A mail for each new message (at most one per conversation per 15 min while unread). */
    message_mails: boolean('message_mails').notNull().default(true),
    /** The pilot's all-up take-off weight in kg, offered again on every search (null: not given). */
    takeoff_weight: real('takeoff_weight'),
    date_joined: timestamp('date_joined', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_username_lower_uq').on(sql`lower(${t.username})`),
    uniqueIndex('users_email_lower_uq').on(sql`lower(${t.email})`),
    // Public lists leave out suspended sellers' listings: an anti-join with this (tiny) index.
    index('users_suspended_idx')
      .on(t.id)
      .where(sql`${t.is_suspended}`),
  ],
);

/** Login sessions: only the SHA-256 of the opaque token is stored. */
export const sessions = pgTable(
  'sessions',
  {
    id: id(),
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    token_hash: text('token_hash').notNull(),
    created_at: createdAt(),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('sessions_token_hash_uq').on(t.token_hash),
    index('sessions_user_idx').on(t.user_id),
  ],
);

/** One-use tokens for e-mail verification and password reset (hashed like sessions). */
export const oneTimeTokens = pgTable(
  'one_time_tokens',
  {
    id: id(),
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: ['verify_email', 'reset_password'] }).notNull(),
    token_hash: text('token_hash').notNull(),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
    used_at: timestamp('used_at', { withTimezone: true }),
    created_at: createdAt(),
  },
  (t) => [
    uniqueIndex('one_time_tokens_hash_uq').on(t.token_hash),
    index('one_time_tokens_user_idx').on(t.user_id),
  ],
);

export const contactMessages = pgTable('contact_messages', {
  id: id(),
  full_name: text('full_name').notNull(),
  email: text('email').notNull(),
  message: text('message').notNull(),
  user_id: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
  is_read: boolean('is_read').notNull().default(false),
  mailed_at: timestamp('mailed_at', { withTimezone: true }),
  created_at: createdAt(),
});
