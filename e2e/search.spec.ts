// The search page with each filter of the spec: name (through the header bar), category,
// country, brand, model and max_price. The listings are made through the API with a unique tag,
// so the expected results do not depend on the demo data.
import { AxeBuilder } from '@axe-core/playwright';
import { expect, test, type Page } from './test.ts';
import { GEAR_TYPE_IDS } from '../src/shared/constants.ts';
import { createGear, createUser, uniqueName } from './fixtures.ts';

const tag = uniqueName('q');
const brand = `Brand${tag}`;
const other = `Other${tag}`;
const alpha = `Alpha${tag}`;
const beta = `Beta${tag}`;

test.beforeAll(async ({ request }) => {
  const seller = await createUser(request);
  await createGear(request, seller.token, {
    name: `Wing ${tag}`,
    brand,
    model: alpha,
    price: 900,
    country: 'PT',
    town: 2735943, // Porto
  });
  await createGear(request, seller.token, {
    name: `Harness ${tag}`,
    brand,
    model: beta,
    price: 1500,
    country: 'ES',
    town: 3128760, // Barcelona
    gear_type: GEAR_TYPE_IDS.harness,
    properties: { size: 'M', harness_type: 'pod', protector: 'airbag' },
  });
  await createGear(request, seller.token, {
    name: `Vario ${tag}`,
    brand: other,
    model: alpha,
    price: 300,
    currency: 'GBP',
    country: 'FR',
    town: 3037543, // Annecy
    gear_type: GEAR_TYPE_IDS.instrument,
    properties: { instrument_type: 'vario' },
  });
});

const main = (page: Page) => page.getByRole('main');
const filters = (page: Page) => page.getByRole('complementary', { name: 'Filters' });
/** Waits until the cards shown (as "brand model") are exactly these, once loading is over. */
async function expectResults(page: Page, expected: string[]) {
  await expect
    .poll(async () => {
      if (await main(page).getByRole('status').count()) return ['(loading)'];
      const labels = await main(page)
        .getByRole('link', { name: /^See details of / })
        .evaluateAll((links) =>
          links.map((link) => link.getAttribute('aria-label')!.replace('See details of ', '')),
        );
      return labels.sort();
    })
    .toEqual([...expected].sort());
}

test('name, through the header search bar', async ({ page }) => {
  await page.goto('/');
  const bar = page.getByRole('search');
  await bar.getByRole('searchbox').fill(`Wing ${tag}`);
  await bar.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/\/search\?name=Wing\+/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Results for “Wing ${tag}”`);
  await expectResults(page, [`${brand} ${alpha}`]);
  await expect(filters(page).getByRole('textbox', { name: 'Name' })).toHaveValue(`Wing ${tag}`);
  await expect(page).toHaveTitle(`Results for “Wing ${tag}” · Air Gear`);
});

test('category, together with the brand', async ({ page }) => {
  await page.goto(`/search?brand=${brand}`);
  await expectResults(page, [`${brand} ${alpha}`, `${brand} ${beta}`]);
  await filters(page)
    .getByRole('combobox', { name: 'Category' })
    .selectOption({ label: 'Harness' });
  await filters(page).getByRole('button', { name: 'Search With Filters' }).click();
  await expect(page).toHaveURL(new RegExp(`gear_type=${GEAR_TYPE_IDS.harness}`));
  await expectResults(page, [`${brand} ${beta}`]);
});

test('country, picked from the flag list', async ({ page }) => {
  await page.goto(`/search?model=${alpha}`);
  await expectResults(page, [`${brand} ${alpha}`, `${other} ${alpha}`]);
  const country = filters(page).getByRole('combobox', { name: 'Country' });
  await country.click();
  const list = page.getByRole('listbox', { name: 'Country' });
  await expect(list.getByRole('option')).toHaveCount(250);
  await expect(list.getByRole('option', { name: 'France' }).locator('img')).toHaveAttribute(
    'src',
    /^data:image\/svg\+xml/,
  );
  await list.getByRole('option', { name: 'France' }).click();
  await expect(filters(page).getByRole('button', { name: 'Remove France' })).toBeVisible();
  await filters(page).getByRole('button', { name: 'Search With Filters' }).click();
  await expect(page).toHaveURL(/country=FR/);
  await expectResults(page, [`${other} ${alpha}`]);

  // A second country, by keyboard: type-ahead, then Enter. Both are searched at once.
  const add = filters(page).getByRole('combobox', { name: 'Add a country' });
  await add.focus();
  await page.keyboard.type('portu');
  await page.keyboard.press('Enter');
  await expect(filters(page).getByRole('button', { name: 'Remove Portugal' })).toBeVisible();
  await filters(page).getByRole('button', { name: 'Search With Filters' }).press('Enter');
  await expect(page).toHaveURL(/country=FR%2CPT/);
  await expectResults(page, [`${brand} ${alpha}`, `${other} ${alpha}`]);

  await filters(page).getByRole('button', { name: 'Remove France' }).click();
  await filters(page).getByRole('button', { name: 'Search With Filters' }).click();
  await expect(page).toHaveURL(/country=PT(&|$)/);
  await expectResults(page, [`${brand} ${alpha}`]);
});

test('near a town, chosen from the suggestions, within a distance', async ({ page }) => {
  await page.goto(`/search?model=${alpha}`);
  await expectResults(page, [`${brand} ${alpha}`, `${other} ${alpha}`]);
  const near = filters(page).getByRole('combobox', { name: 'Near a town' });
  await near.fill('Anne');
  await page.getByRole('option', { name: 'Annecy, France' }).click();
  await expect(near).toHaveValue('Annecy');
  await filters(page).getByRole('button', { name: 'Search With Filters' }).click();
  await expect(page).toHaveURL(/near=3037543/);
  await expectResults(page, [`${other} ${alpha}`]);
  await expect(main(page).getByText('Annecy, France')).toBeVisible();
  // The URL keeps the town's id; the box shows its name again.
  await page.reload();
  await expect(near).toHaveValue('Annecy');
  // Porto is far beyond 500 km.
  await filters(page).getByRole('combobox', { name: 'Distance' }).selectOption('500');
  await filters(page).getByRole('button', { name: 'Search With Filters' }).click();
  await expect(page).toHaveURL(/radius_km=500/);
  await expectResults(page, [`${other} ${alpha}`]);
});

test('the open country list has no accessibility violation', async ({ page }) => {
  await page.goto('/search');
  await filters(page).getByRole('combobox', { name: 'Country' }).press('ArrowDown');
  await expect(page.getByRole('listbox', { name: 'Country' })).toBeVisible();
  // Only the filters (the open list is 250 options); axe runs in the page, no second page.
  const { violations } = await new AxeBuilder({ page })
    .setLegacyMode(true)
    .include('aside')
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  expect(
    violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
  ).toEqual([]);
});

test('brand', async ({ page }) => {
  await page.goto('/search');
  await filters(page).getByRole('textbox', { name: 'Brand' }).fill(other);
  await filters(page).getByRole('button', { name: 'Search With Filters' }).click();
  await expect(page).toHaveURL(new RegExp(`/search\\?brand=${other}$`));
  await expectResults(page, [`${other} ${alpha}`]);
});

test('model', async ({ page }) => {
  await page.goto('/search');
  await filters(page).getByRole('textbox', { name: 'Model' }).fill(beta);
  await filters(page).getByRole('button', { name: 'Search With Filters' }).click();
  await expect(page).toHaveURL(new RegExp(`/search\\?model=${beta}$`));
  await expectResults(page, [`${brand} ${beta}`]);
});

test('max_price: a number narrows the results, anything else gets an inline error', async ({
  page,
}) => {
  await page.goto(`/search?brand=${brand}`);
  await expectResults(page, [`${brand} ${alpha}`, `${brand} ${beta}`]);
  const price = filters(page).getByRole('textbox', { name: 'Maximum price (EUR)' });
  await price.fill('a thousand');
  await filters(page).getByRole('button', { name: 'Search With Filters' }).click();
  await expect(price).toHaveAttribute('aria-invalid', 'true');
  await expect(
    filters(page).getByText('Enter the price as a number, for example 1500.'),
  ).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/search\\?brand=${brand}$`));

  await price.fill('1000');
  await filters(page).getByRole('button', { name: 'Search With Filters' }).click();
  await expect(page).toHaveURL(/max_price=1000/);
  await expectResults(page, [`${brand} ${alpha}`]);
});

test('nothing found says so', async ({ page }) => {
  await page.goto(`/search?name=nothing-${tag}`);
  await expect(main(page).getByText('Sorry! no item was found')).toBeVisible();
  await expect(main(page).getByRole('link', { name: 'Request gear' })).toHaveAttribute(
    'href',
    '/requestgear',
  );
});
