// The pg pool under a Drizzle handle (connect() in db/client.ts builds it on one), for the few
// places that speak to PostgreSQL directly: named statements, LISTEN/NOTIFY.
import type pg from 'pg';
import type { Db } from '#server/db/client.ts';

export const poolOf = (db: Db): pg.Pool => (db as Db & { $client: pg.Pool }).$client;
