// Benchmark: the inbox of a seller with 500 conversations (goal: API p95 ≤ 20 ms, issue 16),
// among 20 000 other conversations. Each has 1–6 messages over 90 days, the newest unread on a
// third. Sequential GETs over a kept-alive connection, cases interleaved: the page the web asks
// for (100), the default page, the last page and the unread count; then, per case, the server's
// CPU time per request over 100 more (what the load of other processes does not change); then
// EXPLAIN (ANALYZE, BUFFERS) of the inbox's own statements (taken from inbox() through a Drizzle
// logger; the third run on one connection, as a server's warm one plans them) into
// results/messages-inbox-explain.txt. About 1 minute once the 10k data set exists.
//   node bench/messages-inbox.ts [--samples 200] [--others 20000]
import './lib/help.ts';
import { writeFile } from 'node:fs/promises';
import { loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { Db } from '../src/server/db/client.ts';
import * as schema from '../src/server/db/schema.ts';
import { inbox } from '../src/server/features/conversations/inbox-repository.ts';
import { createDiskPhotoStore } from '../src/server/media/photo-store.ts';
import { explain, type Statement } from './lib/capture-sql.ts';
import { openDataset } from './lib/dataset.ts';
import { keepAliveAgent, timedGet } from './lib/http.ts';
import { resultsDir, startResult } from './lib/results.ts';
import { buildWebApp, startServer } from './lib/server.ts';
import { percentile, round } from './lib/stats.ts';
import { clearConversations, issueTokens, readProcessCpu } from './messages-setup.ts';

const { values } = parseArgs({
  options: {
    samples: { type: 'string', default: '200' },
    others: { type: 'string', default: '20000' },
    port: { type: 'string', default: '3382' },
  },
});
const flags = Object.fromEntries(Object.entries(values).map(([k, v]) => [k, Number(v)]));
const result = startResult('messages-inbox', flags);
const dataset = await openDataset(10_000);
const client = new pg.Client({ connectionString: dataset.url });
await client.connect();
await clearConversations(client);
// Conversations of random buyers about random listings, then the 500 of the busiest seller.
const conversationsOf = (gears: string) => `
  INSERT INTO conversations (gear_id, gear_name, buyer_id, seller_id, last_message_at)
  SELECT g.id, g.name, b.id, g.user_id, now() - random() * interval '90 days'
    FROM (${gears}) g CROSS JOIN LATERAL (
      SELECT u.id FROM users u WHERE u.id <> g.user_id OFFSET floor(random() * 2000) LIMIT g.k) b
  ON CONFLICT DO NOTHING`;
await client.query(
  conversationsOf(
    `SELECT id, name, user_id, 2 AS k FROM gears ORDER BY random() LIMIT ${flags.others! / 2}`,
  ),
);
const { rows: top } = await client.query<{ user_id: string; n: number }>(
  `SELECT user_id, count(*)::int AS n FROM gears WHERE status = 'active'
    GROUP BY user_id ORDER BY n DESC LIMIT 1`,
);
const seller = top[0]!.user_id;
const perGear = Math.ceil(500 / top[0]!.n);
await client.query(`DELETE FROM conversations WHERE seller_id = $1`, [seller]);
await client.query(
  conversationsOf(
    `SELECT id, name, user_id, ${perGear} AS k FROM gears
      WHERE user_id = '${seller}' AND status = 'active'`,
  ),
);
await client.query(
  `DELETE FROM conversations WHERE id IN (SELECT id FROM conversations
  WHERE seller_id = $1 ORDER BY id OFFSET 500)`,
  [seller],
);
await client.query(`
  INSERT INTO messages (conversation_id, sender_id, text, created_at, read_at)
  SELECT c.id, CASE WHEN i % 2 = 1 THEN c.buyer_id ELSE c.seller_id END,
         'Hello, is the wing still available? Message ' || i,
         c.last_message_at - (s.n - i) * interval '3 hours',
         CASE WHEN i = s.n AND hashtext(c.id::text) % 3 = 0 THEN NULL ELSE c.last_message_at END
    FROM conversations c, LATERAL (SELECT 1 + abs(hashtext(c.id::text)) % 6 AS n) s,
         LATERAL generate_series(1, s.n) i`);
await client.query('ANALYZE conversations; ANALYZE messages');
const { rows: counts } = await client.query<{ mine: number; all: number; messages: number }>(
  `SELECT (SELECT count(*)::int FROM conversations WHERE seller_id = $1) AS mine,
          (SELECT count(*)::int FROM conversations) AS all,
          (SELECT count(*)::int FROM messages) AS messages`,
  [seller],
);
const token = (await issueTokens(client, [seller])).get(seller)!;
await client.end();
console.log('[bench] data', counts[0]);

buildWebApp();
const server = await startServer({
  databaseUrl: dataset.url,
  dataDir: dataset.dir,
  port: flags.port!,
  startTimeoutMs: 300_000,
});
const cases = {
  'page of 100 (the web inbox)': '/api/conversations/?page_size=100',
  'first page (default size)': '/api/conversations/',
  'last page of 100': '/api/conversations/?page=5&page_size=100',
  'unread count': '/api/conversations/unread/',
};
const agent = keepAliveAgent();
const headers = { authorization: `Token ${token}` };
const times = Object.fromEntries(Object.keys(cases).map((name) => [name, [] as number[]]));
for (let round_ = -20; round_ < flags.samples!; round_++)
  for (const [name, path] of Object.entries(cases)) {
    const timed = await timedGet(`${server.url}${path}`, agent, headers);
    if (timed.status !== 200) throw new Error(`${path} answered ${timed.status}`);
    if (round_ >= 0) times[name]!.push(timed.ms);
  }
const cpuMs: Record<string, number> = {};
for (const [name, path] of Object.entries(cases)) {
  const before = readProcessCpu(server.pid);
  for (let i = 0; i < 100; i++) await timedGet(`${server.url}${path}`, agent, headers);
  cpuMs[name] = round(((readProcessCpu(server.pid) - before) * 1000) / 100, 2);
}
const loadAfter = loadavg().map((l) => round(l, 2));
agent.destroy();
await server.stop();

// The statements inbox() sends for the web's page, each under EXPLAIN (ANALYZE, BUFFERS).
const pool = new pg.Pool({ connectionString: dataset.url, max: 1 });
const statements: Statement[] = [];
const logged = drizzle(pool, {
  schema,
  casing: 'snake_case',
  logger: { logQuery: (sql, params) => statements.push({ sql, params }) },
}) as unknown as Db;
const viewer = { id: seller, is_staff: false, session_id: '' };
const store = createDiskPhotoStore('/nonexistent');
await inbox(logged, { store, viewer, page: 1, page_size: 100 });
const plans = [];
for (const statement of statements) {
  for (let warm = 0; warm < 2; warm++) await explain(pool, statement);
  plans.push(await explain(pool, statement));
}
const planningMs = plans.map((p) => Number(/Planning Time: ([\d.]+) ms/.exec(p.plan)?.[1] ?? NaN));
await writeFile(
  `${resultsDir}messages-inbox-explain.txt`,
  plans.map((p) => `-- ${p.execution_ms} ms\n${p.sql}\n\n${p.plan}\n`).join('\n'),
);
await pool.end();
await dataset.stop();

const results = {
  data: counts[0],
  cases: Object.fromEntries(
    Object.entries(times).map(([name, ms]) => [
      name,
      { p50: round(percentile(ms, 50), 1), p95: round(percentile(ms, 95), 1) },
    ]),
  ),
  server_cpu_ms_per_request: cpuMs,
  explain_ms: plans.map((p) => p.execution_ms),
  planning_ms: planningMs,
  load_average_after: loadAfter,
};
console.log(JSON.stringify(results, null, 2));
await result.save(results);
