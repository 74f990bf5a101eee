// Benchmark: safety-notice matching (issue "Safety notices", goals: a new notice matched against
// 1 000 000 listings and items ≤ 30 s; a new listing against 5 000 notices ≤ 50 ms). Starts a
// throw-away embedded PostgreSQL, migrates it, fills it by INSERT … SELECT generate_series with
// N/2 passport items and N/2 listings (every other one offering an item), half of all of them of
// one brand (Ozone, ten models) so a notice on that brand has N/2 candidates (the worst case the
// name-key index leaves), the rest spread over 40 other brands. Then times matchNotice() — the
// match_notice job's work — for a notice on the whole brand (serial range, hours) and one on a
// single model; then adds 5 000 notices on Ozone and times matchGears() for single listings.
//   node bench/safety-notices.ts [--rows 1000000] [--notices 5000] [--samples 100]
import { mkdtemp, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { GEAR_TYPE_IDS } from '../src/shared/constants.ts';
import { connect, runMigrations } from '../src/server/db/client.ts';
import { startEmbeddedPostgres } from '../src/server/db/embedded.ts';
import { seedReferenceData } from '../src/server/db/seed/seed.ts';
import { matchGears, matchNotice } from '../src/server/features/safety-notices/match-repository.ts';

const arg = (name: string, fallback: number) => {
  const at = process.argv.indexOf(`--${name}`);
  return at > 0 ? Number(process.argv[at + 1]) : fallback;
};
const rows = arg('rows', 1_000_000);
const noticeCount = arg('notices', 5000);
const samples = arg('samples', 100);
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

  // 5 000 notices more, all on the brand (the listing's brand index leaves all of them).
  const tn = performance.now();
  await db.execute(sql`insert into safety_notices
      (title, text, issuer, source_url, date, severity, brand_id, brand_key, model_keys,
       serial_rules, hours_over)
    select '{"en":"Bench"}', '{"en":"Bench"}', 'manufacturer', 'https://example.com', '2026-01-01',
      (array['grounding','action','info'])[1 + n % 3], ${brand}, 'ozone',
      case when n % 2 = 0 then array['model ' || (n % 10)] else '{}' end,
      jsonb_build_array(jsonb_build_object('from', 'S' || lpad((n * 97)::text, 7, '0'),
        'to', 'S' || lpad((n * 97 + 500)::text, 7, '0'))),
      case when n % 3 = 0 then 200 end
    from generate_series(1, ${noticeCount}) n`);
  await db.execute(sql`analyze safety_notices`);
  console.log(`${noticeCount} notices in ${seconds(tn)} s`);
  const { rows: ozone } = await db.execute<{ id: string }>(sql`select id from gears
    where brand = 'Ozone' order by random() limit ${samples + 10}`);
  const times: number[] = [];
  let matched = 0;
  for (const [i, g] of ozone.entries()) {
    const t = performance.now();
    matched += (await db.transaction((tx) => matchGears(tx, [g.id]))).length;
    if (i >= 10) times.push(performance.now() - t); // the first ten warm the pool and the cache
  }
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(times.length * q))]!;
  console.log(
    `listing against ${noticeCount + 2} notices: ${times.length} listings (${matched} matches), p50 ${at(0.5).toFixed(1)} ms, p95 ${at(0.95).toFixed(1)} ms, max ${at(1).toFixed(1)} ms (goal ≤ 50 ms), load ${loadavg()[0]!.toFixed(1)}`,
  );
} finally {
  await database.close();
  await pg.stop();
  await rm(dir, { recursive: true, force: true });
}
