// Race tests: a request is held at a row another transaction locked, so the test can change what
// the request checked before it goes on (deterministic, unlike two requests sent at once).
import { sql } from 'drizzle-orm';
import type { Db, Tx } from '#server/db/client.ts';

/** Resolves once some statement of this test's database waits for a row lock. */
export async function lockWaiter(db: Db) {
  for (let tries = 0; tries < 500; tries++) {
    const waiting = await db.execute(sql`select 1 from pg_stat_activity
      where datname = current_database() and wait_event_type = 'Lock' limit 1`);
    if (waiting.rows.length > 0) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error('No statement waited for the locked row.');
}

/**
 * Locks the row (`lock` runs in a transaction), starts `request`, and once it waits for the row
 * runs `meanwhile` in the same transaction and commits: the request then sees what it changed.
 * A request that never waits fails the test (its write did not take the row first).
 */
export async function whileLocked<T>(
  db: Db,
  {
    lock,
    request,
    meanwhile,
  }: {
    lock: (tx: Tx) => Promise<unknown>;
    request: () => Promise<T>;
    meanwhile: (tx: Tx) => Promise<unknown>;
  },
): Promise<T> {
  let answer!: Promise<T>;
  await db.transaction(async (tx) => {
    await lock(tx);
    answer = request();
    await lockWaiter(db);
    await meanwhile(tx);
  });
  return answer;
}
