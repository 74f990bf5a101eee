// Server-rendered public pages (decision 009): the browser hydrates them without a React error
// or warning and without asking the API again for what the HTML carried; the HTML never
// depends on the caller's login.
import { expect, test, type APIRequestContext, type Page } from './test.ts';
import { createGear, createUser, demoGear, demoGearWithPhotos } from './fixtures.ts';

const LANGUAGES = ['en', 'pt', 'es', 'fr'];

/** The public routes, with real ids from the demo data. */
async function publicRoutes(page: Page) {
  const gear = await demoGear(page.request);
  const certifiers = (await (await page.request.get('/api/certifiers/')).json()) as {
    id: string;
  }[];
  return [
    '/',
    '/gears',
    '/gears?page=2',
    '/wing',
    '/search?brand=Ozone',
    `/itemdetails/${gear.id}`,
    `/homepage/${gear.id}`,
    `/userdetails/${gear.user}`,
    '/certifiers',
    `/certifierdetails/${certifiers[0]!.id}`,
    '/wanted',
    '/about-us',
    '/terms-and-conditions',
    '/security-and-safety',
  ];
}

// Desktop is the project's own viewport; a phone is where the pages are read most. Each route is
// opened once per language, at a width that alternates with the language and the route: every
// route is hydrated in all four languages and at both widths, at half the cost of every pair.
const PHONE = { width: 375, height: 812 };
const DESKTOP = { width: 1280, height: 720 };

// Each walk is halved (every other route): a walk of all 14 outlasts the test timeout on a
// loaded machine.
for (const [languageIndex, lng] of LANGUAGES.entries()) {
  for (const half of [0, 1]) {
    test(`public pages (half ${half + 1}) hydrate cleanly in ${lng}, at phone and desktop width`, async ({
      page,
    }) => {
      const problems: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error' || message.type() === 'warning')
          problems.push(`${page.url()}: ${message.text()}`);
      });
      page.on('pageerror', (error) => problems.push(`${page.url()}: ${error.message}`));
      const reads: string[] = [];
      page.on('request', (request) => {
        const url = new URL(request.url());
        if (url.pathname.startsWith('/api/')) reads.push(`${page.url()} → ${url.pathname}`);
      });
      const routes = (await publicRoutes(page))
        .map((path, index) => ({ path, phone: (index + languageIndex) % 2 === 0 }))
        .filter((_, i) => i % 2 === half);
      for (const { path, phone } of routes) {
        await page.setViewportSize(phone ? PHONE : DESKTOP);
        const response = await page.goto(`${path}${path.includes('?') ? '&' : '?'}lng=${lng}`);
        expect(response?.status(), path).toBe(200);
        // The page is in the HTML: its heading is there before any script has run.
        expect(await response!.text(), path).toMatch(/<h1[^>]*>[^<]+/);
        await expect(page.locator('html')).toHaveAttribute('lang', lng);
        // Hydrated: a mismatch has been reported by now, and any read the page would make has
        // started (effects run before the mark's). Waiting for an idle network cost ≥ 0.5 s a page.
        await expect(page.locator('html')).toHaveAttribute('data-hydrated', '');
      }
      expect(problems).toEqual([]);
      // What the HTML carried is not read again (the public pages make no API read at all).
      expect(reads).toEqual([]);
    });
  }
}

test('a rendered page names its route, page chunk and scripts, which the entry preloads after the paint', async ({
  page,
}) => {
  const response = await page.goto('/gears');
  const html = await response!.text();
  const [, scripts, json] =
    /<script type="application\/json" id="ssr-payload" data-scripts="([^"]+)">(.*?)<\/script>/s.exec(
      html,
    ) ?? [];
  const payload = JSON.parse(json ?? '{}') as { route?: string; page?: string };
  expect(payload.route).toBe('/gears');
  expect(payload.page).toMatch(/^\/assets\/gear-list-page-[\w-]+\.js$/);
  expect(scripts?.split(' ')).toContain(payload.page);
  // The page works: its chunk was imported as it is, after the entry had requested the app's.
  await page.getByRole('navigation', { name: 'Pages' }).getByRole('link', { name: 'Next' }).click();
  await expect(page).toHaveURL(/\/gears\?page=2$/);
  await expect(page.getByText('Page 2 of', { exact: false })).toBeVisible();
  const loaded = await page.evaluate(() =>
    performance.getEntriesByType('resource').map((entry) => new URL(entry.name).pathname),
  );
  expect(loaded).toContain(payload.page);
  const preloaded = await page
    .locator('link[rel="modulepreload"]')
    .evaluateAll((links) => links.map((link) => new URL((link as HTMLLinkElement).href).pathname));
  expect(preloaded).toEqual(expect.arrayContaining(scripts!.split(' ')));
});

test('a rendered page paints whole, with its data, before any of its scripts loads', async ({
  page,
}) => {
  const response = await page.goto('/gears');
  const html = await response!.text();
  // The first paint waits until the data block, the document's last part, is parsed: one layout
  // of the whole page instead of a painted header and a second layout of the rest.
  expect(html).toMatch(
    /<link rel="expect" href="#ssr-payload" blocking="render" \/>[\s\S]*<\/head>/,
  );
  // The entry and the modules it imports statically load at once; every other is the app's.
  const entry = await page.locator('head script[type="module"][src]').getAttribute('src');
  const source = await (await page.request.get(entry!)).text();
  const early = [
    entry!,
    ...[...source.matchAll(/from\s*"\.\/([\w.-]+\.js)"/g)].map((m) => `/assets/${m[1]}`),
  ];
  // Its static imports are preloaded beside it: the entry cannot run without them, and loading
  // them only once it has arrived was a round trip more before the paint (bench/README.md).
  expect(early.length).toBeGreaterThan(1);
  for (const file of early.slice(1))
    expect(html).toContain(`<link rel="modulepreload" crossorigin href="${file}">`);
  const timing = await page.evaluate(
    (early) => ({
      painted: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? -1,
      scripts: performance
        .getEntriesByType('resource')
        .filter(
          (entry) => entry.name.endsWith('.js') && !early.includes(new URL(entry.name).pathname),
        )
        .map((entry) => entry.startTime),
    }),
    early,
  );
  expect(timing.painted).toBeGreaterThan(0);
  // The libraries, React's renderer, the app and the page's chunks: each requested after the paint.
  expect(timing.scripts.length).toBeGreaterThanOrEqual(5);
  for (const start of timing.scripts) expect(start).toBeGreaterThanOrEqual(timing.painted);
});

const attribute = (tag: string, name: string) =>
  new RegExp(`\\s${name}="([^"]*)"`, 'i').exec(tag)?.[1];

/** The image preloads of the page's head and the images of its <main>, as served. */
async function photoMarkup(request: APIRequestContext, path: string) {
  const html = await (await request.get(path)).text();
  const head = html.slice(0, html.indexOf('</head>'));
  const main = html.slice(html.indexOf('<main'));
  return {
    preloads: [...head.matchAll(/<link rel="preload" as="image"[^>]*>/g)].map(([tag]) => tag),
    images: [...main.matchAll(/<img\b[^>]*>/g)].map(([tag]) => tag),
  };
}

test("the page's largest photo is preloaded in its head and fetched first, the rest lazily", async ({
  request,
}) => {
  const gear = await demoGearWithPhotos(request);
  // /gears' first card may be such a listing without a photo: then nothing is preloaded.
  for (const [path, photos] of [
    [`/itemdetails/${gear.id}`, 1],
    [`/userdetails/${gear.user}`, 1],
    ['/gears', undefined],
  ] as const) {
    const { preloads, images } = await photoMarkup(request, path);
    const priority = images.filter((tag) => attribute(tag, 'fetchpriority') === 'high');
    if (photos) expect(priority, path).toHaveLength(photos);
    expect(preloads, path).toHaveLength(priority.length);
    for (const [i, tag] of priority.entries()) {
      expect(attribute(tag, 'srcset'), path).toMatch(/-thumb\.webp \d+w, .+-large\.webp \d+w$/);
      expect(attribute(tag, 'loading'), path).toBeUndefined();
      expect(preloads[i]).toContain(`imagesrcset="${attribute(tag, 'srcset')}"`);
      expect(preloads[i]).toContain(`imagesizes="${attribute(tag, 'sizes')}"`);
      expect(preloads[i]).toContain('fetchpriority="high"');
    }
    for (const tag of images.filter((image) => !priority.includes(image))) {
      expect(attribute(tag, 'loading'), `${path}: ${tag}`).toBe('lazy');
      expect(attribute(tag, 'decoding'), `${path}: ${tag}`).toBe('async');
    }
    for (const tag of images) {
      expect(attribute(tag, 'width'), tag).toMatch(/^\d+$/);
      expect(attribute(tag, 'height'), tag).toMatch(/^\d+$/);
    }
  }
  // The gallery shows the first photo at its own size.
  const { images } = await photoMarkup(request, `/itemdetails/${gear.id}`);
  expect(attribute(images[0]!, 'src')).toBe(gear.pictures[0]!.link);
  expect(attribute(images[0]!, 'width')).toBe(String(gear.pictures[0]!.width));
});

test('the gallery strip shows its thumbnails once the page is hydrated, cleanly, on a phone', async ({
  page,
}) => {
  const gear = await demoGearWithPhotos(page.request);
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
  });
  await page.setViewportSize({ width: 412, height: 823 });
  const html = await (await page.goto(`/itemdetails/${gear.id}`))!.text();
  // In the HTML the strip's thumbnails are only in <noscript>: on a phone they are on screen and
  // were fetched before the first paint, beside the page's largest photo (bench/README.md).
  const strip = /<ul[^>]*aria-label="Photos"[^>]*>[\s\S]*?<\/ul>/.exec(html)![0];
  expect(strip.replace(/<noscript>[\s\S]*?<\/noscript>/g, '')).not.toContain('<img');
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', '');
  const thumbs = page.getByRole('list', { name: 'Photos' }).locator('button > img');
  await expect(thumbs).toHaveCount(gear.pictures.length);
  await expect(thumbs.first()).toHaveAttribute('src', /-thumb\.webp$/);
  expect(problems).toEqual([]);
});

test('the HTML is the same with and without a login, and unstored with one', async ({
  request,
}) => {
  const seller = await createUser(request);
  const gear = await createGear(request, seller.token);
  for (const path of [`/itemdetails/${gear.id}`, `/userdetails/${seller.id}`, '/gears']) {
    // The rendered page is the same (the data block differs only by when it was read). Other
    // journeys add listings to /gears while this runs: a pair read across such a write is read
    // again, so only a difference that every pair shows fails.
    const page = async (response: Awaited<ReturnType<typeof request.get>>) =>
      (await response.text()).replace(/<script type="application\/json"[\s\S]*$/, '');
    let anonymous = '';
    let withToken = '';
    for (let attempt = 0; attempt < 3 && (attempt === 0 || withToken !== anonymous); attempt++) {
      const visitor = await request.get(path, { headers: { Cookie: '' } });
      const user = await request.get(path, { headers: { Cookie: `airToken=${seller.token}` } });
      expect(visitor.headers()['cache-control']).toBe('no-cache');
      expect(user.headers()['cache-control']).toBe('private, no-store');
      [anonymous, withToken] = [await page(visitor), await page(user)];
    }
    expect(withToken).toBe(anonymous);
    // Contact details are for logged-in users: not in any server HTML.
    expect(withToken).not.toContain(seller.email);
    expect(withToken).not.toContain('+351 912 000 111');
  }
});
