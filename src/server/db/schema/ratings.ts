// Ratings buyers and sellers give each other after a conversation, and reports of them to staff.
import { boolean, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, newest } from './columns.ts';
import { users } from './accounts.ts';
import { conversations } from './conversations.ts';

/**
 * A rating after a real exchange (deal-safety/ratings): one per rater and conversation;
 * `as_described` from the buyer only. The rated user may answer once.
 */
export const ratings = pgTable(
  'ratings',
  {
    id: id(),
    conversation_id: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    rater_id: uuid('rater_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    rated_id: uuid('rated_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    friendly: boolean('friendly').notNull(),
    reliable: boolean('reliable').notNull(),
    as_described: boolean('as_described'),
    text: text('text').notNull().default(''),
    reply: text('reply'),
    replied_at: timestamp('replied_at', { withTimezone: true }),
    created_at: createdAt(),
  },
  (t) => [
    uniqueIndex('ratings_conversation_rater_uq').on(t.conversation_id, t.rater_id),
    index('ratings_rated_idx').on(t.rated_id, newest(t.created_at)),
  ],
);

/** A rating reported to staff, once per reporter. */
export const ratingReports = pgTable(
  'rating_reports',
  {
    id: id(),
    rating_id: uuid('rating_id')
      .notNull()
      .references(() => ratings.id, { onDelete: 'cascade' }),
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    text: text('text').notNull().default(''),
    status: text('status', { enum: ['open', 'resolved'] })
      .notNull()
      .default('open'),
    created_at: createdAt(),
  },
  (t) => [
    uniqueIndex('rating_reports_uq').on(t.rating_id, t.user_id),
    index('rating_reports_status_idx').on(t.status, t.created_at),
  ],
);
