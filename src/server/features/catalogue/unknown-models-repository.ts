// Listings whose brand and model the catalogue does not know (by name key): what staff add next.
import { sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';

type Row = { gear_type: string; brand: string; model: string; listings: number };

/** The 100 most listed unknown pairs. Keys are compared lower-cased and space-collapsed in SQL. */
export async function unknownModels(db: Db): Promise<Row[]> {
  const key = (column: string) =>
    sql.raw(`lower(regexp_replace(btrim(${column}), '\\s+', ' ', 'g'))`);
  const result = await db.execute(sql`
    select g.gear_type_id as gear_type, min(g.brand) as brand, min(g.model) as model,
           count(*)::int as listings
    from gears g
    where g.catalogue_size_id is null
      and not exists (
        select 1 from catalogue_models m
        join catalogue_brands b on b.id = m.brand_id
        where m.gear_type_id = g.gear_type_id
          and b.name_key = ${key('g.brand')} and m.name_key = ${key('g.model')})
    group by g.gear_type_id, ${key('g.brand')}, ${key('g.model')}
    order by listings desc, brand, model
    limit 100`);
  return result.rows as Row[];
}
