// The HTML of /notices/:id: an existing notice (withdrawn ones too: their page says so) is a 200
// titled by the notice in the page's language; an unknown or malformed id is a 404, as the API's
// answer for it, so crawlers and link checkers do not keep a page that does not exist.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { safetyNotices } from '#server/db/schema.ts';
import { makeCatalogue } from '#server/test/notices.ts';
import { createSeoTestApp, head } from '#server/test/seo.ts';

let t: Awaited<ReturnType<typeof createSeoTestApp>>;
beforeAll(async () => {
  t = await createSeoTestApp();
});
afterAll(async () => t.close());

const page = (url: string) => t.app.inject({ url });

describe('a notice page', () => {
  it('is a 200 titled by the notice for a known id, a 404 for an unknown or malformed one', async () => {
    const cat = await makeCatalogue(t.database.db);
    const [notice] = await t.database.db
      .insert(safetyNotices)
      .values({
        title: { en: 'Brake line check', fr: 'Contrôle des freins' },
        text: { en: 'Check the brake lines before the next flight.' },
        issuer: 'manufacturer',
        source_url: 'https://example.com/notice',
        date: '2026-05-01',
        severity: 'action',
        brand_id: cat.brand.id,
        brand_key: cat.brand.name.toLowerCase(),
        withdrawn_at: new Date(),
      })
      .returning({ id: safetyNotices.id });
    const found = await page(`/notices/${notice!.id}`);
    expect(found.statusCode).toBe(200);
    expect(head(found.body).titles).toEqual(['Brake line check · Air Gear']);
    expect(head(found.body).meta('description')[0]).toContain('brake lines');
    const french = await page(`/notices/${notice!.id}?lng=fr`);
    expect(head(french.body).titles).toEqual(['Contrôle des freins · Air Gear']);

    const api = await t.app.inject({ url: `/api/notices/${randomUUID()}/` });
    expect(api.statusCode).toBe(404);
    expect((await page(`/notices/${randomUUID()}`)).statusCode).toBe(404);
    expect((await page('/notices/not-an-id')).statusCode).toBe(404);
  });
});
