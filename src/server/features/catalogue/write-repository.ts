// SQL of staff writes to the catalogue: one brand, model or size row inserted, updated or
// deleted. The service wraps each in a transaction with its audit record.
import { eq } from 'drizzle-orm';
import type { Tx } from '#server/db/client.ts';
import { catalogueBrands, catalogueModels, catalogueSizes } from '#server/db/schema.ts';

export type CatalogueKind = 'brand' | 'model' | 'size';
const TABLES = { brand: catalogueBrands, model: catalogueModels, size: catalogueSizes };

/** Inserts a new entry, or updates entry `id`; answers the row's id. */
export async function writeEntry(
  tx: Tx,
  { kind, id, values }: { kind: CatalogueKind; id?: string; values: Record<string, unknown> },
): Promise<string> {
  const table = TABLES[kind];
  const [row] = id
    ? await tx.update(table).set(values).where(eq(table.id, id)).returning({ id: table.id })
    : await tx
        .insert(table)
        .values(values as never)
        .returning({ id: table.id });
  return row!.id;
}

export async function deleteEntryRow(tx: Tx, { kind, id }: { kind: CatalogueKind; id: string }) {
  const table = TABLES[kind];
  await tx.delete(table).where(eq(table.id, id));
}
