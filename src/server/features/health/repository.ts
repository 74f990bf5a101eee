// The health check's round trip: it proves a connection can be had and answers.
import { sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';

export async function pingDatabase(db: Db) {
  await db.execute(sql`select 1`);
}
