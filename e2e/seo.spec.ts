// What crawlers and link previews get: the served HTML of a detail page read without running
// JavaScript, the sitemap following listings, and Lighthouse's SEO score on the main pages.
import { expect, test } from './test.ts';
import { auditPages } from '../scripts/lighthouse.ts';
import { createGear, createUser, uploadPhoto } from './fixtures.ts';

const decode = (value: string) =>
  value
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/** Reads the head the way a crawler does: from the HTML text, no JavaScript. */
function readHead(html: string) {
  const one = (re: RegExp) => {
    const found = [...html.matchAll(re)];
    expect(found, String(re)).toHaveLength(1);
    return decode(found[0]![1]!);
  };
  return {
    title: one(/<title>([^<]*)<\/title>/g),
    description: one(/<meta name="description" content="([^"]*)"/g),
    canonical: one(/<link rel="canonical" href="([^"]*)"/g),
    ogImage: one(/<meta property="og:image" content="([^"]*)"/g),
    ogTitle: one(/<meta property="og:title" content="([^"]*)"/g),
    jsonLd: [...html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].map(
      (m) => JSON.parse(m[1]!) as Record<string, unknown>,
    ),
  };
}

test('a detail page’s HTML names the gear, its cover photo and a Product offer', async ({
  request,
}) => {
  const seller = await createUser(request, { first_name: 'Rita', last_name: 'Lopes' });
  const gear = await createGear(request, seller.token, {
    name: 'Rush 6 </script> "like new"',
    description: 'Only 40 hours, never tree-landed. Porosity checked this spring.',
  });
  const photo = await uploadPhoto(request, seller.token, gear.id);

  const res = await request.get(`/itemdetails/${gear.id}`);
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toContain('text/html');
  const head = readHead(await res.text());
  expect(head.title).toBe('Rush 6 </script> "like new" – Ozone Rush 6 · Air Gear');
  expect(head.ogTitle).toBe(head.title);
  expect(head.description).toBe('Only 40 hours, never tree-landed. Porosity checked this spring.');
  expect(head.canonical).toMatch(new RegExp(`^https?://[^/]+/itemdetails/${gear.id}$`));
  expect(head.ogImage).toMatch(/^https?:\/\/[^/]+\/media\/.+-large\.webp$/);
  expect(head.ogImage.endsWith(photo.link)).toBe(true);
  expect(head.jsonLd).toHaveLength(1);
  expect(head.jsonLd[0]).toMatchObject({
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: 'Rush 6 </script> "like new"',
    brand: { name: 'Ozone' },
    image: [head.ogImage],
    offers: {
      '@type': 'Offer',
      price: 2100,
      priceCurrency: 'EUR',
      itemCondition: 'https://schema.org/UsedCondition',
      availability: 'https://schema.org/InStock',
      seller: { '@type': 'Person', name: 'Rita Lopes' },
    },
  });
  const missing = await request.get('/itemdetails/8a1c2f8e-0000-4000-8000-000000000000');
  expect(missing.status()).toBe(404);
});

test('the sitemap lists a new gear and drops it once deleted', async ({ request }) => {
  const seller = await createUser(request);
  const gear = await createGear(request, seller.token);
  const index = await request.get('/sitemap.xml');
  expect(index.status()).toBe(200);
  const pages = [...(await index.text()).matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]!);
  const gearPages = pages.filter((loc) => /\/sitemaps\/gears-\d+\.xml$/.test(loc));
  expect(gearPages.length).toBeGreaterThan(0);
  const listed = async () => {
    const texts = await Promise.all(
      gearPages.map(async (loc) => (await request.get(new URL(loc).pathname)).text()),
    );
    return texts.some((xml) => xml.includes(`/itemdetails/${gear.id}</loc>`));
  };
  expect(await listed()).toBe(true);
  const deleted = await request.delete(`/api/gears/${gear.id}/`, {
    headers: { Authorization: `Token ${seller.token}` },
  });
  expect(deleted.status()).toBe(204);
  expect(await listed()).toBe(false);
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain('Disallow: /api/');
  expect(robots).toMatch(/^Sitemap: https?:\/\/\S+\/sitemap\.xml$/m);
});

// One Lighthouse run (one Chromium of its own) for the three main pages, one page after the other.
test('Lighthouse SEO is 100 on /, /gears and a gear’s page', async ({ request, baseURL }) => {
  // Three audits in turn: each took 16 s on a quiet machine and up to a minute at load 30.
  test.setTimeout(300_000);
  const seller = await createUser(request);
  const gear = await createGear(request, seller.token, {
    description: 'A tidy EN-B wing, checked and trimmed last month.',
  });
  await uploadPhoto(request, seller.token, gear.id);
  const results = await auditPages(baseURL!, ['/', '/gears', `/itemdetails/${gear.id}`]);
  // All three compared at once, so one failing page does not hide another.
  expect(results.map(({ url, scores, failing }) => ({ url, seo: scores.seo, failing }))).toEqual(
    results.map(({ url }) => ({ url, seo: 100, failing: [] })),
  );
});

test('title, description and canonical follow client-side navigation', async ({
  page,
  request,
}) => {
  const seller = await createUser(request);
  const name = `Navigated ${Date.now()}`;
  const model = `Nav${Date.now().toString(36)}`;
  const gear = await createGear(request, seller.token, {
    name,
    model,
    description: 'Seen after a client-side navigation.',
  });
  await page.goto('/gears');
  await expect(page).toHaveTitle('All gears · Air Gear');
  const canonical = page.locator('link[rel="canonical"]');
  await expect(canonical).toHaveAttribute('href', /\/gears$/);
  await page.getByRole('link', { name: `See details of Ozone ${model}` }).click();
  await expect(page).toHaveURL(new RegExp(`/itemdetails/${gear.id}$`));
  await expect(page).toHaveTitle(`${name} – Ozone ${model} · Air Gear`);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute(
    'content',
    'Seen after a client-side navigation.',
  );
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute(
    'content',
    `${name} – Ozone ${model} · Air Gear`,
  );
  await expect(canonical).toHaveAttribute('href', new RegExp(`/itemdetails/${gear.id}$`));
  await expect(page.locator('link[rel="alternate"][hreflang="pt"]')).toHaveAttribute(
    'href',
    new RegExp(`/itemdetails/${gear.id}\\?lng=pt$`),
  );
});
