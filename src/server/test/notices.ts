// Safety-notice tests: a catalogue brand of the test's own (its models and sizes), a notice body
// over it, and the reads the tests repeat.
import { randomBytes } from 'node:crypto';
import { GEAR_TYPE_IDS, nameKey } from '#shared/constants.ts';
import type { Db } from '#server/db/client.ts';
import { catalogueBrands, catalogueModels, catalogueSizes } from '#server/db/schema.ts';
import type { TestContext } from './test-app.ts';

export type TestCatalogue = {
  brand: { id: string; name: string };
  models: { id: string; name: string; sizes: { id: string; name: string }[] }[];
};

/** A brand no other test uses, with models "Alpha" and "Beta", each in sizes S, M, L. */
export async function makeCatalogue(db: Db): Promise<TestCatalogue> {
  const name = `Brand${randomBytes(4).toString('hex')}`;
  const [brand] = await db
    .insert(catalogueBrands)
    .values({ name, name_key: nameKey(name) })
    .returning({ id: catalogueBrands.id, name: catalogueBrands.name });
  const models = [];
  for (const model of ['Alpha', 'Beta']) {
    const [m] = await db
      .insert(catalogueModels)
      .values({
        brand_id: brand!.id,
        gear_type_id: GEAR_TYPE_IDS.wing,
        name: model,
        name_key: nameKey(model),
      })
      .returning({ id: catalogueModels.id, name: catalogueModels.name });
    const sizes = await db
      .insert(catalogueSizes)
      .values(['S', 'M', 'L'].map((s) => ({ model_id: m!.id, name: s, source: 'demo' })))
      .returning({ id: catalogueSizes.id, name: catalogueSizes.name });
    models.push({ ...m!, sizes });
  }
  return { brand: brand!, models };
}

export const noticeBody = (
  catalogue: TestCatalogue,
  scope: Record<string, unknown> = {},
  overrides: Record<string, unknown> = {},
) => ({
  title: { en: 'Brake line check', fr: 'Contrôle des freins' },
  text: { en: 'Check the brake lines before the next flight.' },
  issuer: 'manufacturer',
  source_url: 'https://example.com/notice',
  date: '2026-05-01',
  severity: 'grounding',
  scope: { brand: catalogue.brand.id, models: [catalogue.models[0]!.id], ...scope },
  ...overrides,
});

export async function postNotice(t: TestContext, auth: string, body: unknown) {
  return t.app.inject({
    method: 'POST',
    url: '/api/notices/',
    headers: { authorization: auth },
    payload: body as object,
  });
}
