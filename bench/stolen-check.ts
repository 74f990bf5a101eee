// Benchmark: the stolen-gear serial check (GET stolen/check/, goal ≤ 5 ms p95 with 1 000 000
// reports, issue "Deal safely"). Starts a throw-away embedded PostgreSQL, migrates it, fills
// the register with N published reports by INSERT … SELECT generate_series, analyses, then
// times publishedReportOf() — the check's one query — for serials that are in the register and
// serials that are not, in the spelling a buyer might type. Prints p50/p95/max (round trips from
// Node, so a loaded machine's scheduling shows in p95) and the plan with its execution time.
//   node bench/stolen-check.ts [--reports 1000000] [--samples 400]
import './lib/help.ts';
import { mkdtemp, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { GEAR_TYPE_IDS } from '../src/shared/constants.ts';
import { connect, runMigrations } from '../src/server/db/client.ts';
import { startEmbeddedPostgres } from '../src/server/db/embedded.ts';
import { seedReferenceData } from '../src/server/db/seed/seed.ts';
import { publishedReportOf } from '../src/server/features/deal-safety/stolen-repository.ts';

const arg = (name: string, fallback: number) => {
  const at = process.argv.indexOf(`--${name}`);
  return at > 0 ? Number(process.argv[at + 1]) : fallback;
};
const reports = arg('reports', 1_000_000);
const samples = arg('samples', 400);
const dir = await mkdtemp(join(tmpdir(), 'airgear-stolen-bench-'));
const pg = await startEmbeddedPostgres(dir);
const database = connect(pg.url, 2);
try {
  const db = database.db;
  await runMigrations(db);
  await seedReferenceData(db);
  const started = performance.now();
  // In batches: one statement for the million would outlast the pool's statement timeout.
  const BATCH = 50_000;
  for (let from = 1; from <= reports; from += BATCH) {
    const to = Math.min(reports, from + BATCH - 1);
    await db.execute(sql`insert into stolen_reports
        (gear_type_id, brand, model, serial, serial_norm, stolen_on, place, status, published_at)
      select ${GEAR_TYPE_IDS.wing}, 'Ozone', 'Rush 6', 'LTF-' || i, 'LTF' || i, date '2025-01-01',
        'Annecy', 'published', now()
      from generate_series(${from}::int, ${to}::int) as i`);
  }
  await db.execute(sql`analyze stolen_reports`);
  console.log(`${reports} reports in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  // Warm-up: the pool's connections and the index pages the first checks read from disk.
  for (let i = 0; i < 100; i++) await publishedReportOf(db, `ltf ${i * 9973}`);
  const times: number[] = [];
  let found = 0;
  for (let i = 0; i < samples; i++) {
    // Half in the register (typed "ltf 12.345"), half not.
    const n = Math.floor(Math.random() * reports) + 1;
    const serial = i % 2 === 0 ? `ltf ${n}` : `XYZ-${n}`;
    const t0 = performance.now();
    if (await publishedReportOf(db, serial)) found++;
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(times.length * q))]!;
  console.log(
    `serial check: ${samples} checks (${found} reported), p50 ${at(0.5).toFixed(2)} ms, p95 ${at(0.95).toFixed(2)} ms, max ${at(1).toFixed(2)} ms (goal p95 ≤ 5 ms), load ${loadavg()[0]!.toFixed(1)}`,
  );
  const plan = await db.execute<{ 'QUERY PLAN': string }>(
    sql`explain (analyze, buffers) select id from stolen_reports where serial_norm = 'LTF42' and status = 'published' limit 1`,
  );
  console.log(plan.rows.map((r) => r['QUERY PLAN']).join('\n'));
} finally {
  await database.close();
  await pg.stop();
  await rm(dir, { recursive: true, force: true });
}
