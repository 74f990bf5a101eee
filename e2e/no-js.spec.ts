// Runs in the `no-js` project (JavaScript disabled): reading the catalogue needs no script.
import { expect, test } from './test.ts';
import { demoGearWithPhotos } from './fixtures.ts';

test('a visitor browses, pages and opens a detail page without JavaScript', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('link', { name: /See details of/ })).toHaveCount(4);
  await page.goto('/gears');
  await expect(page.getByRole('heading', { name: 'All gears' })).toBeVisible();
  await expect(page.getByRole('link', { name: /See details of/ }).nth(4)).toBeVisible();
  await page.getByRole('link', { name: 'Next' }).click();
  await expect(page).toHaveURL(/\/gears\?page=2$/);
  await expect(page.getByText('Page 2 of')).toBeVisible();
  await page
    .getByRole('link', { name: /See details of/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/itemdetails\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const withPhotos = await demoGearWithPhotos(page.request, 1);
  await page.goto(`/itemdetails/${withPhotos.id}`);
  await expect(page.locator('main img').first()).toBeVisible();
  // The seller's public profile, from the detail page.
  await page.locator('main a[href^="/userdetails/"]').first().click();
  await expect(page).toHaveURL(/\/userdetails\//);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('a category and a search with filters work without JavaScript', async ({ page }) => {
  await page.goto('/wing');
  await expect(page.getByRole('link', { name: /See details of/ }).first()).toBeVisible();
  // The header's search bar is a GET form.
  await page.getByRole('searchbox').fill('Ozone');
  await page.getByRole('search').getByRole('button').click();
  await expect(page).toHaveURL(/\/search\?name=Ozone/);
  await expect(page.getByRole('link', { name: /See details of/ }).first()).toBeVisible();
  // The filter form too, every field by its URL name.
  const filters = page.locator('#search-filter-form form');
  await filters.getByLabel('Brand').fill('Ozone');
  await filters.getByLabel(/Maximum price/).fill('5000');
  await filters.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/brand=Ozone/);
  await expect(page).toHaveURL(/max_price=5000/);
  await expect(page.getByRole('link', { name: /See details of .*Ozone/i }).first()).toBeVisible();
  await expect(page.getByRole('link', { name: /See details of (?!.*Ozone)/i })).toHaveCount(0);
});
