// The rate-limit counters in PostgreSQL, shared by every instance on one database: one UNLOGGED
// table (migration 0008; not written to the WAL, so a count costs no fsync and is lost on a
// crash, which for a rate limit is harmless), one upsert that returns the new count per hit.
// Expired windows are deleted once a minute. Cost per request: decision 013.
import type pg from 'pg';
import type { AddMany } from './counter-store-batched.ts';
import type { CounterStore } from './counter-store.ts';

const INCR = `
  INSERT INTO rate_counters AS c (key, count, reset_at)
  VALUES ($1, 1, now() + $2 * interval '1 millisecond')
  ON CONFLICT (key) DO UPDATE SET
    count = CASE WHEN c.reset_at <= now() THEN 1 ELSE c.count + 1 END,
    reset_at = CASE WHEN c.reset_at <= now() THEN excluded.reset_at ELSE c.reset_at END
  RETURNING count, ceil(extract(epoch FROM c.reset_at - now()) * 1000)::bigint AS ttl`;
const READ = `
  SELECT count, ceil(extract(epoch FROM reset_at - now()) * 1000)::bigint AS ttl
  FROM rate_counters WHERE key = $1 AND reset_at > now()`;
const SET = `
  INSERT INTO rate_counters (key, count, reset_at)
  VALUES ($1, 1, now() + $2 * interval '1 millisecond')
  ON CONFLICT (key) DO UPDATE SET count = 1, reset_at = excluded.reset_at`;
// Many keys at once (counter-store-batched.ts): each adds its hits.
const ADD_MANY = `
  INSERT INTO rate_counters AS c (key, count, reset_at)
  SELECT k, n, now() + w * interval '1 millisecond'
  FROM unnest($1::text[], $2::int[], $3::bigint[]) AS hit(k, n, w)
  ON CONFLICT (key) DO UPDATE SET
    count = CASE WHEN c.reset_at <= now() THEN excluded.count ELSE c.count + excluded.count END,
    reset_at = CASE WHEN c.reset_at <= now() THEN excluded.reset_at ELSE c.reset_at END
  RETURNING key, count, ceil(extract(epoch FROM c.reset_at - now()) * 1000)::bigint AS ttl`;
const SWEEP = `DELETE FROM rate_counters WHERE reset_at < now() - interval '1 minute'`;

type Row = { count: number; ttl: string };
const toCount = (row: Row | undefined) =>
  row ? { count: row.count, ttl: Number(row.ttl) } : { count: 0, ttl: 0 };

export function createPgCounterStore(
  pool: pg.Pool,
  { sweepMs = 60_000 } = {},
): CounterStore & { addMany: AddMany } {
  // Named statements: parsed and planned once per connection.
  const run = (name: string, text: string, values: unknown[]) =>
    pool.query<Row>({ name, text, values });
  const sweep = setInterval(() => {
    pool.query(SWEEP).catch(() => {});
  }, sweepMs);
  sweep.unref();
  return {
    incr: async (key, windowMs) => toCount((await run('rate_incr', INCR, [key, windowMs])).rows[0]),
    read: async (key) => toCount((await run('rate_read', READ, [key])).rows[0]),
    set: async (key, windowMs) => {
      await run('rate_set', SET, [key, windowMs]);
    },
    addMany: async (hits) => {
      const { rows } = await pool.query<Row & { key: string }>({
        name: 'rate_add_many',
        text: ADD_MANY,
        values: [hits.map((h) => h.key), hits.map((h) => h.count), hits.map((h) => h.windowMs)],
      });
      return new Map(rows.map((row) => [row.key, toCount(row)]));
    },
    close: async () => clearInterval(sweep),
  };
}
