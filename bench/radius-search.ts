// Benchmark: a radius search (GET gears/?near=…&radius_km=…, issue 34; goal p95 ≤ 10 ms at 100k
// listings). Opens the data set of each size, gives its listings towns of the gazetteer in the
// countries pilots sell in (once: the update is kept in the data set), then times the list's
// repository (listGears: the total, the page, its rows, pictures, certificates and rates, as
// the server runs them) around many different towns, one call each (a total is remembered by
// its filters: a town searched twice would be counted once). Cases: 50 km newest first, 100 km
// by price, and 100 km in DE,AT,CH, and a list without a place for reference. Prints and saves
// p50/p95 per case (wall time of the calls, through a pool the size of the server's, and the
// database's own: the sum of every statement's EXPLAIN ANALYZE execution and planning times, for
// 30 searches, which a busy machine's load barely moves; those statements are the ones the timed
// call ran, as no total is remembered in either) and the EXPLAIN (ANALYZE, BUFFERS) of each
// statement of one search to results/radius-search-explain.txt.
//   node bench/radius-search.ts [--sizes 100k] [--samples 150]
import { writeFile } from 'node:fs/promises';
import type pg from 'pg';
import { gearListQuerySchema } from '#shared/contracts/gear-list-query.ts';
import { connect, runMigrations } from '../src/server/db/client.ts';
import { listGears } from '../src/server/features/search/repository.ts';
import { gazetteerData } from '../src/server/features/towns/gazetteer-data.ts';
import { createDiskPhotoStore } from '../src/server/media/photo-store.ts';
import { readFlags, sizeLabel } from './lib/args.ts';
import { explain, searchStatements } from './lib/capture-sql.ts';
import { openDataset } from './lib/dataset.ts';
import { resultsDir, startResult } from './lib/results.ts';
import { percentile, round } from './lib/stats.ts';

const COUNTRIES = ['FR', 'DE', 'AT', 'CH', 'IT', 'ES', 'PT', 'GB', 'SI'];
type Case = { query: (town: number, i: number) => string; centresIn?: string[] };
const CASES: Record<string, Case> = {
  'near 50 km, newest': { query: (town) => `near=${town}&radius_km=50` },
  'near 100 km, price ascending': {
    query: (town) => `near=${town}&radius_km=100&sort=price_asc`,
  },
  // Centres in those countries, so the search finds listings.
  'near 100 km in DE,AT,CH': {
    query: (town) => `near=${town}&radius_km=100&country=DE,AT,CH`,
    centresIn: ['DE', 'AT', 'CH'],
  },
  // The reference: the same list call without a place, under a price cap that changes with each
  // call (so no total is remembered, as in the explained runs): what the list's other statements
  // and Node cost anyway. (Until 2026-11-28 it said `price_max`, which the list ignores: the
  // timed calls listed everything under a remembered total while the explained ones counted.)
  'no place, a price cap (reference)': { query: (_town, i) => `max_price=${300 + i}` },
};
/** Searches whose every statement is explained: the database's own time, apart from the load. */
const EXPLAINED = 30;

const flags = readFlags({ sizes: [100_000], samples: 150 });
const result = startResult<Record<string, unknown>>('radius-search', { ...flags });

/** The gazetteer's towns of those countries: where listings are, and the search centres. */
function towns() {
  const data = gazetteerData();
  const all: {
    id: number;
    name: string;
    country: string;
    lat: number;
    lon: number;
    pop: number;
  }[] = [];
  data.ids.forEach((id, i) => {
    if (COUNTRIES.includes(data.countries[i]!))
      all.push({
        id,
        name: data.names[i]!,
        country: data.countries[i]!,
        lat: data.latitude[i]!,
        lon: data.longitude[i]!,
        pop: data.population[i]!,
      });
  });
  return all;
}

/** Four listings in five name a town (spread over every town of the countries) and are in its country; once. */
async function placeListings(pool: pg.Pool, places: ReturnType<typeof towns>) {
  const { rows } = await pool.query<{ n: string }>(
    'select count(*) as n from gears where latitude is not null',
  );
  if (Number(rows[0]!.n) > 0) return;
  await pool.query(
    'create temp table bench_towns (n int, id int, name text, country text, lat float8, lon float8)',
  );
  await pool.query(
    `insert into bench_towns select * from unnest($1::int[], $2::int[], $3::text[], $4::text[], $5::float8[], $6::float8[])`,
    [
      places.map((_, n) => n),
      places.map((t) => t.id),
      places.map((t) => t.name),
      places.map((t) => t.country),
      places.map((t) => t.lat),
      places.map((t) => t.lon),
    ],
  );
  await pool.query(`update gears g set town_id = t.id, town_name = t.name, country = t.country, latitude = t.lat, longitude = t.lon
      from bench_towns t
     where t.n = abs(hashtext(g.id::text)) % ${places.length} and abs(hashtext(g.id::text || 'x')) % 5 <> 0`);
  await pool.query('vacuum analyze gears');
}

const bySize: Record<string, unknown> = {};
let explained = '';
for (const size of flags.sizes) {
  const dataset = await openDataset(size);
  // The server's pool (main.ts): a page's parallel reads each have a connection.
  const { db, pool } = connect(dataset.url, 10);
  try {
    await runMigrations(db);
    const places = towns();
    await placeListings(pool, places);
    // Centres: towns of 20 000+ people, in a fixed shuffled order (the same every run).
    const centres = places
      .filter((t) => t.pop >= 20_000)
      .sort((a, b) => ((a.id * 7919) % 10007) - ((b.id * 7919) % 10007));
    const store = createDiskPhotoStore('/nonexistent');
    const run = (qs: string) =>
      listGears(db, {
        store,
        query: gearListQuerySchema.parse(Object.fromEntries(new URLSearchParams(qs))),
        viewer: null,
      });
    await run('');
    // Warm-up of every case, around the last towns: each pooled connection opened, its caches
    // filled and the code compiled (cold, the first case's calls took up to 0.8 s and set its
    // p95 alone, and it cost more CPU per call than the cases after it).
    for (const { query, centresIn } of Object.values(CASES)) {
      const from = centresIn ? centres.filter((t) => centresIn.includes(t.country)) : centres;
      for (let i = 0; i < 40; i++) await run(query(from[from.length - 1 - i]!.id, -1 - i));
    }
    const cases: Record<string, unknown> = {};
    let offset = 0;
    for (const [name, { query, centresIn }] of Object.entries(CASES)) {
      const times: number[] = [];
      const totals: number[] = [];
      const dbTimes: number[] = [];
      const planTimes: number[] = [];
      const statementCounts: number[] = [];
      const from = centresIn ? centres.filter((t) => centresIn.includes(t.country)) : centres;
      // Node's CPU (this process, every thread) over the timed calls: beside the wall time, a
      // figure the machine's load moves much less.
      const cpuFrom = process.cpuUsage();
      for (let i = 0; i < flags.samples; i++) {
        const town = from[(offset + i) % from.length]!;
        const started = performance.now();
        const page = await run(query(town.id, i));
        times.push(performance.now() - started);
        totals.push(page.total);
      }
      const cpu = process.cpuUsage(cpuFrom);
      for (let i = 0; i < EXPLAINED; i++) {
        const town = from[(offset + i) % from.length]!;
        let total = 0;
        let planning = 0;
        const statements = await searchStatements(pool, query(town.id, i));
        for (const statement of statements) {
          const e = await explain(pool, statement);
          total += e.execution_ms;
          planning += e.planning_ms;
        }
        dbTimes.push(total);
        planTimes.push(planning);
        statementCounts.push(statements.length);
      }
      offset += flags.samples;
      cases[name] = {
        p50_ms: round(percentile(times, 50)),
        p95_ms: round(percentile(times, 95)),
        max_ms: round(Math.max(...times)),
        node_cpu_ms_per_call: round((cpu.user + cpu.system) / 1000 / flags.samples),
        database_p50_ms: round(percentile(dbTimes, 50)),
        database_p95_ms: round(percentile(dbTimes, 95)),
        planning_p50_ms: round(percentile(planTimes, 50)),
        statements: Math.max(...statementCounts),
        matches_p50: percentile(totals, 50),
        matches_max: Math.max(...totals),
      };
      console.log(`[${sizeLabel(size)}] ${name}:`, cases[name]);
    }
    // The plans of one search: Innsbruck, 50 km (2775220 when the data set has Austria).
    const sample = centres.find((t) => t.id === 2775220) ?? centres[0]!;
    const statements = await searchStatements(
      pool,
      CASES['near 50 km, newest']!.query(sample.id, 0),
    );
    for (const statement of statements) {
      const e = await explain(pool, statement);
      explained += `## ${sizeLabel(size)} · ${e.kind} · ${e.execution_ms} ms\n${e.sql}\n${JSON.stringify(e.params)}\n\n${e.plan}\n\n`;
    }
    bySize[sizeLabel(size)] = { cases, centres: centres.length, explain_town: sample.name };
  } finally {
    await pool.end();
    await dataset.stop();
  }
}
await writeFile(`${resultsDir}radius-search-explain.txt`, explained);
console.log(`[bench] saved ${await result.save({ sizes: bySize })}`);
