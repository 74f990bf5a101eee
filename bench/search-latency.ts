// Benchmark 2: search latency. Every filter of GET /api/gears/ alone, then combinations with free
// text, against the production server at each data size. Requests go one at a time over a
// kept-alive connection, the cases interleaved round by round so a neighbour's burst of load
// spreads over all of them. Per size: p50/p95 per case, the database time of each statement
// (EXPLAIN ANALYZE) and the full EXPLAIN (ANALYZE, BUFFERS) of the slowest case. `--only` runs
// the cases whose names start with one of its prefixes: `--only weight` is the take-off weight
// search with best fit, e.g. `node bench/search-latency.ts --sizes 100k --only weight --out
// search-latency-weight`.
//   node bench/search-latency.ts [--sizes 10k,100k] [--samples 60] [--only weight,q=]
import { mkdir, writeFile } from 'node:fs/promises';
import pg from 'pg';
import { GEAR_TYPE_IDS } from '#shared/constants.ts';
import { readFlags, sizeLabel } from './lib/args.ts';
import { drizzle } from 'drizzle-orm/node-postgres';
import { gearListQuerySchema } from '#shared/contracts/gear-list-query.ts';
import type { Db } from '../src/server/db/client.ts';
import * as schema from '../src/server/db/schema.ts';
import { listGears } from '../src/server/features/search/repository.ts';
import { createDiskPhotoStore } from '../src/server/media/photo-store.ts';
import { explain, type Explained, type Statement } from './lib/capture-sql.ts';
import { openDataset } from './lib/dataset.ts';
import { capture, startBare } from './lib/bare.ts';
import { keepAliveAgent, timedGet } from './lib/http.ts';
import { resultsDir, startResult } from './lib/results.ts';
import { buildWebApp, startServer } from './lib/server.ts';
import { percentile, round } from './lib/stats.ts';

const flags = readFlags({ samples: 60 });
const result = startResult<Record<string, unknown>>('search-latency', { ...flags });
const { wing, paramotor } = GEAR_TYPE_IDS;
// `--out before/search-latency` puts the plans beside the results, in before/.
const outDir = flags.out?.includes('/') ? flags.out.slice(0, flags.out.lastIndexOf('/') + 1) : '';

/** Common and rare values of each filter: a rare match is the hard case for a sorted, paged scan. */
function cases(topSeller: string, seller: string): Record<string, string> {
  return {
    'no filter (newest)': '',
    'name=rush': 'name=rush',
    'brand=ozone': 'brand=ozone',
    'model=iota': 'model=iota',
    'name=a (1 letter)': 'name=a',
    'q=ozone': 'q=ozone',
    'q=boomerang': 'q=boomerang',
    'q=nomatch': 'q=zzyzx',
    'gear_type=wing': `gear_type=${wing}`,
    'gear_type=paramotor': `gear_type=${paramotor}`,
    'country=DE': 'country=DE',
    'country=SI (rare)': 'country=SI',
    'user=top seller': `user=${topSeller}`,
    'user=one seller': `user=${seller}`,
    'max_price=300': 'max_price=300',
    'min_price=6000': 'min_price=6000',
    'price 1000–2000': 'min_price=1000&max_price=2000',
    'currency=GBP': 'currency=GBP',
    'currency=IRR (rare)': 'currency=IRR',
    'has_certificate=true': 'has_certificate=true',
    'has_certificate=false': 'has_certificate=false',
    'certified_seller=true': 'certified_seller=true',
    'status=sold': 'status=sold',
    'sort=price_asc': 'sort=price_asc',
    'sort=price_desc': 'sort=price_desc',
    'page=50': 'page=50',
    'type+country+price+q': `gear_type=${wing}&country=FR&max_price=2500&q=ozone`,
    'all filters + q, by price': `q=rush&brand=ozone&gear_type=${wing}&country=DE&min_price=1000&max_price=3000&currency=EUR&has_certificate=true&certified_seller=false&sort=price_asc`,
    'q two words + type, by price': `q=advance%20iota&gear_type=${wing}&sort=price_desc`,
    // Take-off weight (issue 15): wings whose certified range holds it, reserves up to their
    // maximum load. 88 kg is a common all-up weight, 125 kg only XL wings and big reserves, and
    // 131 kg nothing at all (the demo catalogue's ranges end at 130).
    'weight=88': 'takeoff_weight=88',
    'weight=125 (XL only)': 'takeoff_weight=125',
    'weight=131 (nothing fits)': 'takeoff_weight=131',
    'weight+type+class+country+price': `takeoff_weight=88&gear_type=${wing}&en_class=B&country=FR&max_price=2500`,
    'weight+type+class+country+price+q': `takeoff_weight=88&gear_type=${wing}&en_class=B&country=FR&max_price=2500&q=ozone`,
    'weight+class D+country SI (rare)': `takeoff_weight=88&en_class=D&country=SI`,
    'weight=88, best fit': 'takeoff_weight=88&sort=fit',
    'weight+type+q, best fit': `takeoff_weight=88&gear_type=${wing}&q=ozone&sort=fit`,
    'weight+type, best fit': `takeoff_weight=88&gear_type=${wing}&sort=fit`,
    'weight+type+class+country+price, best fit': `takeoff_weight=88&gear_type=${wing}&en_class=B&country=FR&max_price=2500&sort=fit`,
    'weight=88, best fit, page 20': 'takeoff_weight=88&sort=fit&page=20',
  };
}

/** The cases `--only` names (by prefix), or all of them. */
const chosen = (all: Record<string, string>) =>
  flags.only.length === 0
    ? all
    : Object.fromEntries(
        Object.entries(all).filter(([name]) => flags.only.some((p) => name.startsWith(p))),
      );

async function sellers(pool: pg.Pool) {
  const { rows } = await pool.query<{ user_id: string; n: string }>(
    `SELECT user_id, count(*) n FROM gears GROUP BY user_id ORDER BY count(*) DESC, user_id`,
  );
  return { top: rows[0]!.user_id, one: rows[Math.floor(rows.length / 2)]!.user_id };
}

/**
 * The SQL of a search as the server runs it once warm: one repository (so the total of all public
 * listings is remembered, as the first case leaves it in the server), each statement recorded.
 */
function statementsOf(pool: pg.Pool) {
  let recording: Statement[] | null = null;
  const db = drizzle(pool, {
    schema,
    casing: 'snake_case',
    logger: { logQuery: (sql, params) => recording?.push({ sql, params }) },
  }) as unknown as Db;
  const store = createDiskPhotoStore('/nonexistent');
  const run = (qs: string) =>
    listGears(db, {
      store,
      query: gearListQuerySchema.parse(Object.fromEntries(new URLSearchParams(qs))),
      viewer: null,
    });
  const warm = run('');
  return async (qs: string) => {
    await warm;
    const statements: Statement[] = (recording = []);
    await run(qs);
    recording = null;
    return statements;
  };
}

/**
 * A page's ids: read off an index, searched in a window of the order, sorted from matches, or
 * best fit's range by range (fit-page-repository.ts; with text, fit-text-page-repository.ts).
 */
const kindOf = (e: Explained) =>
  /^\s*with recursive fit_ranges/.test(e.sql)
    ? /fit_rows/.test(e.sql)
      ? 'fit windows'
      : 'fit ranges'
    : e.kind !== 'rows' || e.sql.startsWith('select "gears"."id", "gears"."name"')
      ? e.kind
      : /^select ("w"\.)?"id" from \(/.test(e.sql)
        ? 'window'
        : /interval '0 s'|\+ 0\)/.test(e.sql)
          ? 'sorted'
          : 'ids';

const planTexts = (plans: Explained[]) =>
  plans
    .map((p) => `-- ${kindOf(p)}: ${p.sql}\n-- params: ${JSON.stringify(p.params)}\n${p.plan}`)
    .join('\n\n');

buildWebApp();
const bySize: Record<string, unknown> = {};
for (const size of flags.sizes) {
  const dataset = await openDataset(size);
  // Without the response cache: it keys a list by its parsed query (unknown parameters dropped),
  // so since 2026-11-24 every sample after the first was a kept answer, 0.3 ms whatever the search.
  const server = await startServer({
    databaseUrl: dataset.url,
    dataDir: dataset.dir,
    port: flags.port,
    env: { RESPONSE_CACHE_MS: '0' },
  });
  const pool = new pg.Pool({ connectionString: dataset.url, max: 2 });
  try {
    const { top, one } = await sellers(pool);
    const searchStatements = statementsOf(pool);
    const all = chosen(cases(top, one));
    const agent = keepAliveAgent();
    const url = (qs: string) => `${server.url}/api/gears/?page_size=24${qs ? `&${qs}` : ''}`;
    const times: Record<string, number[]> = Object.fromEntries(
      Object.keys(all).map((k) => [k, []]),
    );
    const totals: Record<string, number> = {};
    const cold: Record<string, number> = {};
    // The unfiltered list first, as a visitor's first page: the server then knows the total of
    // all listings, which sizes the text search's windows (also when `--only` leaves it out).
    await timedGet(url(''), agent);
    for (const [name, qs] of Object.entries(all)) {
      // The first request of a filter set after the start: nothing of it in any cache yet.
      const first = await timedGet(url(qs), agent);
      if (first.status !== 200) throw new Error(`${name} answered ${first.status}`);
      cold[name] = first.ms;
      totals[name] = Number(first.headers['x-total-count']);
      for (let i = 0; i < 2; i++) await timedGet(url(qs), agent); // warm-up
    }
    // Reference points in the same rounds: the same bytes from a bare node:http server (client
    // and loopback cost), and the product's cheapest API answer (one `select 1` round trip).
    const bare = await startBare(
      await capture(server.url, ['/api/gears/?page_size=24']),
      flags.port + 1,
    );
    const references: Record<string, string> = {
      'baseline: bare node, same bytes': `${bare.url}/api/gears/?page_size=24`,
      'floor: GET /api/health/': `${server.url}/api/health/`,
    };
    const bareAgent = keepAliveAgent();
    for (const name of Object.keys(references)) times[name] = [];
    for (let round_ = 0; round_ < flags.samples; round_++) {
      for (const [name, qs] of Object.entries(all))
        times[name]!.push((await timedGet(url(qs), agent)).ms);
      for (const [name, target] of Object.entries(references)) {
        const via = name.startsWith('baseline') ? bareAgent : agent;
        times[name]!.push((await timedGet(target, via)).ms);
      }
    }
    agent.destroy();
    bareAgent.destroy();
    await bare.stop();
    const reference = Object.fromEntries(
      Object.keys(references).map((name) => [
        name,
        {
          p50_ms: round(percentile(times[name]!, 50)),
          p95_ms: round(percentile(times[name]!, 95)),
        },
      ]),
    );

    const rows: Record<string, unknown> = {};
    // With `--only`, every chosen case's plans are kept (a few cases), else the slowest's.
    const chosenPlans: string[] = [];
    let slowest = { name: '', p95: -1 };
    for (const [name, qs] of Object.entries(all)) {
      const statements = await searchStatements(qs);
      // The first EXPLAIN warms the cache like the server's requests did; the second is reported.
      for (const s of statements) await explain(pool, s);
      const explained: Explained[] = [];
      for (const s of statements) explained.push(await explain(pool, s));
      if (flags.only.length) chosenPlans.push(`== ${name}\n\n${planTexts(explained)}`);
      const p95 = percentile(times[name]!, 95);
      if (p95 > slowest.p95) slowest = { name, p95 };
      rows[name] = {
        query: qs,
        total: totals[name],
        p50_ms: round(percentile(times[name]!, 50)),
        p95_ms: round(p95),
        first_ms: round(cold[name]!),
        db_ms: Object.fromEntries(explained.map((e) => [kindOf(e), round(e.execution_ms)])),
      };
    }
    const worst = await searchStatements(all[slowest.name]!);
    const plans: Explained[] = [];
    for (const s of worst) plans.push(await explain(pool, s));
    await mkdir(`${resultsDir}${outDir}`, { recursive: true });
    await writeFile(
      `${resultsDir}${outDir}search-explain-${sizeLabel(size)}${flags.only.length ? `-${flags.only.join('-')}` : ''}.txt`,
      flags.only.length
        ? `${chosenPlans.join('\n\n')}\n`
        : `${slowest.name}\n\n${planTexts(plans)}\n`,
    );
    bySize[sizeLabel(size)] = {
      samples: flags.samples,
      reference,
      cases: rows,
      slowest: slowest.name,
    };
    const p95s = Object.values(rows).map((r) => (r as { p95_ms: number }).p95_ms);
    console.log(
      `[bench:search] ${sizeLabel(size)}: worst p95 ${Math.max(...p95s)} ms (${slowest.name})`,
    );
    console.table(
      Object.fromEntries(
        Object.entries(rows).map(([k, v]) => {
          const r = v as {
            p50_ms: number;
            p95_ms: number;
            total: number;
            db_ms: Record<string, number>;
          };
          const db = Object.entries(r.db_ms).map(([kind, ms]) => `${kind} ${ms}`);
          return [k, { p50: r.p50_ms, p95: r.p95_ms, total: r.total, db: db.join(', ') }];
        }),
      ),
    );
  } finally {
    await pool.end();
    await server.stop();
    await dataset.stop();
  }
}
await result.save({ sizes: bySize, goal: { p95_ms: { '100k': 10, '1M': 30 } } });
