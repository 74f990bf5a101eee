import { fileURLToPath } from 'node:url';
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema.ts';

// NUMERIC comes back as text by default; prices are JSON numbers in the API (≤ 1e12, 2 decimals,
// exact in a double), so parse them once here.
pg.types.setTypeParser(pg.types.builtins.NUMERIC, (value) => Number(value));

export type Db = NodePgDatabase<typeof schema>;
/** The handle inside `db.transaction(async (tx) => …)`. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type Database = { db: Db; pool: pg.Pool; close: () => Promise<void> };

/**
 * A request must never hang on a database that is gone: connecting (or waiting for a free pooled
 * client) gives up after 5 s, and a statement after 30 s, both on the server (statement_timeout)
 * and on the client (query_timeout, for a server that stopped answering without closing the
 * socket). The error handler turns these failures into 503 service_unavailable. A broken client is
 * dropped from the pool, so once PostgreSQL is back the next query connects again.
 *
 * `warm`: connections kept open while idle (the rest close after pg's 10 s). Opening one costs
 * 25–47 ms (SCRAM authentication, a new backend with cold catalogue caches), so without them the
 * first visitor after ten quiet seconds waited 64–156 ms for a page of listings that takes 2 ms
 * once connected (bench/README.md, session 11). Long-running servers only: an idle connection
 * keeps a script's process alive until it closes the pool.
 */
export function connect(url: string, max = 10, { warm = 0 }: { warm?: number } = {}): Database {
  const pool = new pg.Pool({
    connectionString: url,
    max,
    min: Math.min(warm, max),
    connectionTimeoutMillis: 5000,
    statement_timeout: 30_000,
    query_timeout: 35_000,
    idle_in_transaction_session_timeout: 60_000,
    keepAlive: true,
  });
  // An idle client's error (the server went away) must not crash the process; queries report it.
  // The same for a checked-out client between two queries (graphile-worker asks for both).
  pool.on('error', () => {});
  pool.on('connect', (client) => client.on('error', () => {}));
  const db = drizzle(pool, { schema, casing: 'snake_case' });
  return { db, pool, close: () => pool.end() };
}

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

export async function runMigrations(db: Db) {
  await migrate(db, { migrationsFolder });
}
