// SQL of the live message streams: the NOTIFY a writer sends in its transaction, and which of
// the streams' sessions are still valid (the heartbeat's check).
import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '#server/db/client.ts';
import { sessions, users } from '#server/db/schema.ts';
import { activeAccount } from '#server/policies/user-access.ts';

/** Delivered to the listeners when `tx` commits; nothing if it rolls back. */
export async function notifyLive(tx: Tx, channel: string, payload: string) {
  await tx.execute(sql`select pg_notify(${channel}, ${payload})`);
}

/** The sessions among `ids` that have not expired and whose account may still log in. */
export async function liveSessions(db: Db, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: sessions.id })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.user_id))
    .where(and(inArray(sessions.id, ids), gt(sessions.expires_at, new Date()), activeAccount()));
  return new Set(rows.map((r) => r.id));
}
