// Server-rendered public pages (decision 009): the browser hydrates them without a React error
// or warning and without asking the API again for what the HTML carried; the HTML never
// depends on the caller's login.
import { expect, test, type Page } from '@playwright/test';
import { createGear, createUser } from './fixtures.ts';

const LANGUAGES = ['en', 'pt', 'es', 'fr'];

/** The public routes, with real ids from the demo data. */
async function publicRoutes(page: Page) {
  const gears = (await (await page.request.get('/api/gears/?page_size=1')).json()) as {
    id: string;
    user: string;
  }[];
  const certifiers = (await (await page.request.get('/api/certifiers/')).json()) as {
    id: string;
  }[];
  const gear = gears[0]!;
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

for (const lng of LANGUAGES) {
  test(`every public page hydrates cleanly in ${lng}`, async ({ page }) => {
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
    for (const path of await publicRoutes(page)) {
      const response = await page.goto(`${path}${path.includes('?') ? '&' : '?'}lng=${lng}`);
      expect(response?.status(), path).toBe(200);
      // The page is in the HTML: its heading is there before any script has run.
      expect(await response!.text(), path).toMatch(/<h1[^>]*>[^<]+/);
      await expect(page.locator('html')).toHaveAttribute('lang', lng);
      await page.waitForLoadState('networkidle');
    }
    expect(problems).toEqual([]);
    // What the HTML carried is not read again (the public pages make no API read at all).
    expect(reads).toEqual([]);
  });
}

test('the HTML is the same with and without a login, and unstored with one', async ({
  request,
}) => {
  const seller = await createUser(request);
  const gear = await createGear(request, seller.token);
  for (const path of [`/itemdetails/${gear.id}`, `/userdetails/${seller.id}`, '/gears']) {
    const visitor = await request.get(path, { headers: { Cookie: '' } });
    const user = await request.get(path, { headers: { Cookie: `airToken=${seller.token}` } });
    expect(visitor.headers()['cache-control']).toBe('no-cache');
    expect(user.headers()['cache-control']).toBe('private, no-store');
    // The rendered page is the same (the data block differs only by when it was read).
    const page = async (response: typeof visitor) =>
      (await response.text()).replace(/<script type="application\/json"[\s\S]*$/, '');
    const [anonymous, withToken] = [await page(visitor), await page(user)];
    expect(withToken).toBe(anonymous);
    // Contact details are for logged-in users: not in any server HTML.
    expect(withToken).not.toContain(seller.email);
    expect(withToken).not.toContain('+351 912 000 111');
  }
});
