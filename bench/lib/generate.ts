// Fills a database with `size` realistic listings inside PostgreSQL (generate_series), so a
// million rows take minutes, not the hours of row-by-row inserts from Node. Distributions follow
// the demo catalogue (real brands and models, used-market prices), skewed the way a marketplace
// is: many sellers with one or two listings and a few shops with hundreds, most listings recent,
// wings the most common type, Germany and France the biggest markets.
import type pg from 'pg';
import { GEAR_TYPE_IDS } from '#shared/constants.ts';
import { CERTIFIERS } from '../../src/server/db/seed/certifiers.ts';
import {
  CATALOGUE,
  CLOSERS,
  OPENERS,
  WING_WEIGHTS,
  type GearSlug,
} from '../../src/server/db/seed/demo-catalogue.ts';

/** Share of listings per gear type (wings dominate the used market, paramotors are rare). */
const TYPE_SHARE: Record<GearSlug, number> = {
  wing: 0.4,
  harness: 0.2,
  instrument: 0.17,
  reserve: 0.12,
  paramotor: 0.05,
  accessories: 0.06,
};

/** Seller and listing countries, in percent. */
const COUNTRY_SHARE: Record<string, number> = {
  DE: 24,
  FR: 20,
  ES: 10,
  CH: 9,
  GB: 9,
  IT: 8,
  AT: 7,
  PT: 5,
  BR: 3,
  US: 3,
  SI: 2,
};

const FIRST = ['Lena', 'João', 'Carmen', 'Pierre', 'Tom', 'Anna', 'Marco', 'Sofia', 'Luis', 'Eva'];
const LAST = ['Schneider', 'Carvalho', 'Ortega', 'Lefèvre', 'Whitfield', 'Rossi', 'Huber', 'Silva'];
/** Exchange rates from EUR, so a price reads like a real one in its currency. */
const RATE = { EUR: 1, GBP: 0.85, USD: 1.08, IRR: 45_000 };

export type BenchPhoto = { key: string; width: number; height: number };
export type GenerateOptions = {
  size: number;
  passwordHash: string;
  photos: BenchPhoto[];
  /**
   * Passports (issue 35): an item for every wing and reserve listing and 3 records per listing
   * in all (300 000 at 100k). Off, the same listings (same seed) with no item: the baseline.
   */
  passport: boolean;
};

const repeatEach = (shares: Record<string, number>, total: number) =>
  Object.entries(shares).flatMap(([value, share]) =>
    Array<string>(Math.round(share * total)).fill(value),
  );

/** The reference tables the generator joins against, as JSON parameters. */
function referenceData() {
  const models = Object.entries(CATALOGUE).flatMap(([slug, list]) =>
    list.map((m) => ({
      slug,
      gear_type_id: GEAR_TYPE_IDS[slug as GearSlug],
      brand: m.brand,
      model: m.model,
      pmin: m.price[0],
      pmax: m.price[1],
      props: m.props,
    })),
  );
  const indexed = models.map((m, idx) => ({ ...m, idx }));
  // 1000 slots: a listing picks a slot uniformly, so a type's share of slots is its share of rows.
  const slots: number[] = [];
  for (const [slug, share] of Object.entries(TYPE_SHARE)) {
    const ofType = indexed.filter((m) => m.slug === slug);
    const n = Math.round(share * 1000);
    for (let i = 0; i < n; i++) slots.push(ofType[i % ofType.length]!.idx);
  }
  const texts = Object.entries(OPENERS).map(([slug, openers]) => ({ slug, openers }));
  return { models: indexed, slots, texts, countries: repeatEach(COUNTRY_SHARE, 1) };
}

/** Runs `sql` and logs how long it took. */
async function step(client: pg.Client, label: string, sql: string, params: unknown[] = []) {
  const start = Date.now();
  const result = await client.query(sql, params);
  console.log(`[bench:data]   ${label}: ${((Date.now() - start) / 1000).toFixed(1)} s`);
  return result;
}

export async function generate(
  client: pg.Client,
  { size, passwordHash, photos, passport }: GenerateOptions,
) {
  const ref = referenceData();
  const sellers = Math.max(50, Math.round(size / 4));
  await client.query('BEGIN');
  // Rows are consistent by construction: skip the foreign-key triggers of a million inserts.
  await client.query(`SET LOCAL session_replication_role = replica`);
  await client.query(`SET LOCAL maintenance_work_mem = '256MB'`);
  await client.query(`SELECT setseed(0.2024)`);
  await step(client, 'clear', 'TRUNCATE users, gears, gear_pictures, items, item_records CASCADE');
  // Building the secondary indexes once at the end is several times faster than keeping them
  // up to date row by row; their definitions are read back, so they stay what the migrations made.
  const { rows: indexes } = await client.query<{ name: string; def: string }>(`
    SELECT i.indexrelid::regclass::text AS name, pg_get_indexdef(i.indexrelid) AS def
    FROM pg_index i
    WHERE i.indrelid IN ('gears'::regclass, 'gear_pictures'::regclass, 'items'::regclass,
                         'item_records'::regclass, 'users'::regclass)
      AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conindid = i.indexrelid)`);
  for (const index of indexes) await client.query(`DROP INDEX ${index.name}`);

  await client.query(
    `
    CREATE TEMP TABLE bench_models ON COMMIT DROP AS
    SELECT * FROM jsonb_to_recordset($1::jsonb) AS x(idx int, slug text, gear_type_id uuid,
      brand text, model text, pmin int, pmax int, props jsonb)`,
    [JSON.stringify(ref.models)],
  );
  await client.query(
    `
    CREATE TEMP TABLE bench_slots ON COMMIT DROP AS
    SELECT (ord - 1)::int AS slot, idx::int AS model_idx
    FROM jsonb_array_elements_text($1::jsonb) WITH ORDINALITY AS t(idx, ord)`,
    [JSON.stringify(ref.slots)],
  );
  await client.query(
    `
    CREATE TEMP TABLE bench_texts ON COMMIT DROP AS
    SELECT * FROM jsonb_to_recordset($1::jsonb) AS x(slug text, openers text[])`,
    [
      JSON.stringify(
        ref.texts.map((t) => ({
          slug: t.slug,
          openers: `{${t.openers.map((o) => JSON.stringify(o)).join(',')}}`,
        })),
      ),
    ],
  );
  await client.query(
    `
    CREATE TEMP TABLE bench_photos ON COMMIT DROP AS
    SELECT (ord - 1)::int AS i, p ->> 'key' AS key, (p ->> 'width')::int AS width,
      (p ->> 'height')::int AS height
    FROM jsonb_array_elements($1::jsonb) WITH ORDINALITY AS t(p, ord)`,
    [JSON.stringify(photos)],
  );

  await step(
    client,
    `${sellers} users`,
    `INSERT INTO users (username, email, password_hash, first_name, last_name, country,
       phone_number, is_certified_seller, email_verified, language, date_joined, updated_at)
     SELECT 'pilot' || n, 'pilot' || n || '@bench.example', $2,
       ($3::text[])[1 + floor(r1 * array_length($3::text[], 1))::int],
       ($4::text[])[1 + floor(r2 * array_length($4::text[], 1))::int],
       ($5::text[])[1 + floor(r3 * array_length($5::text[], 1))::int],
       '+00 000 ' || lpad(n::text, 7, '0'),
       r4 < 0.05, true, (ARRAY['en', 'pt', 'es', 'fr'])[1 + floor(r2 * 4)::int],
       now() - r1 * interval '6 years', now()
     FROM (SELECT n, random() r1, random() r2, random() r3, random() r4
           FROM generate_series(0, $1::int - 1) n) s`,
    [sellers, passwordHash, FIRST, LAST, ref.countries],
  );
  await client.query(`
    CREATE TEMP TABLE bench_users ON COMMIT DROP AS
    SELECT substring(username from 6)::int AS n, id, country FROM users`);

  // Every random draw is a column of the series, so each row gets its own (a LATERAL subquery
  // without outer references would be evaluated once for all rows).
  await step(
    client,
    `${size} gears`,
    `INSERT INTO gears (user_id, gear_type_id, name, brand, model, description, price, currency,
       properties, country, status, is_hidden, created_at, updated_at)
     SELECT u.id, m.gear_type_id,
       m.brand || ' ' || m.model || CASE m.slug WHEN 'wing' THEN ' ' || z.size
         WHEN 'harness' THEN ' (size ' || z.hsize || ')' ELSE '' END,
       m.brand, m.model,
       replace(t.openers[1 + floor(s.r_text * array_length(t.openers, 1))::int], '{model}',
         m.brand || ' ' || m.model)
         || CASE WHEN s.r_text2 < 0.6 THEN ' ' || ($4::text[])[1 + floor(s.r_text2 / 0.6
           * array_length($4::text[], 1))::int] ELSE '' END,
       CASE WHEN p.eur * r.rate >= 200 THEN round(p.eur * r.rate / 10) * 10
         ELSE round(p.eur * r.rate / 5) * 5 END,
       c.currency,
       CASE m.slug
         WHEN 'wing' THEN m.props || jsonb_build_object('size', z.size,
           'weight_min', ($5::jsonb -> z.size ->> 0)::int,
           'weight_max', ($5::jsonb -> z.size ->> 1)::int,
           'year', least((m.props ->> 'year')::int + floor(s.r_year * 4)::int, 2025))
           || CASE WHEN s.r_opt < 0.8
             THEN jsonb_build_object('flight_hours', 12 + floor(s.r_hours * 208)::int)
             ELSE '{}'::jsonb END
         WHEN 'harness' THEN m.props || jsonb_build_object('size', z.hsize)
           || CASE WHEN s.r_opt < 0.6 THEN jsonb_build_object('certification',
             CASE WHEN s.r_year < 0.5 THEN 'EN 1651' ELSE 'LTF 91/09' END) ELSE '{}'::jsonb END
         WHEN 'instrument' THEN m.props || CASE WHEN s.r_opt < 0.6
           THEN jsonb_build_object('year', 2018 + floor(s.r_year * 7)::int) ELSE '{}'::jsonb END
         WHEN 'reserve' THEN m.props || CASE WHEN s.r_opt < 0.7
           THEN jsonb_build_object('last_repack',
             to_char(now() - (20 + floor(s.r_hours * 250)) * interval '1 day', 'YYYY-MM-DD'))
           ELSE '{}'::jsonb END
         WHEN 'paramotor' THEN m.props || jsonb_build_object(
           'engine_hours', 40 + floor(s.r_hours * 260)::int, 'year', 2012 + floor(s.r_year * 12)::int)
         ELSE CASE WHEN s.r_opt < 0.75 THEN jsonb_build_object('condition',
           (ARRAY['new', 'like_new', 'used'])[1 + floor(s.r_year * 3)::int]) ELSE '{}'::jsonb END
       END,
       z.country,
       CASE WHEN s.r_status < 0.8 THEN 'active' WHEN s.r_status < 0.95 THEN 'sold'
         ELSE 'archived' END,
       s.r_hidden < 0.002,
       z.created, least(now(), z.created + s.r_text2 * interval '10 days')
     FROM (SELECT g, random() r_model, random() r_user, random() r_size, random() r_year,
             random() r_hours, random() r_opt, random() r_price, random() r_country,
             random() r_cur, random() r_status, random() r_hidden, random() r_age,
             random() r_text, random() r_text2
           FROM generate_series(1, $1::int) g) s
     JOIN bench_slots sl ON sl.slot = floor(s.r_model * 1000)::int
     JOIN bench_models m ON m.idx = sl.model_idx
     JOIN bench_texts t ON t.slug = m.slug
     JOIN bench_users u ON u.n = floor(power(s.r_user, 3) * $2::int)::int
     CROSS JOIN LATERAL (SELECT
       (ARRAY['XS', 'S', 'SM', 'M', 'M', 'ML', 'ML', 'L', 'XL'])[1 + floor(s.r_size * 9)::int] AS size,
       (ARRAY['XS', 'S', 'M', 'M', 'L', 'L', 'XL'])[1 + floor(s.r_size * 7)::int] AS hsize,
       CASE WHEN s.r_country < 0.85 THEN u.country
         ELSE ($3::text[])[1 + floor((s.r_country - 0.85) / 0.15 * array_length($3::text[], 1))::int]
       END AS country,
       now() - power(s.r_age, 1.6) * interval '3 years' AS created) z
     CROSS JOIN LATERAL (SELECT CASE WHEN z.country = 'GB' THEN 'GBP'
       WHEN s.r_cur < 0.06 THEN 'USD' WHEN s.r_cur < 0.061 THEN 'IRR' ELSE 'EUR' END AS currency) c
     CROSS JOIN LATERAL (SELECT ($6::jsonb ->> c.currency)::numeric AS rate) r
     CROSS JOIN LATERAL (SELECT m.pmin + (m.pmax - m.pmin) * s.r_price AS eur) p`,
    [size, sellers, ref.countries, CLOSERS, JSON.stringify(WING_WEIGHTS), JSON.stringify(RATE)],
  );

  // The price in euros (migration 0027) is kept by a trigger, which the replica role skips.
  await step(
    client,
    'price in euros',
    `UPDATE gears g SET price_eur = g.price * r.to_eur FROM currency_rates r
      WHERE r.currency = g.currency`,
  );

  // 0 to 5 photos per listing (about 2.3 on average), drawn from the listing id's hash.
  const counts = [0, 0, 1, 1, 1, 1, 1, 1, 2, 2, 2, 2, 2, 2, 2, 3, 3, 3, 3, 3, 4, 4, 4, 5, 5];
  await step(
    client,
    'gear_pictures',
    `INSERT INTO gear_pictures (gear_id, position, storage_key, width, height, has_medium, created_at)
     SELECT g.id, pos, ph.key, ph.width, ph.height, true, g.created_at
     FROM (SELECT id, created_at, decode(md5(id::text), 'hex') h FROM gears) g
     CROSS JOIN LATERAL generate_series(0,
       ($1::int[])[1 + get_byte(g.h, 0) % array_length($1::int[], 1)] - 1) AS pos
     JOIN bench_photos ph ON ph.i = (get_byte(g.h, 1) + pos) % $2::int`,
    [counts, photos.length],
  );
  // Catalogue sizes (the demo catalogue, imported before): as the demo seed links its listings,
  // wings by size name, the others by their model's only size. The price guide reads them.
  await step(
    client,
    'catalogue sizes',
    `UPDATE gears g SET catalogue_size_id = s.id
     FROM catalogue_sizes s
     JOIN catalogue_models m ON m.id = s.model_id
     JOIN catalogue_brands b ON b.id = m.brand_id
     WHERE m.gear_type_id = g.gear_type_id
       AND b.name_key = lower(g.brand) AND m.name_key = lower(g.model)
       AND (s.name = g.properties ->> 'size'
            OR (g.properties ->> 'size' IS NULL
                AND (SELECT count(*) FROM catalogue_sizes o WHERE o.model_id = m.id) = 1))`,
  );
  await generatePassports(client, size, passport);
  for (const index of indexes) await step(client, `index ${index.name}`, index.def);
  await client.query('COMMIT');
  await step(client, 'vacuum analyze', 'VACUUM ANALYZE');
}

/**
 * With `passport`: an item for every wing and reserve listing, a check certificate (a check
 * record through the listing, naming a certifier) for about a third of the wings, and more
 * records (checks, repacks, repairs, notes over three years) up to 3 × size in all. Without it,
 * no item and no record: the baseline of the list's cost.
 */
async function generatePassports(client: pg.Client, size: number, passport: boolean) {
  if (!passport) return;
  const wingsAndReserves = [GEAR_TYPE_IDS.wing, GEAR_TYPE_IDS.reserve];
  await step(
    client,
    'items',
    `INSERT INTO items (id, owner_id, gear_type_id, brand, model, catalogue_size_id, serial,
       flight_hours, created_at)
     SELECT g.id, g.user_id, g.gear_type_id, g.brand, g.model, g.catalogue_size_id,
       'BENCH' || upper(substr(md5(g.id::text), 1, 10)),
       (g.properties ->> 'flight_hours')::real, g.created_at
     FROM gears g
     WHERE g.gear_type_id = ANY($1::uuid[])`,
    [wingsAndReserves],
  );
  await step(
    client,
    'gears.item_id',
    `UPDATE gears g SET item_id = g.id FROM items i WHERE i.id = g.id`,
  );
  await step(
    client,
    'certificates',
    `INSERT INTO item_records (item_id, gear_id, user_id, kind, certifier_id, date, valid_until,
       porosity, lines_need_trim, canopy_ok, created_at)
     SELECT g.id, g.id, g.user_id, 'check',
       ($2::uuid[])[1 + get_byte(h, 3) % array_length($2::uuid[], 1)],
       (now() - (20 + get_byte(h, 4)) * interval '1 day')::date,
       (now() - (20 + get_byte(h, 4)) * interval '1 day' + interval '730 days')::date,
       jsonb_build_array(jsonb_build_object('point', '', 'value', 6 + get_byte(h, 5) % 22, 'limit', null)),
       get_byte(h, 6) < 64, get_byte(h, 7) < 230, g.created_at
     FROM (SELECT id, user_id, created_at, decode(md5(id::text), 'hex') h FROM gears
           WHERE gear_type_id = $1) g
     WHERE get_byte(h, 2) < 90`,
    [GEAR_TYPE_IDS.wing, CERTIFIERS.map((c) => c.id)],
  );
  await client.query(`
    CREATE TEMP TABLE bench_items ON COMMIT DROP AS
    SELECT (row_number() OVER (ORDER BY id))::int - 1 AS n, id, owner_id, gear_type_id
    FROM items`);
  await step(
    client,
    'item_records',
    `INSERT INTO item_records (item_id, user_id, kind, date, flight_hours, porosity, verdict, text)
     SELECT i.id, i.owner_id,
       CASE WHEN i.gear_type_id = $2 THEN (ARRAY['repack', 'repack', 'note'])[1 + r.n % 3]
         ELSE (ARRAY['check', 'check', 'repair', 'note'])[1 + r.n % 4] END,
       (now() - (r.n % 1095) * interval '1 day')::date, 10 + r.n % 200,
       CASE WHEN i.gear_type_id = $2 THEN '[]'::jsonb
         ELSE '[{"point":"A","value":40,"limit":10}]'::jsonb END,
       CASE WHEN i.gear_type_id <> $2 AND r.n % 4 < 2 THEN 'airworthy' END, ''
     FROM generate_series(0, $1::int - 1 - (SELECT count(*) FROM item_records)::int) r(n)
     JOIN bench_items i ON i.n = r.n % (SELECT count(*) FROM bench_items)::int`,
    [3 * size, GEAR_TYPE_IDS.reserve],
  );
}
