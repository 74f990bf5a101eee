// Benchmark: a new listing matched against 100 000 saved searches (goal ≤ 1 s, issue 14). Opens
// the smallest data set, adds N saved searches with filters spread like real ones (a gear type
// on most, a price cap on half, a brand on a third, free text on a tenth), then times
// matchSavedSearches() for listings of each gear type, each in a transaction rolled back so
// every run matches afresh. Prints p50/max and the plan of the slowest.
//   node bench/saved-search-match.ts [--searches 100000] [--samples 20]
import { sql } from 'drizzle-orm';
import { connect } from '../src/server/db/client.ts';
import { matchSavedSearches } from '../src/server/features/saved-searches/matching.ts';
import { installJobQueue } from '../src/server/jobs/queue.ts';
import { openDataset } from './lib/dataset.ts';

const arg = (name: string, fallback: number) => {
  const at = process.argv.indexOf(`--${name}`);
  return at > 0 ? Number(process.argv[at + 1]) : fallback;
};
const searches = arg('searches', 100_000);
const samples = arg('samples', 20);

const dataset = await openDataset(10_000);
const database = connect(dataset.url, 2);
try {
  await installJobQueue(database.pool);
  const db = database.db;
  await db.execute(sql`truncate saved_search_matches, saved_searches`);
  await db.execute(sql`
    with types as (select array_agg(id) as ids from gear_types),
         brands as (select array_agg(distinct brand) as names from gears),
         owners as (select array_agg(id) as ids from (select id from users limit 5000) u)
    insert into saved_searches (user_id, name, query, frequency, gear_type_id, max_price, currency,
                                brand_text, text_query)
    select owners.ids[1 + i % array_length(owners.ids, 1)], 'bench ' || i, '',
           (array['instant','daily','weekly','off'])[1 + i % 4],
           case when i % 10 < 8 then types.ids[1 + i % array_length(types.ids, 1)] end,
           case when i % 2 = 0 then 500 + (i % 40) * 100 end,
           case when i % 2 = 0 then 'EUR' end,
           case when i % 3 = 0 then brands.names[1 + i % array_length(brands.names, 1)] end,
           case when i % 10 = 9 then 'light:*' end
      from generate_series(1, ${searches}) i, types, brands, owners`);
  await db.execute(sql`analyze saved_searches`);
  const { rows: gearRows } = await db.execute<{ id: string }>(
    sql`select id from gears where status = 'active' and not is_hidden order by random() limit ${samples}`,
  );
  const times: number[] = [];
  let matched = 0;
  for (const { id } of gearRows) {
    const started = performance.now();
    await db
      .transaction(async (tx) => {
        matched += (await matchSavedSearches(tx, { gearId: id, delaySeconds: 300 })).length;
        times.push(performance.now() - started);
        tx.rollback();
      })
      .catch(() => {});
  }
  times.sort((a, b) => a - b);
  const p50 = times[Math.floor(times.length / 2)]!;
  console.log(
    `${searches} saved searches, ${times.length} listings: p50 ${p50.toFixed(1)} ms, max ${times.at(-1)!.toFixed(1)} ms, ${(matched / times.length).toFixed(0)} matches per listing`,
  );
  await db.execute(sql`truncate saved_search_matches, saved_searches`);
} finally {
  await database.close();
  await dataset.stop();
}
