// The HTML a crawler or a link preview gets for each page, without running JavaScript.
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GEAR_TYPE_IDS } from '#shared/constants.ts';
import { gearPictures, users } from '#server/db/schema.ts';
import { makeGear, makeUser } from '#server/test/factories.ts';
import { createSeoTestApp, head, INDEX_HTML, SITE } from '#server/test/seo.ts';
import { eq } from 'drizzle-orm';

let t: Awaited<ReturnType<typeof createSeoTestApp>>;
beforeAll(async () => {
  t = await createSeoTestApp();
});
afterAll(async () => t.close());

const page = (url: string, headers: Record<string, string> = {}) => t.app.inject({ url, headers });

describe('gear detail page', () => {
  it('carries title, description, canonical, Open Graph and a Product JSON-LD', async () => {
    const seller = await makeUser(t.database.db, { first_name: 'Lena', last_name: 'Vogel' });
    const gear = await makeGear(t.database.db, seller.id, {
      gear_type_id: GEAR_TYPE_IDS.wing,
      name: 'Rush 6 in top shape',
      brand: 'Ozone',
      model: 'Rush 6',
      price: 2100,
      currency: 'EUR',
      description: 'Only 40 hours, never tree-landed.\nPorosity checked in May.',
    });
    await t.database.db.insert(gearPictures).values([
      { gear_id: gear.id, position: 0, storage_key: 'ab12cover', width: 1600, height: 1200 },
      { gear_id: gear.id, position: 1, storage_key: 'cd34second', width: 1600, height: 1200 },
    ]);
    const res = await page(`/itemdetails/${gear.id}?utm_source=newsletter`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    const h = head(res.body);
    expect(h.lang).toBe('en');
    expect(h.titles).toEqual(['Rush 6 in top shape – Ozone Rush 6 · Air Gear']);
    expect(h.meta('description')).toEqual([
      'Only 40 hours, never tree-landed. Porosity checked in May.',
    ]);
    expect(h.canonical).toEqual([`${SITE}/itemdetails/${gear.id}`]);
    expect(h.alternates).toEqual({
      en: `${SITE}/itemdetails/${gear.id}?lng=en`,
      pt: `${SITE}/itemdetails/${gear.id}?lng=pt`,
      es: `${SITE}/itemdetails/${gear.id}?lng=es`,
      fr: `${SITE}/itemdetails/${gear.id}?lng=fr`,
      'x-default': `${SITE}/itemdetails/${gear.id}`,
    });
    const cover = `${SITE}/media/ab/ab12cover-large.webp`;
    expect(h.meta('og:image')).toEqual([cover]);
    expect(h.meta('og:title')).toEqual(h.titles);
    expect(h.meta('og:type')).toEqual(['product']);
    expect(h.meta('twitter:card')).toEqual(['summary_large_image']);
    expect(h.meta('twitter:image')).toEqual([cover]);
    expect(h.jsonLd).toEqual([
      {
        '@context': 'https://schema.org',
        '@type': 'Product',
        name: 'Rush 6 in top shape',
        brand: { '@type': 'Brand', name: 'Ozone' },
        model: 'Rush 6',
        category: 'Paraglider Wing',
        description: 'Only 40 hours, never tree-landed. Porosity checked in May.',
        image: [cover, `${SITE}/media/cd/cd34second-large.webp`],
        url: `${SITE}/itemdetails/${gear.id}`,
        offers: {
          '@type': 'Offer',
          price: 2100,
          priceCurrency: 'EUR',
          itemCondition: 'https://schema.org/UsedCondition',
          availability: 'https://schema.org/InStock',
          url: `${SITE}/itemdetails/${gear.id}`,
          seller: { '@type': 'Person', name: 'Lena Vogel' },
          areaServed: 'PT',
        },
      },
    ]);
    // The build's own title and description are replaced, not duplicated.
    expect(res.body).not.toContain('Build default.');
    expect(res.body).toContain('<script type="module" crossorigin src="/assets/index-abc.js">');
  });

  it('escapes what sellers write: nothing breaks out of an attribute or the JSON-LD script', async () => {
    const seller = await makeUser(t.database.db, { first_name: '<b>Eve</b>', last_name: '"&' });
    const name = '</script><script>alert(1)</script> "quoted" & <b>';
    const gear = await makeGear(t.database.db, seller.id, {
      name,
      description: `x" onload="alert(1) </title><script>alert(2)</script>`,
    });
    const res = await page(`/itemdetails/${gear.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain('<script>alert');
    expect(res.body).not.toContain('<b>');
    expect(res.body.match(/<\/script>/g)).toHaveLength(2); // the JSON-LD's and the bundle's
    const h = head(res.body);
    expect(h.titles).toEqual([`${name} – Flytec 6030 · Air Gear`]);
    expect(h.meta('description')).toEqual([
      `x" onload="alert(1) </title><script>alert(2)</script>`,
    ]);
    expect(h.jsonLd[0]!.name).toBe(name);
    expect((h.jsonLd[0]!.offers as { seller: { name: string } }).seller.name).toBe('<b>Eve</b> "&');
  });

  it('makes a description from the facts when the seller wrote none, and trims long ones', async () => {
    const seller = await makeUser(t.database.db);
    const bare = await makeGear(t.database.db, seller.id, { price: 450, country: 'PT' });
    expect(head((await page(`/itemdetails/${bare.id}`)).body).meta('description')).toEqual([
      'Used Flytec 6030 (Instrument) for sale for €450 in Portugal on Air Gear.',
    ]);
    const pt = head((await page(`/itemdetails/${bare.id}?lng=pt`)).body);
    expect(pt.meta('description')[0]).toMatch(
      /^Flytec 6030 \(Instrumento\) usado à venda por .*450.* em Portugal na Air Gear\.$/,
    );
    const long = await makeGear(t.database.db, seller.id, { description: 'word '.repeat(100) });
    const [description] = head((await page(`/itemdetails/${long.id}`)).body).meta('description');
    expect(description!.length).toBeLessThanOrEqual(155);
    expect(description).toMatch(/^word word .* word…$/);
  });

  it('a sold gear is still a page, out of stock; archived, hidden and unknown ones are 404', async () => {
    const seller = await makeUser(t.database.db);
    const sold = await makeGear(t.database.db, seller.id, { status: 'sold' });
    const res = await page(`/homepage/${sold.id}`);
    expect(res.statusCode).toBe(200);
    const h = head(res.body);
    expect(h.canonical).toEqual([`${SITE}/itemdetails/${sold.id}`]);
    expect((h.jsonLd[0]!.offers as { availability: string }).availability).toBe(
      'https://schema.org/SoldOut',
    );
    expect(h.meta('twitter:card')).toEqual(['summary']);
    expect(h.meta('og:image')).toEqual([]);

    const archived = await makeGear(t.database.db, seller.id, { status: 'archived' });
    const hidden = await makeGear(t.database.db, seller.id, { is_hidden: true });
    for (const url of [
      `/itemdetails/${archived.id}`,
      `/itemdetails/${hidden.id}`,
      '/itemdetails/8a1c2f8e-0000-4000-8000-000000000000',
      '/itemdetails/not-an-id',
    ]) {
      const missing = await page(url);
      expect(missing.statusCode, url).toBe(404);
      const nf = head(missing.body);
      expect(nf.titles).toEqual(['Page not found · Air Gear']);
      expect(nf.meta('robots')).toEqual(['noindex']);
      expect(nf.jsonLd).toEqual([]);
    }
  });
});

describe('other pages', () => {
  it('static pages need no row and get their own title, description and canonical', async () => {
    const home = head((await page('/?utm_campaign=x&fbclid=y')).body);
    expect(home.titles).toEqual(['Used paragliding gear · Air Gear']);
    expect(home.meta('description')[0]).toMatch(/^Buy and sell used paragliders/);
    expect(home.canonical).toEqual([`${SITE}/`]);
    const about = await page('/About-us');
    expect(about.statusCode).toBe(200);
    expect(head(about.body).titles).toEqual(['About Air Gear · Air Gear']);
    expect(head(about.body).canonical).toEqual([`${SITE}/about-us`]);
    const wanted = head((await page('/wanted?lng=pt')).body);
    expect(wanted.titles).toEqual(['Procura-se · Air Gear']);
    expect(wanted.meta('description')[0]).toMatch(/^O que os pilotos procuram/);
    const list = head((await page('/gears?page=3&utm_source=x')).body);
    expect(list.titles).toEqual(['All gears · Air Gear']);
    expect(list.canonical).toEqual([`${SITE}/gears?page=3`]);
    expect(list.alternates.pt).toBe(`${SITE}/gears?page=3&lng=pt`);
  });

  it('category pages are named after their gear type; unknown paths are 404', async () => {
    const wing = await page('/wing');
    expect(wing.statusCode).toBe(200);
    expect(head(wing.body).titles).toEqual(['Paraglider Wing · Air Gear']);
    expect(head(wing.body).canonical).toEqual([`${SITE}/wing`]);
    const fr = head((await page('/harness?lng=fr')).body);
    expect(fr.lang).toBe('fr');
    expect(fr.canonical).toEqual([`${SITE}/harness?lng=fr`]);
    const unknown = await page('/no-such-page');
    expect(unknown.statusCode).toBe(404);
    expect(head(unknown.body).canonical).toEqual([]);
  });

  it('private pages are served but kept out of indexes', async () => {
    const res = await page('/dashboard');
    expect(res.statusCode).toBe(200);
    const h = head(res.body);
    expect(h.titles).toEqual(['Dashboard · Air Gear']);
    expect(h.meta('robots')).toEqual(['noindex']);
  });

  it('profiles and certifiers are titled by name; suspended users have no page', async () => {
    const user = await makeUser(t.database.db, { first_name: 'João', last_name: 'Silva' });
    const profile = await page(`/userdetails/${user.id}`);
    expect(profile.statusCode).toBe(200);
    expect(head(profile.body).titles).toEqual(['João Silva · Air Gear']);
    expect(head(profile.body).meta('og:type')).toEqual(['profile']);
    await t.database.db.update(users).set({ is_suspended: true }).where(eq(users.id, user.id));
    expect((await page(`/userdetails/${user.id}`)).statusCode).toBe(404);

    const certifiers = await t.app.inject({ url: '/api/certifiers/' });
    const certifier = (certifiers.json() as { id: string; name: string }[])[0]!;
    const res = await page(`/certifierdetails/${certifier.id}`);
    expect(res.statusCode).toBe(200);
    expect(head(res.body).titles).toEqual([`${certifier.name} · Air Gear`]);
    expect(head(res.body).meta('description')[0]).toContain(certifier.name);
  });
});

describe('language of the HTML', () => {
  it('follows ?lng=, then the i18next cookie, then Accept-Language, then English', async () => {
    const cases: [string, Record<string, string>, string, string][] = [
      ['/gears', {}, 'en', 'All gears · Air Gear'],
      [
        '/gears',
        { 'accept-language': 'de-DE, es;q=0.8, fr;q=0.5' },
        'es',
        'Todo el equipo · Air Gear',
      ],
      ['/gears', { cookie: 'airToken=x; i18next=fr', 'accept-language': 'es' }, 'fr', ''],
      ['/gears?lng=pt', { cookie: 'i18next=fr', 'accept-language': 'es' }, 'pt', ''],
      ['/gears?lng=xx', { 'accept-language': 'zz' }, 'en', 'All gears · Air Gear'],
    ];
    for (const [url, headers, lang, title] of cases) {
      const res = await page(url, headers);
      const h = head(res.body);
      expect(h.lang, url).toBe(lang);
      if (title) expect(h.titles).toEqual([title]);
    }
    // Caches must keep one copy per language, compressed or not.
    const res = await page('/gears', { 'accept-language': 'pt-PT', 'accept-encoding': 'gzip' });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(String(res.headers.vary).toLowerCase().split(/,\s*/)).toEqual(
      expect.arrayContaining(['accept-language', 'cookie', 'accept-encoding']),
    );
  });
});

describe('index.html template', () => {
  it('is re-read when the build changes while the server runs', async () => {
    await writeFile(join(t.webDist, 'index.html'), INDEX_HTML.replace('index-abc', 'index-new'));
    const res = await page('/');
    expect(res.body).toContain('/assets/index-new.js');
    expect(head(res.body).titles).toEqual(['Used paragliding gear · Air Gear']);
  });
});

describe('files of the build', () => {
  it('serves files that appear after start, and a JSON 404 for missing files and API paths', async () => {
    await mkdir(join(t.webDist, 'assets'), { recursive: true });
    await writeFile(join(t.webDist, 'assets', 'late-abc.js'), 'console.log(1)');
    const asset = await page('/assets/late-abc.js');
    expect(asset.statusCode).toBe(200);
    expect(asset.body).toBe('console.log(1)');
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    for (const url of [
      '/assets/missing.js',
      '/api/nothing/',
      '/media/ab/none.webp',
      '/%E0%A4%A.js',
    ]) {
      const res = await page(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json(), url).toEqual({ detail: 'Not found.', code: 'not_found' });
    }
    const post = await t.app.inject({ method: 'POST', url: '/gears' });
    expect(post.statusCode).toBe(404);
    expect(post.json().code).toBe('not_found');
  });
});
