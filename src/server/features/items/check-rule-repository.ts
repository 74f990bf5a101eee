// SQL of the catalogue's check rules: the rule of a model, and of many items at once (a page of
// cards). An item finds its model through its catalogue size, else by brand and model name.
import { and, eq, sql } from 'drizzle-orm';
import { generalRule, type CheckRule } from '#shared/passport/check-rule.ts';
import type { Db, Tx } from '#server/db/client.ts';
import { preparedOn } from '#server/db/prepared.ts';
import {
  catalogueBrands,
  catalogueCheckRules,
  catalogueModels,
  catalogueSizes,
  items,
} from '#server/db/schema.ts';

const ruleColumns = {
  check_months: catalogueCheckRules.check_months,
  check_hours: catalogueCheckRules.check_hours,
  repack_months: catalogueCheckRules.repack_months,
  lifespan_years: catalogueCheckRules.lifespan_years,
  source: catalogueCheckRules.source,
};

/** The model's own rule, else the general rule of its gear type; null for an unknown model. */
export async function checkRuleOfModel(db: Db, modelId: string): Promise<CheckRule | null> {
  const [row] = await db
    .select({ gear_type: catalogueModels.gear_type_id, rule: ruleColumns })
    .from(catalogueModels)
    .leftJoin(catalogueCheckRules, eq(catalogueCheckRules.model_id, catalogueModels.id))
    .where(eq(catalogueModels.id, modelId))
    .limit(1);
  if (!row) return null;
  return row.rule?.source ? (row.rule as CheckRule) : generalRule(row.gear_type);
}

// The name keys of catalogue.ts's nameKey, in SQL (lower case; accents are rare in brand names).
const key = (column: typeof items.brand | typeof items.model) =>
  sql`regexp_replace(lower(trim(${column})), '\\s+', ' ', 'g')`;

/**
 * Joins each `items` row to its model's rule (none: the general rule applies). Its model is the
 * one of its catalogue size, else the one of its brand and model name.
 */
export function ruleOfItem(db: Db | Tx) {
  const bySize = db
    .select({ model: catalogueSizes.model_id })
    .from(catalogueSizes)
    .where(eq(catalogueSizes.id, items.catalogue_size_id));
  const byName = db
    .select({ model: catalogueModels.id })
    .from(catalogueModels)
    .innerJoin(catalogueBrands, eq(catalogueBrands.id, catalogueModels.brand_id))
    .where(
      and(
        eq(catalogueModels.gear_type_id, items.gear_type_id),
        sql`${catalogueBrands.name_key} = ${key(items.brand)}`,
        sql`${catalogueModels.name_key} = ${key(items.model)}`,
      ),
    )
    .limit(1);
  return sql`${catalogueCheckRules.model_id} = coalesce((${bySize}), (${byName}))`;
}

/** The rule of a row read with ruleColumns as `rule`: the model's own, else the general one. */
export const ruleOf = (row: { gear_type: string; rule: Record<string, unknown> | null }) =>
  row.rule?.source ? (row.rule as CheckRule) : generalRule(row.gear_type);

export { ruleColumns };

// Built once per handle (db/prepared.ts).
const rulesOf = preparedOn((db: Db | Tx) =>
  db
    .select({ id: items.id, gear_type: items.gear_type_id, rule: ruleColumns })
    .from(items)
    .leftJoin(catalogueCheckRules, ruleOfItem(db))
    .where(sql`${items.id} = any(${sql.placeholder('ids')}::uuid[])`)
    .prepare('check_rules_of_items'),
);

/** Each item's rule (its model's, else the general one of its gear type). */
export async function checkRulesOfItems(
  db: Db | Tx,
  itemIds: string[],
): Promise<Map<string, CheckRule>> {
  if (itemIds.length === 0) return new Map();
  const rows = await rulesOf(db).execute({ ids: itemIds });
  return new Map(rows.map((r) => [r.id, ruleOf(r)]));
}

/** Sets (or with null removes) a model's own rule; answers the row before, for the audit. */
export async function writeCheckRule(
  db: Db | Tx,
  { modelId, rule }: { modelId: string; rule: CheckRule | null },
) {
  const [before] = await db
    .select(ruleColumns)
    .from(catalogueCheckRules)
    .where(eq(catalogueCheckRules.model_id, modelId))
    .for('update');
  if (rule === null)
    await db.delete(catalogueCheckRules).where(eq(catalogueCheckRules.model_id, modelId));
  else
    await db
      .insert(catalogueCheckRules)
      .values({ model_id: modelId, ...rule })
      .onConflictDoUpdate({ target: catalogueCheckRules.model_id, set: rule });
  return before ?? null;
}
