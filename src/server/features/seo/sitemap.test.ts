// robots.txt and the sitemaps: what crawlers are told to read and to leave alone.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { gears, users } from '#server/db/schema.ts';
import { loginAs, makeGear, makeUser } from '#server/test/factories.ts';
import { createSeoTestApp, SITE } from '#server/test/seo.ts';
import { escapeXml, gearPageCount, sitemapIndex, urlSet } from './sitemap.ts';

let t: Awaited<ReturnType<typeof createSeoTestApp>>;
beforeAll(async () => {
  t = await createSeoTestApp();
});
afterAll(async () => t.close());

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]!);
const gearsXml = async () => (await t.app.inject({ url: '/sitemaps/gears-1.xml' })).body;

describe('GET /robots.txt', () => {
  it('allows the site, keeps the API and private pages out and names the sitemap', async () => {
    const res = await t.app.inject({ url: '/robots.txt' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    const lines = res.body.split('\n');
    expect(lines[0]).toBe('User-agent: *');
    expect(lines).toContain('Allow: /');
    for (const path of ['/api/', '/dashboard', '/auth', '/admin', '/addgear', '/editgear/'])
      expect(lines).toContain(`Disallow: ${path}`);
    expect(lines).toContain(`Sitemap: ${SITE}/sitemap.xml`);
  });
});

describe('sitemaps', () => {
  it('the index points at the static page and the gear pages', async () => {
    const seller = await makeUser(t.database.db);
    await makeGear(t.database.db, seller.id);
    const res = await t.app.inject({ url: '/sitemap.xml' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(res.body).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<sitemapindex /);
    expect(locs(res.body)).toEqual([`${SITE}/sitemaps/static.xml`, `${SITE}/sitemaps/gears-1.xml`]);
    expect(res.body).toMatch(/<lastmod>\d{4}-\d\d-\d\dT[\d:.]+Z<\/lastmod>/);
  });

  it('the static page lists static pages, every category and every certifier', async () => {
    const res = await t.app.inject({ url: '/sitemaps/static.xml' });
    expect(res.statusCode).toBe(200);
    const urls = locs(res.body);
    for (const path of ['/', '/gears', '/certifiers', '/about-us', '/wing', '/harness'])
      expect(urls).toContain(`${SITE}${path}`);
    expect(urls).not.toContain(`${SITE}/dashboard`);
    const certifiers = (await t.app.inject({ url: '/api/certifiers/' })).json() as { id: string }[];
    expect(certifiers.length).toBeGreaterThan(0);
    for (const c of certifiers) expect(urls).toContain(`${SITE}/certifierdetails/${c.id}`);
  });

  it('lists a new gear with its last change, and drops it once deleted', async () => {
    const seller = await makeUser(t.database.db);
    const token = await loginAs(t.database.db, seller.id);
    const gear = await makeGear(t.database.db, seller.id);
    const url = `${SITE}/itemdetails/${gear.id}`;
    const xml = await gearsXml();
    expect(locs(xml)).toContain(url);
    expect(xml).toContain(
      `<url><loc>${url}</loc><lastmod>${gear.updated_at.toISOString()}</lastmod></url>`,
    );
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/gears/${gear.id}/`,
      headers: { authorization: token },
    });
    expect(deleted.statusCode).toBe(204);
    expect(locs(await gearsXml())).not.toContain(url);
  });

  it('leaves out sold, hidden and suspended sellers’ gear', async () => {
    const seller = await makeUser(t.database.db);
    const sold = await makeGear(t.database.db, seller.id, { status: 'sold' });
    const hidden = await makeGear(t.database.db, seller.id, { is_hidden: true });
    const suspended = await makeUser(t.database.db);
    const ofSuspended = await makeGear(t.database.db, suspended.id);
    const visible = await makeGear(t.database.db, seller.id);
    await t.database.db.update(users).set({ is_suspended: true }).where(eq(users.id, suspended.id));
    const urls = locs(await gearsXml());
    expect(urls).toContain(`${SITE}/itemdetails/${visible.id}`);
    for (const g of [sold, hidden, ofSuspended])
      expect(urls).not.toContain(`${SITE}/itemdetails/${g.id}`);
    await t.database.db.update(gears).set({ status: 'active' }).where(eq(gears.id, sold.id));
    expect(locs(await gearsXml())).toContain(`${SITE}/itemdetails/${sold.id}`);
  });

  it('answers 404 past the last page and for names it does not know', async () => {
    for (const url of ['/sitemaps/gears-2.xml', '/sitemaps/gears-0.xml', '/sitemaps/other.xml']) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json().code).toBe('not_found');
    }
  });
});

describe('sitemap XML', () => {
  it('escapes values and splits at 50 000 URLs a page', () => {
    expect(escapeXml(`a&b<c>"d'`)).toBe('a&amp;b&lt;c&gt;&quot;d&apos;');
    expect(urlSet([{ loc: 'https://x.example/?a=1&b=2' }])).toContain(
      '<loc>https://x.example/?a=1&amp;b=2</loc>',
    );
    expect(sitemapIndex([])).toContain(
      '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    );
    expect([0, 1, 50_000, 50_001, 120_000].map((n) => gearPageCount(n))).toEqual([0, 1, 1, 2, 3]);
  });
});
