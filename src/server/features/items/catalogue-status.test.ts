// A card's stored status names its rule's model (migration 0032). Staff edits of the catalogue
// that change which model an item's rule comes from clear it (migration 0033), so the card
// follows the new rule at once, as the passport does, instead of keeping the old one.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogueBrands, catalogueCheckRules, catalogueModels } from '#server/db/schema.ts';
import { catalogueSizes, items } from '#server/db/schema.ts';
import { makeCatalogueModel } from '#server/test/catalogue.ts';
import { checkBody, daysAgo } from '#server/test/items.ts';
import { addRecord, listedItem, statusesOf, type Listed } from '#server/test/listed-items.ts';
import { createTestApp, type TestContext } from '#server/test/test-app.ts';
import { refreshAirworthiness } from './airworthiness.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());
const db = () => t.database.db;
const storedCheck = async (id: string) =>
  (await db().select().from(items).where(eq(items.id, id)))[0]!.status_check;

/** A model with a rule of its own (its source names it). */
async function modelWithRule(name: string, size = 'M') {
  const made = await makeCatalogueModel(db(), { model: name, sizes: [size] });
  const source = `https://maker.example/${made.model.id}`;
  await db()
    .insert(catalogueCheckRules)
    .values({ model_id: made.model.id, check_months: 60, source });
  return { ...made, source };
}

/** A listed item with a check, its status stored under the rule it reads now. */
async function checkedItem(item: Record<string, unknown>): Promise<Listed> {
  const l = await listedItem(t, item);
  await addRecord(t, l, checkBody({ date: daysAgo(800), flight_hours: 10 }));
  await refreshAirworthiness(db(), [l.item.id]);
  expect(await storedCheck(l.item.id)).toBe('dated');
  return l;
}

describe('the stored status and staff edits of the catalogue', () => {
  it('follows a size moved to another model', async () => {
    const a = await modelWithRule('Alpha');
    const b = await modelWithRule('Beta', 'L');
    const l = await checkedItem({ catalogue_size: a.sizes[0]!.id });
    expect(await statusesOf(t, l)).toMatchObject({ rule_source: a.source, check: 'valid' });
    await db()
      .update(catalogueSizes)
      .set({ model_id: b.model.id })
      .where(eq(catalogueSizes.id, a.sizes[0]!.id));
    expect(await storedCheck(l.item.id)).toBeNull();
    expect(await statusesOf(t, l)).toMatchObject({ rule_source: b.source });
  });

  it('follows a model renamed away from the name its items were found by', async () => {
    const m = await modelWithRule('Gamma');
    const l = await checkedItem({ brand: m.brand.name, model: 'Gamma' });
    expect(await statusesOf(t, l)).toMatchObject({ rule_source: m.source });
    await db()
      .update(catalogueModels)
      .set({ name: 'Gamma 2', name_key: 'gamma 2' })
      .where(eq(catalogueModels.id, m.model.id));
    expect(await storedCheck(l.item.id)).toBeNull();
    expect(await statusesOf(t, l)).toMatchObject({ rule_source: 'general', check: 'overdue' });
  });

  it('follows a brand renamed away from the name its items were found by', async () => {
    const m = await modelWithRule('Delta');
    const l = await checkedItem({ brand: m.brand.name, model: 'Delta' });
    await db()
      .update(catalogueBrands)
      .set({ name: `${m.brand.name}x`, name_key: `${m.brand.name_key}x` })
      .where(eq(catalogueBrands.id, m.brand.id));
    expect(await storedCheck(l.item.id)).toBeNull();
    expect(await statusesOf(t, l)).toMatchObject({ rule_source: 'general' });
  });
});
