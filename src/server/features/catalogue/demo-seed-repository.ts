// The demo catalogue: the demo listings' wings, reserves and harnesses with invented but
// plausible sizes, every one marked `source: demo` (the site never shows these numbers as a
// manufacturer's). It goes in through the CSV importer, so the demo exercises the real path;
// the demo seed (db/seed/demo.ts, below the features) is handed this by its caller.
import { sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { CATALOGUE, WING_WEIGHTS } from '#server/db/seed/demo-catalogue.ts';
import { toCsv } from './csv.ts';
import { CSV_COLUMNS } from './csv-rows.ts';
import { importCatalogueCsv } from './import.ts';

const AREA: Record<string, number> = {
  XS: 20,
  S: 21.5,
  SM: 22.5,
  M: 23.6,
  ML: 24.6,
  L: 25.8,
  XL: 27.2,
};
const HEIGHTS: Record<string, [number, number]> = { S: [155, 170], M: [168, 182], L: [180, 195] };

function demoRows(): (string | number | null)[][] {
  const rows: (string | number | null)[][] = [];
  const row = (values: Partial<Record<(typeof CSV_COLUMNS)[number], string | number>>) =>
    rows.push(CSV_COLUMNS.map((c) => values[c] ?? null));
  for (const m of CATALOGUE.wing)
    for (const [size, [min, max]] of Object.entries(WING_WEIGHTS)) {
      const area = AREA[size]!;
      row({
        gear_type: 'wing',
        brand: m.brand,
        model: m.model,
        year: m.props.year,
        size,
        en_class: String(m.props.certification).replace('EN-', ''),
        weight_min: min,
        weight_max: max,
        flat_area: area,
        glider_weight: Math.round(area * 20) / 100,
        source: 'demo',
      });
    }
  for (const m of CATALOGUE.reserve)
    row({
      gear_type: 'reserve',
      brand: m.brand,
      model: m.model,
      size: String(m.props.max_load),
      max_load: m.props.max_load,
      flat_area: Math.round(Number(m.props.max_load) / 4),
      source: 'demo',
    });
  for (const m of CATALOGUE.harness)
    for (const [size, [low, high]] of Object.entries(HEIGHTS))
      row({
        gear_type: 'harness',
        brand: m.brand,
        model: m.model,
        size,
        pilot_height_min: low,
        pilot_height_max: high,
        source: 'demo',
      });
  return rows;
}

/** Imports the demo catalogue and links the demo listings to their sizes (wings by size name,
 * reserves to their model's only size). */
export async function seedDemoCatalogue(db: Db) {
  const result = await importCatalogueCsv(db, toCsv([[...CSV_COLUMNS], ...demoRows()]));
  if (!result.ok) throw new Error(`Demo catalogue: ${JSON.stringify(result.problems[0])}`);
  await db.execute(sql`
    update gears g set catalogue_size_id = s.id
    from catalogue_sizes s
    join catalogue_models m on m.id = s.model_id
    join catalogue_brands b on b.id = m.brand_id
    where g.catalogue_size_id is null
      and m.gear_type_id = g.gear_type_id
      and b.name_key = lower(g.brand) and m.name_key = lower(g.model)
      and (s.name = g.properties->>'size'
           or (g.properties->>'size' is null
               and (select count(*) from catalogue_sizes o where o.model_id = m.id) = 1))`);
}
