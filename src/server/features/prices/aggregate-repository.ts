// A catalogue model's price groups precomputed into model_price_aggregates (docs/api.md,
// "Offers and prices"): at 1M listings one model has ~23k of them and the live quartiles took
// 445 ms (bench/README.md), so the refresh_price_guide job (refresh-repository.ts) and the
// nightly refresh rewrite them, and the endpoint reads one row by key.
import { and, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '#server/db/client.ts';
import { catalogueSizes, modelPriceAggregates } from '#server/db/schema.ts';
import { priceGroups, type PriceGroup } from './repository.ts';

/** '' is the whole model; a size's scope is its id. */
const scopeOf = (sizeId?: string) => sizeId ?? '';

type StoredGroup = Omit<PriceGroup, 'since'> & { since: string };

const stored = (groups: PriceGroup[]): StoredGroup[] =>
  groups.map((g) => ({ ...g, since: g.since.toISOString() }));

const parsed = (groups: StoredGroup[]): PriceGroup[] =>
  groups.map((g) => ({ ...g, since: new Date(g.since) }));

/** Rewrites the rows of the model and of each of its sizes from its listings. */
export async function refreshModelAggregates(tx: Tx, modelId: string) {
  const sizes = await tx
    .select({ id: catalogueSizes.id })
    .from(catalogueSizes)
    .where(eq(catalogueSizes.model_id, modelId));
  for (const sizeId of [undefined, ...sizes.map((s) => s.id)]) {
    const groups = stored(await priceGroups(tx, { modelId, sizeId }));
    await tx
      .insert(modelPriceAggregates)
      .values({ model_id: modelId, scope: scopeOf(sizeId), groups })
      .onConflictDoUpdate({
        target: [modelPriceAggregates.model_id, modelPriceAggregates.scope],
        set: { groups, refreshed_at: sql`now()` },
      });
  }
}

/**
 * The model's (or one size's) price groups: the stored row, else (a model no refresh has
 * reached yet) computed now. Kept only where no row appeared meanwhile: a read must never
 * overwrite a refresh's row with figures from before it (a write-back from the read path would
 * store what this read's snapshot saw, possibly older than the job's).
 */
export async function modelPriceGroups(
  db: Db,
  { modelId, sizeId }: { modelId: string; sizeId?: string },
): Promise<PriceGroup[]> {
  const scope = scopeOf(sizeId);
  const [row] = await db
    .select({ groups: modelPriceAggregates.groups })
    .from(modelPriceAggregates)
    .where(and(eq(modelPriceAggregates.model_id, modelId), eq(modelPriceAggregates.scope, scope)));
  if (row) return parsed(row.groups as StoredGroup[]);
  const groups = await priceGroups(db, { modelId, sizeId });
  await db
    .insert(modelPriceAggregates)
    .values({ model_id: modelId, scope, groups: stored(groups) })
    .onConflictDoNothing();
  return groups;
}

/** Every model with a stored row (the nightly refresh keeps them within the 24-month window). */
export async function modelsWithAggregates(db: Db): Promise<string[]> {
  const rows = await db
    .selectDistinct({ id: modelPriceAggregates.model_id })
    .from(modelPriceAggregates);
  return rows.map((r) => r.id);
}
