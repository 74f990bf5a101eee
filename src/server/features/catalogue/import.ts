// The catalogue CSV import and export (npm run catalogue:import / catalogue:export, and the back
// office). Every row is checked before anything is written, and the writes are one transaction:
// a file with any bad row changes nothing. Each table takes the whole file in one statement
// (import-repository.ts): brands and models are matched by name key, and a size already there
// (same model and name) takes the file's facts.
import { nameKey } from '#shared/contracts/catalogue.ts';
import type { Db, Tx } from '#server/db/client.ts';
import { parseCsv, toCsv } from './csv.ts';
import type { CsvProblem } from './csv.ts';
import { CSV_COLUMNS, readCatalogueRows, type CsvEntry } from './csv-rows.ts';
import {
  catalogueRows,
  gearTypeIdsBySlug,
  upsertBrands,
  upsertModels,
  upsertSizes,
  type ModelRow,
} from './import-repository.ts';

const tidy = (name: string) => name.trim().replace(/\s+/g, ' ');

export type ImportResult =
  | { ok: true; sizes: number; models: number; brands: number }
  | { ok: false; problems: CsvProblem[] };

export async function importCatalogueCsv(db: Db, csv: string): Promise<ImportResult> {
  const typeIds = await gearTypeIdsBySlug(db);
  const { entries, problems } = readCatalogueRows(parseCsv(csv), new Set(typeIds.keys()));
  if (problems.length > 0) return { ok: false, problems };
  return db.transaction((tx) => writeEntries(tx, entries, typeIds));
}

async function writeEntries(tx: Tx, entries: CsvEntry[], typeIds: Map<string, string>) {
  // A new brand is written as its first row spells it.
  const brandNames = new Map<string, string>();
  for (const e of entries)
    if (!brandNames.has(nameKey(e.brand))) brandNames.set(nameKey(e.brand), tidy(e.brand));
  const brandIds = await upsertBrands(
    tx,
    [...brandNames].map(([name_key, name]) => ({ name, name_key })),
  );

  const modelKey = (m: Pick<ModelRow, 'brand_id' | 'gear_type_id' | 'name_key'>) =>
    `${m.brand_id}|${m.gear_type_id}|${m.name_key}`;
  const modelOf = (e: CsvEntry): ModelRow => ({
    brand_id: brandIds.get(nameKey(e.brand))!,
    gear_type_id: typeIds.get(e.gear_type)!,
    name: tidy(e.model),
    name_key: nameKey(e.model),
    year: e.year,
  });
  // One row per model (a later row's spelling and year win), each size pointing at its model.
  const models = new Map<string, ModelRow>();
  const sizeModels = entries.map((e) => {
    const model = modelOf(e);
    const key = modelKey(model);
    models.set(key, model);
    return key;
  });
  const modelIds = new Map(
    (await upsertModels(tx, [...models.values()])).map((m) => [modelKey(m), m.id]),
  );

  const sizes = entries.map((e, position) => {
    const { gear_type: _t, brand: _b, model: _m, year: _y, size, ...facts } = e;
    return { ...facts, model_id: modelIds.get(sizeModels[position]!)!, name: size, position };
  });
  await upsertSizes(tx, sizes);
  return { ok: true as const, sizes: sizes.length, models: models.size, brands: brandNames.size };
}

/** The whole catalogue in the import's format (a round trip changes nothing). */
export async function exportCatalogueCsv(db: Db): Promise<string> {
  const rows = await catalogueRows(db);
  return toCsv([[...CSV_COLUMNS], ...rows.map((r) => CSV_COLUMNS.map((c) => r[c]))]);
}
