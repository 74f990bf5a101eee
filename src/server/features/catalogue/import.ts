// The catalogue CSV import and export (npm run catalogue:import / catalogue:export, and the back
// office). An import is one transaction: a file with any bad row changes nothing. Rows are
// written in batches (a 20 000-size file is a few dozen statements): brands and models are
// matched by name key, and a size already there (same model and name) takes the file's facts.
import { asc, eq, inArray, sql } from 'drizzle-orm';
import { nameKey } from '#shared/contracts/catalogue.ts';
import type { Db, Tx } from '#server/db/client.ts';
import { catalogueBrands, catalogueModels, catalogueSizes, gearTypes } from '#server/db/schema.ts';
import { parseCsv, toCsv } from './csv.ts';
import { CSV_COLUMNS, readCatalogueRows, type CsvEntry, type CsvProblem } from './csv-rows.ts';

const BATCH = 1000;
const batches = <T>(list: T[]) =>
  Array.from({ length: Math.ceil(list.length / BATCH) }, (_, i) =>
    list.slice(i * BATCH, (i + 1) * BATCH),
  );
const tidy = (name: string) => name.trim().replace(/\s+/g, ' ');

export type ImportResult =
  | { ok: true; sizes: number; models: number; brands: number }
  | { ok: false; problems: CsvProblem[] };

export async function importCatalogueCsv(db: Db, csv: string): Promise<ImportResult> {
  const types = await db.select({ id: gearTypes.id, slug: gearTypes.slug }).from(gearTypes);
  const typeIds = new Map(types.map((t) => [t.slug, t.id]));
  const { entries, problems } = readCatalogueRows(parseCsv(csv), new Set(typeIds.keys()));
  if (problems.length > 0) return { ok: false, problems };
  return db.transaction((tx) => writeEntries(tx, entries, typeIds));
}

async function writeEntries(tx: Tx, entries: CsvEntry[], typeIds: Map<string, string>) {
  // A new brand is written as its first row spells it.
  const brandNames = new Map<string, string>();
  for (const e of entries)
    if (!brandNames.has(nameKey(e.brand))) brandNames.set(nameKey(e.brand), tidy(e.brand));
  for (const batch of batches([...brandNames]))
    await tx
      .insert(catalogueBrands)
      .values(batch.map(([name_key, name]) => ({ name, name_key })))
      .onConflictDoNothing({ target: catalogueBrands.name_key });
  const brandIds = new Map<string, string>();
  for (const batch of batches([...brandNames.keys()]))
    for (const b of await tx
      .select({ id: catalogueBrands.id, key: catalogueBrands.name_key })
      .from(catalogueBrands)
      .where(inArray(catalogueBrands.name_key, batch)))
      brandIds.set(b.key, b.id);

  const modelKey = (e: CsvEntry) =>
    `${brandIds.get(nameKey(e.brand))}|${typeIds.get(e.gear_type)}|${nameKey(e.model)}`;
  const models = new Map(
    entries.map((e) => [
      modelKey(e),
      {
        brand_id: brandIds.get(nameKey(e.brand))!,
        gear_type_id: typeIds.get(e.gear_type)!,
        name: tidy(e.model),
        name_key: nameKey(e.model),
        year: e.year,
      },
    ]),
  );
  const modelIds = new Map<string, string>();
  for (const batch of batches([...models.values()]))
    for (const m of await tx
      .insert(catalogueModels)
      .values(batch)
      .onConflictDoUpdate({
        target: [catalogueModels.brand_id, catalogueModels.gear_type_id, catalogueModels.name_key],
        set: { year: sql`coalesce(excluded.year, ${catalogueModels.year})` },
      })
      .returning())
      modelIds.set(`${m.brand_id}|${m.gear_type_id}|${m.name_key}`, m.id);

  const sizes = entries.map((e, position) => {
    const { gear_type: _t, brand: _b, model: _m, year: _y, size, ...facts } = e;
    return { ...facts, model_id: modelIds.get(modelKey(e))!, name: size, position };
  });
  const facts = Object.fromEntries(
    ['en_class', 'weight_min', 'weight_max', 'flat_area', 'glider_weight', 'max_load']
      .concat(['pilot_height_min', 'pilot_height_max', 'source', 'position'])
      .map((c) => [c, sql.raw(`excluded.${c}`)]),
  );
  for (const batch of batches(sizes))
    await tx
      .insert(catalogueSizes)
      .values(batch)
      .onConflictDoUpdate({ target: [catalogueSizes.model_id, catalogueSizes.name], set: facts });
  return { ok: true as const, sizes: sizes.length, models: models.size, brands: brandNames.size };
}

/** The whole catalogue in the import's format (a round trip changes nothing). */
export async function exportCatalogueCsv(db: Db): Promise<string> {
  const rows = await db
    .select({
      gear_type: gearTypes.slug,
      brand: catalogueBrands.name,
      model: catalogueModels.name,
      year: catalogueModels.year,
      size: catalogueSizes.name,
      en_class: catalogueSizes.en_class,
      weight_min: catalogueSizes.weight_min,
      weight_max: catalogueSizes.weight_max,
      flat_area: catalogueSizes.flat_area,
      glider_weight: catalogueSizes.glider_weight,
      max_load: catalogueSizes.max_load,
      pilot_height_min: catalogueSizes.pilot_height_min,
      pilot_height_max: catalogueSizes.pilot_height_max,
      source: catalogueSizes.source,
    })
    .from(catalogueSizes)
    .innerJoin(catalogueModels, eq(catalogueModels.id, catalogueSizes.model_id))
    .innerJoin(catalogueBrands, eq(catalogueBrands.id, catalogueModels.brand_id))
    .innerJoin(gearTypes, eq(gearTypes.id, catalogueModels.gear_type_id))
    .orderBy(
      asc(gearTypes.position),
      asc(catalogueBrands.name_key),
      asc(catalogueModels.name_key),
      asc(catalogueSizes.position),
    );
  return toCsv([[...CSV_COLUMNS], ...rows.map((r) => CSV_COLUMNS.map((c) => r[c]))]);
}
