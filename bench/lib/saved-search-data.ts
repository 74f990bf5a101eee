// Saved searches for the alert benchmarks (issue 14), added to a bench data set in one statement,
// and the CPU time of a PostgreSQL backend, which the load of a shared machine barely changes
// (the wall time under a load of 20 on 2 cores is several times the work).
import { readFile } from 'node:fs/promises';
import { sql } from 'drizzle-orm';
import type { Db } from '../../src/server/db/client.ts';

/**
 * `count` searches of the first 5 000 users. Filters spread broadly, the worst case for
 * matching: a gear type on 80 %, a price cap (EUR) on half, a brand on a third, free text on a
 * tenth, the fit filters (a take-off weight on a fifth, EN classes on a seventh, a first year on
 * a sixth); a quarter each instant, daily, weekly, off. About 10 % of the alerting searches match
 * any listing.
 */
export async function addSavedSearches(db: Db, count: number): Promise<void> {
  await db.execute(sql`truncate saved_search_matches, saved_searches`);
  await db.execute(sql`
    with types as (select array_agg(id) as ids from gear_types),
         brands as (select array_agg(distinct brand) as names from gears),
         owners as (select array_agg(id) as ids from (select id from users limit 5000) u)
    insert into saved_searches (user_id, name, query, frequency, gear_type_id, max_price, currency,
                                brand_text, text_query, takeoff_weight, en_classes, year_min)
    select owners.ids[1 + i % array_length(owners.ids, 1)], 'bench ' || i, '',
           (array['instant','daily','weekly','off'])[1 + i % 4],
           case when i % 10 < 8 then types.ids[1 + i % array_length(types.ids, 1)] end,
           case when i % 2 = 0 then 500 + (i % 40) * 100 end,
           case when i % 2 = 0 then 'EUR' end,
           case when i % 3 = 0 then brands.names[1 + i % array_length(brands.names, 1)] end,
           case when i % 10 = 9 then 'light:*' end,
           case when i % 5 = 1 then 60 + (i % 7) * 10 end,
           case when i % 7 = 2 then (case i % 3 when 0 then array['B'] when 1 then array['A', 'B'] else array['C', 'D'] end) end,
           case when i % 6 = 3 then 2016 + i % 8 end
      from generate_series(1, ${count}) i, types, brands, owners`);
  await db.execute(sql`analyze saved_searches`);
}

/** CPU milliseconds (user + system) a process has used so far (Linux /proc, 10 ms ticks). */
export async function cpuMs(pid: number): Promise<number> {
  const fields = (await readFile(`/proc/${pid}/stat`, 'utf8')).split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/** The backend process of a pooled connection: pin the pool to one connection to use it. */
export async function backendPid(db: Db): Promise<number> {
  const { rows } = await db.execute<{ pid: number }>(sql`select pg_backend_pid() as pid`);
  return rows[0]!.pid;
}
