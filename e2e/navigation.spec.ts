// Navigating in the browser runs the page's route loaders (src/web/lib/route-loader.ts): each
// read once per navigation, the page mounting with what its loaders read; a link to a listing
// starts its page on the reader's intent (lib/prefetch.ts); a missing listing is its loader's 404.
import { expect, test, type Page } from './test.ts';

/** The API reads the page makes from now on (path and query). */
function apiReads(page: Page) {
  const reads: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/')) reads.push(url.pathname + url.search);
  });
  return reads;
}

const duplicates = (reads: string[]) => reads.filter((read, i) => reads.indexOf(read) !== i);

test('a card’s link starts the listing’s page on intent, and the navigation asks for each read once', async ({
  page,
}) => {
  await page.goto('/gears');
  const reads = apiReads(page);
  const link = page.getByRole('link', { name: /See details of/ }).first();
  const id = (await link.getAttribute('href'))!.split('/').pop()!;
  // The pointer over the link: the listing is asked for before any click.
  const prefetched = page.waitForRequest((request) => request.url().endsWith(`/api/gears/${id}/`));
  await link.hover();
  await prefetched;
  await link.click();
  await expect(page).toHaveURL(new RegExp(`/itemdetails/${id}$`));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // The sections below the listing come from the same loader: shown, so read by now.
  await expect(page.getByRole('heading', { name: 'Certificates' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(reads).toEqual(expect.arrayContaining([`/api/gears/${id}/`, `/api/gears/${id}/similar/`]));
  expect(duplicates(reads)).toEqual([]);

  // Back to the list, then its next page: the list's reads once each too.
  reads.length = 0;
  await page.goBack();
  await expect(page).toHaveURL(/\/gears$/);
  await page.getByRole('navigation', { name: 'Pages' }).getByRole('link', { name: 'Next' }).click();
  await expect(page.getByText('Page 2 of', { exact: false })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(reads).toContain('/api/gears/?page=2&page_size=24');
  expect(duplicates(reads)).toEqual([]);
});

test('a listing that does not exist is the not-found page, in the browser too', async ({
  page,
}) => {
  const missing = '00000000-0000-4000-8000-000000000000';
  const response = await page.goto(`/itemdetails/${missing}`);
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  // A link inside the app to a missing listing: the loader's 404 shows it inside the layout.
  await page.goto('/');
  await page.evaluate((path) => {
    history.pushState({}, '', path);
    dispatchEvent(new PopStateEvent('popstate'));
  }, `/itemdetails/${missing}`);
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await expect(page.getByRole('banner')).toBeVisible();
});
