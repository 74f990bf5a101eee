// What counting a view costs a listing's read (docs/api.md: `views`, reads of GET gears/{id}/
// by others). It was one UPDATE, a commit and its WAL flush, awaited on every read by someone
// else (bench/results/before/view-count.json); now a count in memory, written by flushViews()
// in one statement every few seconds. Starts a throw-away embedded PostgreSQL, makes one seller
// and N listings, then times, interleaved on the same pool, the listing's row read and the view
// count, each p50/p95 (round trips from Node, so a loaded machine's scheduling shows in p95),
// and one flush of a view of every listing.
//   node bench/view-count.ts [--listings 1000] [--samples 2000]
import './lib/help.ts';
import { mkdtemp, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { connect, runMigrations } from '../src/server/db/client.ts';
import { startEmbeddedPostgres } from '../src/server/db/embedded.ts';
import { gears } from '../src/server/db/schema.ts';
import { seedReferenceData } from '../src/server/db/seed/seed.ts';
import { countView } from '../src/server/features/gears/seller-stats-repository.ts';
import { flushViews } from '../src/server/features/gears/views-repository.ts';
import { makeGear, makeUser } from '../src/server/test/factories.ts';
import { startResult } from './lib/results.ts';
import { round } from './lib/stats.ts';

const arg = (name: string, fallback: number) => {
  const at = process.argv.indexOf(`--${name}`);
  return at > 0 ? Number(process.argv[at + 1]) : fallback;
};
const listings = arg('listings', 1000);
const samples = arg('samples', 2000);
const result = startResult<Record<string, unknown>>('view-count', { listings, samples });
const dir = await mkdtemp(join(tmpdir(), 'airgear-view-bench-'));
const pg = await startEmbeddedPostgres(dir);
const database = connect(pg.url, 4);
try {
  const db = database.db;
  await runMigrations(db);
  await seedReferenceData(db);
  const seller = await makeUser(db);
  const ids: string[] = [];
  for (let i = 0; i < listings; i++) ids.push((await makeGear(db, seller.id)).id);
  const times = { read: [] as number[], count: [] as number[] };
  const time = async (into: number[], work: () => Promise<unknown>) => {
    const t0 = performance.now();
    await work();
    into.push(performance.now() - t0);
  };
  for (let i = 0; i < samples + 200; i++) {
    const id = ids[i % ids.length]!;
    const read = () => db.select().from(gears).where(eq(gears.id, id));
    const count = async () => countView(db, { id, user: seller.id + '-not' }, null);
    // Alternate the order so neither always runs on a warmer connection.
    if (i % 2) await time(times.read, read).then(() => time(times.count, count));
    else await time(times.count, count).then(() => time(times.read, read));
  }
  const stats = (all: number[]) => {
    const kept = all.slice(200).sort((a, b) => a - b); // the first 200 warm the pool up
    const at = (q: number) => round(kept[Math.floor(kept.length * q)]!, 3);
    return { p50_ms: at(0.5), p95_ms: at(0.95) };
  };
  await flushViews(db);
  for (const id of ids) countView(db, { id, user: seller.id + '-not' }, null);
  const t0 = performance.now();
  await flushViews(db);
  const flush_ms = round(performance.now() - t0, 2);
  const out = {
    read: stats(times.read),
    count_view: stats(times.count),
    [`flush_of_${listings}_listings_ms`]: flush_ms,
    load: loadavg()[0],
  };
  console.log(`[bench] view-count: ${JSON.stringify(out)}`);
  await result.save(out);
} finally {
  await database.close();
  await pg.stop();
  await rm(dir, { recursive: true, force: true });
}
