// Journeys of the model catalogue and the fit search: a pilot at 88 kg sees only the wings
// certified for that weight, best fit first, and the weight is remembered; bad weights get clear
// errors; a seller lists a wing by picking brand, model and size; staff edit brands, models and
// sizes and import a CSV (a bad one changes nothing).
// Every test makes its own listings and catalogue entries under names no other test uses.
import {
  expect,
  test,
  type APIRequestContext,
  type Browser,
  type Page,
  hydrateAfterLoads,
} from './test.ts';
import { expectFitsScreen } from './axe.ts';
import {
  catalogueModel,
  createGear,
  createUser,
  signInBrowser,
  staffToken,
  uniqueName,
} from './fixtures.ts';

const WEIGHT_ERROR = 'Enter a weight in kg, above 0 and at most 400.';

async function acceptCookies(page: Page) {
  await page.addInitScript(() => localStorage.setItem('accepted', 'true'));
}

/** Four wings of one new brand: two certified for 88 kg (middle, top of range), two not. */
async function fourWings(request: APIRequestContext) {
  const seller = await createUser(request);
  const brand = uniqueName('Fitbrand');
  const wing = (model: string, min: number, max: number) =>
    createGear(request, seller.token, {
      name: `${brand} ${model}`,
      brand,
      model,
      properties: {
        size: 'M',
        certification: 'EN-B',
        weight_min: min,
        weight_max: max,
        year: 2022,
      },
    });
  await wing('Middle', 80, 96);
  await wing('Top', 70, 90);
  await wing('Too small', 60, 87);
  await wing('Too big', 95, 115);
  return brand;
}

test('a pilot at 88 kg sees only the wings certified for it, best fit first', async ({
  page,
  request,
}) => {
  const brand = await fourWings(request);
  await acceptCookies(page);
  await page.goto(`/search?brand=${brand}`);
  const results = page.getByRole('region', { name: 'Results' });
  await expect(results.getByRole('heading', { level: 3 })).toHaveCount(4);

  await page.getByLabel('My take-off weight (kg)').fill('88');
  await page.getByRole('button', { name: 'Search With Filters' }).click();
  await expect(page).toHaveURL(/takeoff_weight=88/);
  await expect(page).toHaveURL(/sort=fit/);
  await expect(results.getByRole('heading', { level: 3 })).toHaveText(['Middle', 'Top']);
  await expect(results.getByTestId('fit-badge')).toHaveText(['Middle of range', 'Top of range']);
});

test('the weight is remembered in the browser and offered on the category page', async ({
  page,
  request,
}) => {
  await fourWings(request);
  await acceptCookies(page);
  await page.goto('/search');
  await page.getByLabel('My take-off weight (kg)').fill('88');
  await page.getByRole('button', { name: 'Search With Filters' }).click();
  await expect(page).toHaveURL(/takeoff_weight=88/);

  await page.goto('/wing');
  const fitForm = page.getByRole('form', { name: 'Search by fit' });
  await expect(fitForm.getByLabel('My take-off weight (kg)')).toHaveValue('88');
  await fitForm.getByLabel('EN/LTF class').selectOption('B');
  await fitForm.getByRole('button', { name: 'Show gear that fits' }).click();
  await expect(page).toHaveURL(/\/wing\?takeoff_weight=88&en_class=B/);
  // Every card fits 88 kg: none of the wings certified below or above it is listed.
  await expect(page.getByTestId('fit-badge').first()).toBeVisible();
  await expect(page.getByRole('heading', { level: 3, name: /^Too (small|big)$/ })).toHaveCount(0);
});

test('bad weights get a clear error in the search form and nothing is searched', async ({
  page,
}) => {
  await acceptCookies(page);
  await page.goto('/search');
  const weight = page.getByLabel('My take-off weight (kg)');
  for (const bad of ['0', '-5', '401', 'heavy']) {
    await weight.fill(bad);
    await page.getByRole('button', { name: 'Search With Filters' }).click();
    await expect(page.getByText(WEIGHT_ERROR)).toBeVisible();
    await expect(weight).toBeFocused();
    await expect(weight).toHaveAttribute('aria-invalid', 'true');
    expect(page.url()).not.toContain('takeoff_weight');
  }
});

test('bad weights get a clear error in the category page form', async ({ page }) => {
  await acceptCookies(page);
  await page.goto('/wing');
  const fitForm = page.getByRole('form', { name: 'Search by fit' });
  await fitForm.getByLabel('My take-off weight (kg)').fill('500');
  await fitForm.getByRole('button', { name: 'Show gear that fits' }).click();
  await expect(fitForm.getByText(WEIGHT_ERROR)).toBeVisible();
  expect(page.url()).not.toContain('takeoff_weight');
});

test('a logged-in pilot keeps the weight in the profile; bad weights are refused there', async ({
  page,
  request,
  context,
  baseURL,
}) => {
  const pilot = await createUser(request);
  await signInBrowser(context, baseURL!, pilot.token);
  await acceptCookies(page);
  await page.goto(`/userdetails/${pilot.id}`);
  const section = page.getByRole('region', { name: 'Take-off weight' });
  const weight = section.getByLabel('My take-off weight (kg)');
  for (const bad of ['0', '-1', '400.5', 'abc']) {
    await weight.fill(bad);
    await section.getByRole('button', { name: 'Save weight' }).click();
    await expect(section.getByText(WEIGHT_ERROR)).toBeVisible();
  }
  await weight.fill('88');
  await section.getByRole('button', { name: 'Save weight' }).click();
  await expect(section.getByText('Saved: searches will offer this weight.')).toBeVisible();
  const me = await request.get('/api/users/me/', {
    headers: { Authorization: `Token ${pilot.token}` },
  });
  expect((await me.json()).takeoff_weight).toBe(88);

  await page.goto('/search');
  await expect(page.getByLabel('My take-off weight (kg)')).toHaveValue('88');
});

test('a seller lists a wing by picking brand, model and size from the catalogue', async ({
  page,
  request,
  context,
  baseURL,
}) => {
  const brandName = uniqueName('Pickbrand');
  const { size } = await catalogueModel(request, brandName);
  const seller = await createUser(request);
  await signInBrowser(context, baseURL!, seller.token);
  await acceptCookies(page);

  await page.goto('/addgear');
  const main = page.getByRole('main');
  await main.getByLabel('Category').selectOption({ label: 'Paraglider Wing' });
  await main.getByLabel('Title').fill(`${brandName} Journey M`);
  // Typed the seller's way: the catalogue's spelling is what the listing keeps.
  await main.getByLabel('Brand').fill(brandName.toUpperCase());
  await main.getByLabel('Model').fill('journey');
  await main.getByLabel('Size from the catalogue').selectOption(size.id);
  await expect(main.getByLabel('Minimum weight')).toHaveValue('80');
  await expect(main.getByLabel('Maximum weight')).toHaveValue('100');
  await main.getByLabel('Price', { exact: true }).fill('1900');
  await main.getByRole('checkbox', { name: /I accept the terms and conditions/ }).check();
  await main.getByRole('button', { name: 'Save and add photos' }).click();
  await page
    .getByRole('dialog', { name: 'Add photos' })
    .getByRole('button', { name: 'Skip' })
    .click();
  await expect(page).toHaveURL(/\/itemdetails\/[0-9a-f-]{36}$/);

  const gear = await (await request.get(`/api/gears/${page.url().split('/').pop()}/`)).json();
  expect(gear).toMatchObject({ brand: brandName, model: 'Journey', catalogue_size: size.id });
  expect(gear.properties).toMatchObject({ certification: 'EN-B', weight_min: 80 });
});

test('staff add, edit and delete a catalogue size in the back office', async ({
  browser,
  request,
  baseURL,
}) => {
  const brandName = uniqueName('Staffbrand');
  const { model } = await catalogueModel(request, brandName);
  const context = await browser.newContext();
  await context.addInitScript(() => localStorage.setItem('accepted', 'true'));
  await signInBrowser(context, baseURL!, await staffToken(request));
  const page = hydrateAfterLoads(await context.newPage());

  await page.goto('/admin/catalogue');
  const editor = page.getByRole('region', { name: "Edit a model's sizes" });
  await editor.getByLabel('Gear type').selectOption({ label: 'Paraglider Wing' });
  await editor.getByLabel('Brand starts with').fill(brandName);
  await editor.getByLabel('Brand', { exact: true }).selectOption({ label: brandName });
  await editor.getByLabel('Model', { exact: true }).selectOption({ label: 'Journey' });
  const sizes = editor.getByRole('list', { name: 'Sizes' });
  await expect(sizes.getByRole('listitem')).toHaveCount(1);

  await editor.getByRole('button', { name: 'Add a size' }).click();
  const add = editor.getByRole('form', { name: 'Add a size' });
  await add.getByRole('textbox', { name: 'Size', exact: true }).fill('S');
  await add.getByLabel('EN/LTF class').selectOption('B');
  await add.getByLabel('Take-off weight min (kg)').fill('65');
  await add.getByLabel('Take-off weight max (kg)').fill('x');
  await add.getByRole('button', { name: 'Save size' }).click();
  await expect(add.getByText('Enter a number.')).toBeVisible();
  await add.getByLabel('Take-off weight max (kg)').fill('85');
  await add.getByRole('button', { name: 'Save size' }).click();
  await expect(sizes.getByRole('listitem')).toHaveCount(2);
  await expect(sizes.getByText('65–85 kg')).toBeVisible();

  await editor.getByRole('button', { name: 'Edit size S' }).click();
  const edit = editor.getByRole('form', { name: 'Edit size S' });
  await edit.getByLabel('Take-off weight max (kg)').fill('87');
  await edit.getByRole('button', { name: 'Save size' }).click();
  await expect(sizes.getByText('65–87 kg')).toBeVisible();

  await editor.getByRole('button', { name: 'Delete size S' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete this size?' });
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(sizes.getByRole('listitem')).toHaveCount(1);

  const detail = await (await request.get(`/api/catalogue/models/${model.id}/`)).json();
  expect(detail.sizes.map((s: { name: string }) => s.name)).toEqual(['M']);
  await context.close();
});

/** A staff page on /admin/catalogue, at phone width when asked. */
async function staffCatalogue(
  { browser, request, baseURL }: { browser: Browser; request: APIRequestContext; baseURL?: string },
  viewport?: { width: number; height: number },
) {
  const context = await browser.newContext(viewport ? { viewport } : {});
  await context.addInitScript(() => localStorage.setItem('accepted', 'true'));
  await signInBrowser(context, baseURL!, await staffToken(request));
  const page = hydrateAfterLoads(await context.newPage());
  await page.goto('/admin/catalogue');
  return page;
}

test('staff add, rename and delete a catalogue brand in the back office', async ({
  browser,
  request,
  baseURL,
}) => {
  const brandName = uniqueName('Officebrand');
  const page = await staffCatalogue({ browser, request, baseURL });
  const addBrand = page.getByRole('form', { name: 'Add a brand' });
  await addBrand.getByRole('textbox', { name: 'Name' }).fill(brandName);
  await addBrand.getByRole('button', { name: 'Add a brand' }).click();
  await expect(addBrand.getByRole('textbox', { name: 'Name' })).toHaveValue('');
  // The same name again, in capitals: the catalogue has it already.
  await addBrand.getByRole('textbox', { name: 'Name' }).fill(brandName.toUpperCase());
  await addBrand.getByRole('button', { name: 'Add a brand' }).click();
  await expect(addBrand.getByText('The catalogue has this brand already.')).toBeVisible();

  const brands = page.getByRole('region', { name: 'Brands' });
  await brands.getByLabel('Brand starts with').fill(brandName);
  await brands.getByRole('button', { name: `Rename brand ${brandName}` }).click();
  const renamed = `${brandName} Gliders`;
  const rename = brands.getByRole('form', { name: `Rename brand ${brandName}` });
  await rename.getByRole('textbox', { name: 'Name' }).fill(renamed);
  await rename.getByRole('button', { name: 'Save' }).click();
  await expect(brands.getByText(renamed)).toBeVisible();

  await brands.getByRole('button', { name: `Delete brand ${renamed}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete this brand?' });
  await expect(confirm).toContainText('with all its models and their sizes');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(brands.getByText('No brand starts with these letters.')).toBeVisible();
  const left = await (
    await request.get(`/api/catalogue/brands/?q=${encodeURIComponent(brandName)}`)
  ).json();
  expect(left).toEqual([]);
  await page.context().close();
});

test("staff add and delete a brand's model at phone width", async ({
  browser,
  request,
  baseURL,
}) => {
  const brandName = uniqueName('Phonebrand');
  const headers = { Authorization: `Token ${await staffToken(request)}` };
  await request.post('/api/catalogue/brands/', { headers, data: { name: brandName } });
  const page = await staffCatalogue({ browser, request, baseURL }, { width: 375, height: 800 });
  const editor = page.getByRole('region', { name: "Edit a model's sizes" });
  await editor.getByLabel('Gear type').selectOption({ label: 'Paraglider Wing' });
  await editor.getByLabel('Brand starts with').fill(brandName);
  await editor.getByLabel('Brand', { exact: true }).selectOption({ label: brandName });
  const addModel = editor.getByRole('form', { name: 'Add a model' });
  await addModel.getByRole('textbox', { name: 'Name' }).fill('Office One');
  await addModel.getByRole('textbox', { name: 'Year' }).fill('2024');
  await addModel.getByRole('button', { name: 'Add a model' }).click();
  const models = editor.getByRole('list', { name: `Models of ${brandName}` });
  await expect(models.getByText('Office One')).toBeVisible();
  await editor.getByLabel('Model', { exact: true }).selectOption({ label: 'Office One' });
  await expect(editor.getByText('This model has no sizes yet.')).toBeVisible();
  // The forms open at once (a model being renamed too) fit a 375 px screen.
  await models.getByRole('button', { name: 'Rename model Office One' }).click();
  await expect(models.getByRole('textbox', { name: 'Name' })).toBeFocused();
  await expectFitsScreen(page, 'catalogue forms at phone width');
  await models.getByRole('button', { name: 'Cancel' }).click();
  await expect(models.getByRole('button', { name: 'Rename model Office One' })).toBeFocused();

  await models.getByRole('button', { name: 'Delete model Office One' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete this model?' });
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(editor.getByText('This brand has no models of this gear type yet.')).toBeVisible();
  await page.context().close();
});

test('staff import a catalogue CSV; a bad file shows its row errors and changes nothing', async ({
  browser,
  request,
  baseURL,
}) => {
  const brandName = uniqueName('Csvbrand');
  const header =
    'gear_type,brand,model,year,size,en_class,weight_min,weight_max,flat_area,glider_weight,max_load,pilot_height_min,pilot_height_max,source';
  const row = (size: string, range: string) =>
    `wing,${brandName},Imported,2024,${size},B,${range},24.5,4.9,,,,manufacturer`;
  const file = (...rows: string[]) => ({
    name: 'catalogue.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(`${[header, ...rows].join('\n')}\n`),
  });
  const context = await browser.newContext();
  await context.addInitScript(() => localStorage.setItem('accepted', 'true'));
  await signInBrowser(context, baseURL!, await staffToken(request));
  const page = hydrateAfterLoads(await context.newPage());
  await page.goto('/admin/catalogue');
  const form = page.getByRole('form', { name: 'Import a catalogue CSV' });

  // A good first row and a bad second one: nothing of the file is imported.
  await form
    .getByLabel('Catalogue CSV file')
    .setInputFiles(file(row('S', '65,85'), row('M', 'x,100')));
  await form.getByRole('button', { name: 'Import' }).click();
  const alert = form.getByRole('alert');
  await expect(alert).toContainText('Nothing was imported.');
  await expect(alert.getByRole('listitem')).toHaveText(['Row 3, weight_min: Enter a number.']);
  const brand = `/api/catalogue/brands/?q=${encodeURIComponent(brandName)}`;
  expect(await (await request.get(brand)).json()).toEqual([]);

  await form
    .getByLabel('Catalogue CSV file')
    .setInputFiles(file(row('S', '65,85'), row('M', '80,100')));
  await form.getByRole('button', { name: 'Import' }).click();
  await expect(form.getByRole('status')).toHaveText('Imported: sizes 2, models 1, brands 1.');
  await expect(form.getByRole('alert')).toHaveCount(0);
  const [imported] = await (await request.get(brand)).json();
  expect(imported.name).toBe(brandName);
  const [model] = await (await request.get(`/api/catalogue/models/?brand=${imported.id}`)).json();
  const detail = await (await request.get(`/api/catalogue/models/${model.id}/`)).json();
  expect(
    detail.sizes.map((s: { name: string; weight_max: number }) => [s.name, s.weight_max]),
  ).toEqual([
    ['S', 85],
    ['M', 100],
  ]);
  await context.close();
});

test('similar gear is under the listing, in the page the server sends', async ({ request }) => {
  const seller = await createUser(request);
  const brand = uniqueName('Simbrand');
  const wing = (name: string, model: string) =>
    createGear(request, seller.token, { name: `${brand} ${name}`, brand, model });
  const listing = await wing('First', 'Twin');
  const twin = await wing('Second', 'Twin');

  const html = await (await request.get(`/itemdetails/${listing.id}`)).text();
  expect(html).toContain('Similar gear');
  expect(html).toContain(`/itemdetails/${twin.id}`);
});
