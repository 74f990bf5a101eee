// Writing a key's files and inserting its row, and checking a key's rows and removing its files,
// must not interleave: a release could otherwise remove files an upload has just written for a
// row it is about to commit (keys are content hashes, so two uploads can share one).
import { sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';

type Executor = Pick<Db, 'execute'>;

/** Takes a transaction-scoped advisory lock per key (sorted, so two callers never deadlock). */
export async function lockPhotoKeys(tx: Executor, keys: string[]) {
  for (const key of [...new Set(keys)].sort()) {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`photo:${key}`}, 0))`);
  }
}
