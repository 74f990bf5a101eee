// The column and index helpers every table file uses: a uuid primary key, a creation time,
// a newest-first index column and the two PostgreSQL types Drizzle has no column for.
import { customType, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { ExtraConfigColumn } from 'drizzle-orm/pg-core/columns/common';

/** An index column in the order of `ORDER BY column DESC` (PostgreSQL's DESC is NULLS FIRST). */
export const newest = (column: ExtraConfigColumn) => column.desc().nullsFirst();
export const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });
/** A multirange of serial keys (migration 0028's `serial_range` type, compared byte by byte). */
export const serialMultirange = customType<{ data: string }>({
  dataType: () => 'serial_multirange',
});
export const id = () => uuid('id').primaryKey().defaultRandom();
export const createdAt = () =>
  timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
