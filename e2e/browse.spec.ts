import { expect, test } from './test.ts';

test('a visitor goes from home to the gear list to a detail page', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // The home page shows the first 4 gears.
  await expect(page.getByRole('link', { name: /See details of/ })).toHaveCount(4);
  await page.getByRole('link', { name: 'See all gears' }).first().click();
  await expect(page).toHaveURL(/\/gears$/);
  await expect(page.getByRole('heading', { name: 'All gears' })).toBeVisible();
  const cards = page.getByRole('link', { name: /See details of/ });
  // The heading shows before the list has loaded: wait for more than the home page's four.
  await expect(cards.nth(4)).toBeVisible();
  const first = cards.first();
  const title = (await first.getAttribute('aria-label'))!.replace('See details of ', '');
  await first.click();
  await expect(page).toHaveURL(/\/itemdetails\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText(title.split(' ')[0]!).first()).toBeVisible();
});

test('an unknown path shows the not-found page with status 404, and the way to the listings', async ({
  page,
}) => {
  const response = await page.goto('/no-such-page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: 'See all gears' }).click();
  await expect(page).toHaveURL(/\/gears$/);
  await expect(page.getByRole('heading', { name: 'All gears' })).toBeVisible();
});

test('a profile that does not exist shows the not-found page, loaded when needed', async ({
  page,
}) => {
  await page.goto('/userdetails/00000000-0000-4000-8000-000000000000');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'See all gears' })).toBeVisible();
});
