// Catalogue models with few listings for the model page benchmarks (bench/model-page*.ts). The
// generated data set links every listing to the demo catalogue's big models (14 000–23 000 public
// listings each at 1M), so a model with few has to be made: three models of a brand of their own
// ("Bench Few"), with 1, 5 and 50 listings, of 7 sizes each (as 18 of the demo catalogue's 37
// models: PostgreSQL estimates a model's listings from its number of sizes, so it then expects
// thousands and walks the newest-first index for them), re-linked from the OLDEST
// public listings (the last of the newest-first index: the worst case for a page that walks it
// checking each listing's size). Made once per data set (the brand is the marker); it takes those
// 56 listings from their models, whose stored prices are not refreshed (no bench reads them).
import pg from 'pg';

export const FEW_LISTINGS = [
  { name: 'Few 1', listings: 1, sizes: 7 },
  { name: 'Few 5', listings: 5, sizes: 7 },
  { name: 'Few 50', listings: 50, sizes: 7 },
];

/** The few-listing models' ids and listing counts, made first if the data set has none. */
export async function fewListingModels(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('begin');
    const { rows: found } = await client.query<{ id: string }>(
      `select id from catalogue_brands where name_key = 'bench few'`,
    );
    if (found.length === 0) await makeModels(client);
    await client.query('commit');
    const { rows } = await client.query<{ id: string; name: string; n: number }>(`
      select m.id, m.name, count(g.id)::int as n from catalogue_models m
        join catalogue_brands b on b.id = m.brand_id and b.name_key = 'bench few'
        join catalogue_sizes s on s.model_id = m.id
        join gears g on g.catalogue_size_id = s.id
       group by m.id, m.name order by n`);
    return rows;
  } finally {
    await client.end();
  }
}

async function makeModels(client: pg.Client) {
  const {
    rows: [brand],
  } = await client.query<{ id: string }>(
    `insert into catalogue_brands (name, name_key) values ('Bench Few', 'bench few') returning id`,
  );
  let taken = 0;
  for (const model of FEW_LISTINGS) {
    const {
      rows: [row],
    } = await client.query<{ id: string }>(
      `insert into catalogue_models (brand_id, gear_type_id, name, name_key)
       select $1, gear_type_id, $2, lower($2) from catalogue_models limit 1 returning id`,
      [brand!.id, model.name],
    );
    const { rows: sizes } = await client.query<{ id: string }>(
      `insert into catalogue_sizes (model_id, name, source, position)
       select $1, 'S' || p, 'bench', p from generate_series(1, $2::int) p returning id`,
      [row!.id, model.sizes],
    );
    // The oldest public listings not yet taken, dealt out over the sizes in turn.
    await client.query(
      `with oldest as (
         select g.id, row_number() over (order by g.created_at, g.id) - 1 as i from gears g
          where g.status = 'active' and not g.is_hidden
            and not exists (select 1 from users u where u.id = g.user_id and u.is_suspended)
          order by g.created_at, g.id offset $2 limit $3)
       update gears g set catalogue_size_id = ($1::uuid[])[1 + (o.i % $4)]
         from oldest o where o.id = g.id`,
      [sizes.map((s) => s.id), taken, model.listings, sizes.length],
    );
    taken += model.listings;
  }
  // As autovacuum would: the planner then knows the new models' sizes, not only the listings.
  await client.query('analyze gears, catalogue_sizes, catalogue_models');
}
