// Buyers and sellers reaching each other: conversations, messages, blocks, reports, and who saw
// whose contact details.
import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, id, newest } from './columns.ts';
import { users } from './accounts.ts';
import { gears } from './gears.ts';

/** One per (listing, buyer) with its seller. A deleted account leaves the other side's copy. */
export const conversations = pgTable(
  'conversations',
  {
    id: id(),
    gear_id: uuid('gear_id').references(() => gears.id, { onDelete: 'set null' }),
    buyer_id: uuid('buyer_id').references(() => users.id, { onDelete: 'set null' }),
    seller_id: uuid('seller_id').references(() => users.id, { onDelete: 'set null' }),
    /** The listing's name when opened, for the inbox once the listing is gone. */
    gear_name: text('gear_name').notNull().default(''),
    last_message_at: timestamp('last_message_at', { withTimezone: true }).notNull().defaultNow(),
    /** When each side was last mailed about it (one mail per 15 min while unread). */
    buyer_mailed_at: timestamp('buyer_mailed_at', { withTimezone: true }),
    seller_mailed_at: timestamp('seller_mailed_at', { withTimezone: true }),
    created_at: createdAt(),
  },
  (t) => [
    uniqueIndex('conversations_gear_buyer_uq').on(t.gear_id, t.buyer_id),
    index('conversations_buyer_idx').on(t.buyer_id, newest(t.last_message_at)),
    index('conversations_seller_idx').on(t.seller_id, newest(t.last_message_at)),
    index('conversations_buyer_created_idx').on(t.buyer_id, t.created_at),
  ],
);

export const messages = pgTable(
  'messages',
  {
    id: id(),
    conversation_id: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    /** Null once the sender's account is deleted (the message stays, anonymous). */
    sender_id: uuid('sender_id').references(() => users.id, { onDelete: 'set null' }),
    text: text('text').notNull(),
    /** A new account's first message: its links are shown as plain text. */
    links_inert: boolean('links_inert').notNull().default(false),
    /** What takes the deal off the site, found when written (deal-safety/message-warnings.ts). */
    warning_kinds: text('warning_kinds')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    read_at: timestamp('read_at', { withTimezone: true }),
    created_at: createdAt(),
  },
  (t) => [
    index('messages_conversation_idx').on(t.conversation_id, t.created_at, t.id),
    index('messages_sender_created_idx').on(t.sender_id, t.created_at),
    index('messages_unread_idx')
      .on(t.conversation_id, t.sender_id)
      .where(sql`${t.read_at} is null`),
  ],
);

/** A user who blocked another: the blocked one can no longer message them (and is not told). */
export const userBlocks = pgTable(
  'user_blocks',
  {
    blocker_id: uuid('blocker_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    blocked_id: uuid('blocked_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    created_at: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.blocker_id, t.blocked_id] })],
);

export const conversationReports = pgTable(
  'conversation_reports',
  {
    id: id(),
    conversation_id: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    user_id: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    reason: text('reason').notNull(),
    text: text('text').notNull().default(''),
    status: text('status', { enum: ['open', 'resolved'] })
      .notNull()
      .default('open'),
    created_at: createdAt(),
  },
  (t) => [
    uniqueIndex('conversation_reports_uq').on(t.conversation_id, t.user_id),
    index('conversation_reports_status_idx').on(t.status, t.created_at),
  ],
);

/** Whose contact details a user saw, per day: at most 30 profiles a day (harvesting). */
export const contactViews = pgTable(
  'contact_views',
  {
    viewer_id: uuid('viewer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    day: date('day').notNull(),
  },
  (t) => [primaryKey({ columns: [t.viewer_id, t.day, t.user_id] })],
);
