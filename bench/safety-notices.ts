// Benchmark: safety-notice matching (issue "Safety notices", goals: a new notice matched against
// 1 000 000 listings and items ≤ 30 s; a new listing against 5 000 notices ≤ 50 ms). Starts a
// throw-away embedded PostgreSQL, migrates it, fills it by INSERT … SELECT generate_series with
// N/2 passport items and N/2 listings (every other one offering an item), half of all of them of
// one brand (Ozone, ten models) so a notice on that brand has N/2 candidates (the worst case the
// name-key index leaves), the rest spread over 40 other brands. Then times matchNotice() — the
// match_notice job's work — for a notice on the whole brand (serial range, hours) and one on a
// single model. Then adds 5 000 notices, all on Ozone (the worst case), then instead spread over
// the brands, and times, for single listings, the match_notice_subject job's transaction
// (runSubjectMatch: matchGears() and the mail jobs it queues) and matchGears() alone, as the
// former code (bench/lib/safety-notices-before.ts) and the current one, as a new listing and as
// an edit that changes nothing. --explain prints each statement's plan (buffers, WAL) too.
//   node bench/safety-notices.ts [--rows 1000000] [--notices 5000] [--samples 100] [--explain]
import './lib/help.ts';
import { mkdtemp, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { GEAR_TYPE_IDS } from '../src/shared/constants.ts';
import { connect, runMigrations } from '../src/server/db/client.ts';
import { startEmbeddedPostgres } from '../src/server/db/embedded.ts';
import { seedReferenceData } from '../src/server/db/seed/seed.ts';
import { matchGears, matchNotice } from '../src/server/features/safety-notices/match-repository.ts';
import { runSubjectMatch } from '../src/server/features/safety-notices/matching.ts';
import { installJobQueue } from '../src/server/jobs/queue.ts';
import { matchGearsBefore, subjectJobBefore } from './lib/safety-notices-before.ts';
import { explainJob } from './lib/safety-notices-explain.ts';

const arg = (name: string, fallback: number) => {
  const at = process.argv.indexOf(`--${name}`);
  return at > 0 ? Number(process.argv[at + 1]) : fallback;
};
const rows = arg('rows', 1_000_000);
const noticeCount = arg('notices', 5000);
const samples = arg('samples', 100);
const explain = process.argv.includes('--explain');
const half = Math.floor(rows / 2);
const dir = await mkdtemp(join(tmpdir(), 'airgear-notices-bench-'));
const pg = await startEmbeddedPostgres(dir);
const database = connect(pg.url, 2);
const seconds = (t0: number) => ((performance.now() - t0) / 1000).toFixed(1);
try {
  const db = database.db;
  await runMigrations(db);
  await seedReferenceData(db);
  const wing = GEAR_TYPE_IDS.wing;
  const { rows: made } = await db.execute<{ id: string }>(sql`insert into users
    (username, email, password_hash) values ('bench', 'bench@example.com', 'x') returning id`);
  const user = made[0]!.id;
  const { rows: brands } = await db.execute<{ id: string }>(sql`insert into catalogue_brands
    (name, name_key) values ('Ozone', 'ozone') on conflict (name_key) do update set name = 'Ozone'
    returning id`);
  const brand = brands[0]!.id;
  const { rows: models } = await db.execute<{ id: string }>(sql`insert into catalogue_models
    (brand_id, gear_type_id, name, name_key)
    select ${brand}, ${wing}, 'Model ' || m, 'model ' || m from generate_series(0, 9) m
    on conflict do nothing returning id`);
  // Half of every row Ozone (models 0–9), the rest Brand 0–39; serials S0000001…
  const brandOf = sql`case when i % 2 = 0 then 'Ozone' else 'Brand ' || (i % 40) end`;
  const t0 = performance.now();
  const BATCH = 10_000;
  for (let from = 1; from <= half; from += BATCH) {
    const to = Math.min(half, from + BATCH - 1);
    // One statement: the items, then the listings joined to the items they offer.
    await db.execute(sql`with made as (insert into items
        (owner_id, gear_type_id, brand, model, serial, production_date, flight_hours)
      select ${user}, ${wing}, ${brandOf}, 'Model ' || (i / 2 % 10), 'S' || lpad(i::text, 7, '0'),
        case when i % 5 = 0 then null else date '2015-01-01' + (i % 3000) end,
        case when i % 7 = 0 then null else (i % 600)::real end
      from generate_series(${from}::int, ${to}::int) as i returning id, serial)
      insert into gears
        (user_id, gear_type_id, name, brand, model, price, currency, properties, item_id)
      select ${user}, ${wing}, 'Wing ' || i, ${brandOf}, 'Model ' || (i / 2 % 10), 1000, 'EUR',
        jsonb_build_object('size', 'M', 'year', 2015 + i % 10, 'flight_hours', i % 500), made.id
      from generate_series(${from}::int, ${to}::int) as i
        left join made on i % 4 < 2 and made.serial = 'S' || lpad(i::text, 7, '0')`);
  }
  await db.execute(sql`analyze`);
  console.log(`${half} items + ${half} listings in ${seconds(t0)} s`);

  const notice = async (scope: { models: string[]; rules: unknown[]; hours: number | null }) => {
    const { rows: n } = await db.execute<{ id: string }>(sql`insert into safety_notices
        (title, text, issuer, source_url, date, severity, brand_id, brand_key, model_ids,
         model_keys, serial_rules, hours_over)
      values ('{"en":"Bench"}', '{"en":"Bench"}', 'manufacturer', 'https://example.com',
        '2026-01-01', 'grounding', ${brand}, 'ozone', ${sql.param(scope.models)}::uuid[],
        (select coalesce(array_agg(name_key), '{}') from catalogue_models
          where id = any(${sql.param(scope.models)}::uuid[])),
        ${JSON.stringify(scope.rules)}::jsonb, ${scope.hours}) returning id`);
    return n[0]!.id;
  };
  const timeNotice = async (label: string, id: string) => {
    const t = performance.now();
    const matched = await db.transaction((tx) => matchNotice(tx, id));
    console.log(
      `${label}: ${matched} matched in ${seconds(t)} s (goal ≤ 30 s), load ${loadavg()[0]!.toFixed(1)}`,
    );
  };
  await timeNotice(
    `notice on the whole brand (${half} candidates), range + hours`,
    await notice({ models: [], rules: [{ from: 'S0100000', to: 'S0299999' }], hours: 300 }),
  );
  await timeNotice(
    'notice on one model, suffix rule',
    await notice({ models: [models[0]!.id], rules: [{ suffix_not: '1' }], hours: null }),
  );

  // A new listing against 5 000 notices, twice: all on the brand (the worst case: the listing's
  // brand leaves all of them, ≈ 1 300 match it), then spread over the 21 brands the rows use, as
  // real notices are. Each sampled listing is timed as the former code and the current one, as a
  // new listing (its matches deleted first) and as an edit that changes nothing (timed again).
  await installJobQueue(database.pool);
  const deps = { db, config: { siteUrl: 'http://localhost' } };
  const forget = (id: string) => db.execute(sql`delete from notice_matches where gear_id = ${id}`);
  const timed = async (run: () => Promise<unknown>) => {
    const t = performance.now();
    await run();
    return performance.now() - t;
  };
  const steps = {
    'before: matchGears, new listing': async (id: string) => {
      await forget(id);
      return timed(() => db.transaction((tx) => matchGearsBefore(tx, [id])));
    },
    'before: job (match + mail jobs), new listing': async (id: string) => {
      await forget(id);
      return timed(() => db.transaction((tx) => subjectJobBefore(tx, id)));
    },
    'before: job, edit changing nothing': (id: string) =>
      timed(() => db.transaction((tx) => subjectJobBefore(tx, id))),
    'after: matchGears, new listing': async (id: string) => {
      await forget(id);
      return timed(() => db.transaction((tx) => matchGears(tx, [id])));
    },
    'after: job (match + mail jobs), new listing': async (id: string) => {
      await forget(id);
      return timed(() => runSubjectMatch(deps, { gearId: id }));
    },
    'after: job, edit changing nothing': (id: string) =>
      timed(() => runSubjectMatch(deps, { gearId: id })),
  };
  const brandKey = (spread: boolean) =>
    spread
      ? sql`case when n % 21 = 0 then 'ozone' else 'brand ' || (n % 21 * 2 - 1) end`
      : sql`'ozone'`;
  for (const spread of [false, true]) {
    await db.execute(sql`delete from safety_notices where title->>'en' = 'Bench listing'`);
    const tn = performance.now();
    // brand_id only for its foreign key: matching reads brand_key.
    await db.execute(sql`insert into safety_notices
        (title, text, issuer, source_url, date, severity, brand_id, brand_key, model_keys,
         serial_rules, hours_over)
      select '{"en":"Bench listing"}', '{"en":"Bench"}', 'manufacturer', 'https://example.com',
        '2026-01-01', (array['grounding','action','info'])[1 + n % 3], ${brand}, ${brandKey(spread)},
        case when n % 2 = 0 then array['model ' || (n % 10)] else '{}' end,
        jsonb_build_array(jsonb_build_object('from', 'S' || lpad((n * 97)::text, 7, '0'),
          'to', 'S' || lpad((n * 97 + 500)::text, 7, '0'))),
        case when n % 3 = 0 then 200 end
      from generate_series(1, ${noticeCount}) n`);
    // The seller was mailed about every notice already (the mail jobs do that once per notice).
    await db.execute(sql`insert into notice_mails (notice_id, user_id)
      select id, ${user} from safety_notices on conflict do nothing`);
    await db.execute(sql`analyze safety_notices`);
    const label = spread ? 'notices spread over 21 brands' : 'notices all on the brand';
    console.log(`${noticeCount} ${label} in ${seconds(tn)} s`);
    const { rows: sample } = await db.execute<{ id: string }>(sql`select id from gears
      where ${spread ? sql`true` : sql`brand = 'Ozone'`} order by random() limit ${samples + 10}`);
    const times = new Map<string, number[]>(Object.keys(steps).map((k) => [k, []]));
    for (const [i, g] of sample.entries())
      for (const [name, step] of Object.entries(steps)) {
        const ms = await step(g.id);
        if (i >= 10) times.get(name)!.push(ms); // the first ten warm the pool and the cache
      }
    const { rows: per } = await db.execute<{ n: number }>(sql`select (count(*)::real /
        ${sample.length})::real as n from notice_matches where gear_id = any(${sql.param(sample.map((g) => g.id))}::uuid[])`);
    console.log(
      `listing against ${noticeCount} ${label} (${per[0]!.n.toFixed(0)} matches per listing), load ${loadavg()[0]!.toFixed(1)}`,
    );
    for (const [name, list] of times) {
      list.sort((a, b) => a - b);
      const at = (q: number) => list[Math.min(list.length - 1, Math.floor(list.length * q))]!;
      console.log(
        `  ${name}: p50 ${at(0.5).toFixed(1)} ms, p95 ${at(0.95).toFixed(1)} ms, max ${at(1).toFixed(1)} ms (goal ≤ 50 ms)`,
      );
    }
    if (explain && !spread) {
      // The sampled listing with the most matches: the case the goal is about.
      const { rows: most } = await db.execute<{ id: string }>(sql`select gear_id as id
        from notice_matches where gear_id = any(${sql.param(sample.map((g) => g.id))}::uuid[])
        group by gear_id order by count(*) desc limit 1`);
      await explainJob(database.pool, most[0]!.id);
    }
  }
} finally {
  await database.close();
  await pg.stop();
  await rm(dir, { recursive: true, force: true });
}
