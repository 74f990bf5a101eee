// The seller's journey: list a gear with its extra fields, upload photos with progress, add a
// certificate with a proof photo, edit the listing and reorder photos, then delete it.
import { expect, test, type APIRequestContext, type Page } from './test.ts';
import sharp from 'sharp';

async function createSeller(request: APIRequestContext) {
  const username = `seller${Date.now().toString(36)}${Math.floor(Math.random() * 1e6)}`;
  const password = 'glide-safely-42';
  const registered = await request.post('/api/register/', {
    data: {
      username,
      password,
      email: `${username}@example.com`,
      first_name: 'Rita',
      last_name: 'Lopes',
      country: 'PT',
      phone_number: '',
    },
  });
  expect(registered.status()).toBe(201);
  const login = await request.post('/api/token/', { data: { username, password } });
  expect(login.status()).toBe(200);
  return { username, password, token: (await login.json()).access as string };
}

/** A small real image of a given colour, PNG or JPEG. */
async function photo(name: string, format: 'png' | 'jpeg', color: string) {
  const image = sharp({ create: { width: 320, height: 240, channels: 3, background: color } });
  const buffer = await (format === 'png' ? image.png() : image.jpeg()).toBuffer();
  return { name, mimeType: `image/${format}`, buffer };
}

async function acceptCookies(page: Page) {
  await page.addInitScript(() => localStorage.setItem('accepted', 'true'));
}

test('a seller lists a gear with photos and a certificate, edits it and deletes it', async ({
  page,
  request,
  context,
  baseURL,
}) => {
  // A many-step journey: ran past 90 s with the machine's load at 30.
  test.setTimeout(180_000);
  const seller = await createSeller(request);
  await context.addCookies([{ name: 'airToken', value: seller.token, url: baseURL! }]);
  await acceptCookies(page);

  // 1. The form, with the extra fields of the chosen category.
  await page.goto('/addgear');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: 'Sell your gear' })).toBeVisible();
  await main.getByLabel('Category').selectOption({ label: 'Paraglider Wing' });
  await main.getByLabel('Title').fill('Journey Rush 6 M');
  await main.getByLabel('Brand').fill('Ozone');
  await main.getByLabel('Model').fill('Rush 6');
  await main.getByLabel('Price', { exact: true }).fill('2100');
  await main.getByLabel('Currency').selectOption('EUR');
  await main.getByLabel('Size', { exact: true }).fill('M');
  await main.getByLabel('Certification', { exact: true }).selectOption('EN-B');
  await main.getByLabel('Minimum weight').fill('85');
  await main.getByLabel('Maximum weight').fill('105');
  await main.getByLabel('Year').fill('2022');
  await main.getByLabel(/Description/).fill('Always packed dry.');
  await main.getByRole('button', { name: 'Save and add photos' }).click();
  await expect(main.getByText('Please accept the terms and conditions.')).toBeVisible();
  await main.getByRole('checkbox', { name: /I accept the terms and conditions/ }).check();
  await main.getByRole('button', { name: 'Save and add photos' }).click();

  // 2. The photo modal: three photos, each with its own progress, then the detail page.
  const modal = page.getByRole('dialog', { name: 'Add photos' });
  await expect(modal).toBeVisible();
  await modal
    .locator('input[type=file]')
    .setInputFiles([
      await photo('front.png', 'png', '#0f766e'),
      await photo('back.jpg', 'jpeg', '#b91c1c'),
      await photo('lines.png', 'png', '#1d4ed8'),
    ]);
  await expect(modal.getByRole('progressbar')).toHaveCount(3);
  await expect(modal.getByRole('img', { name: 'Preview of back.jpg' })).toBeVisible();
  await modal.getByRole('button', { name: 'Upload 3 photos' }).click();
  await expect(page).toHaveURL(/\/itemdetails\/[0-9a-f-]{36}$/, { timeout: 45_000 });
  const gearId = page.url().split('/').pop()!;

  // 3. The detail page shows the listing with its three photos and extra fields.
  await expect(page.getByRole('heading', { level: 1, name: 'Journey Rush 6 M' })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Show photo \d$/ })).toHaveCount(3);
  // `.first()`: the listing's own facts come before the "similar gear" cards under it.
  await expect(page.getByText('€2,100').first()).toBeVisible();
  await expect(page.getByText('EN-B').first()).toBeVisible();
  await expect(page.getByText('No certificate for this gear yet.')).toBeVisible();

  // 4. A certificate, then a proof photo on it.
  await page.getByRole('link', { name: 'Add a certificate' }).click();
  await expect(page).toHaveURL(`/addcertficate/${gearId}`);
  await main.getByLabel('Issue date').fill('2026-03-01');
  await main.getByLabel('Expiry date').fill('2028-03-01');
  await main.getByLabel('Porosity (seconds)').fill('42');
  await main.getByLabel('Certifier').selectOption({ label: 'Skyline Check Workshop' });
  await main
    .getByRole('group', { name: 'Lines need trim' })
    .getByRole('radio', { name: 'No' })
    .check();
  await main.getByRole('radio', { name: 'Good', exact: true }).check();
  await main.getByRole('button', { name: 'Save certificate' }).click();
  await expect(page).toHaveURL(`/itemdetails/${gearId}`);
  const certificate = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: 'Skyline Check Workshop' }) });
  await expect(certificate.getByText('42 seconds')).toBeVisible();
  await expect(certificate.getByText('Good', { exact: true })).toBeVisible();
  await certificate
    .locator('input[type=file]')
    .setInputFiles(await photo('proof.jpg', 'jpeg', '#fbbf24'));
  await expect(page.getByText('Your photo is added, please refresh the page!')).toBeVisible();
  await expect(
    certificate.getByRole('img', { name: 'Certificate photo 1 by Skyline Check Workshop' }),
  ).toBeVisible();

  // 5. Edit: a new price and another cover photo.
  await page.getByRole('link', { name: 'Edit this listing' }).click();
  await expect(page).toHaveURL(`/editgear/${gearId}`);
  await expect(main.getByLabel('Title')).toHaveValue('Journey Rush 6 M');
  const covers = main.locator('ol img');
  const secondSrc = await covers.nth(1).getAttribute('src');
  // Move the first photo back twice, by keyboard: focus stays on the moved photo's button.
  await main.getByRole('button', { name: 'Move photo 1 later' }).click();
  await expect(main.getByRole('button', { name: 'Move photo 2 later' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(main.getByText('Photo moved to position 3 of 3.')).toBeAttached();
  await expect(main.getByRole('button', { name: 'Move photo 3 later' })).toBeFocused();
  await expect(covers.first()).toHaveAttribute('src', secondSrc!);
  await main.getByLabel('Price', { exact: true }).fill('1990');
  await main.getByRole('button', { name: 'Save changes' }).click();
  // A plain edit is confirmed and does not ask for photos again.
  await expect(page.getByText('Changes saved.')).toBeVisible();
  await expect(page).toHaveURL(`/itemdetails/${gearId}`);
  await expect(page.getByRole('dialog', { name: 'Add photos' })).toBeHidden();
  await expect(page.getByText('€1,990').first()).toBeVisible();
  const gear = await (await request.get(`/api/gears/${gearId}/`)).json();
  expect(gear.pictures[0].thumbnail).toBe(secondSrc);
  expect(gear.has_certificate).toBe(true);

  // 6. Delete from the dashboard, after confirming.
  await page.goto('/dashboard');
  await page.getByRole('button', { name: 'Delete Journey Rush 6 M' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete this listing?' });
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('link', { name: 'Journey Rush 6 M' })).toHaveCount(0);
  expect((await request.get(`/api/gears/${gearId}/`)).status()).toBe(404);
});

test('changing the form while logged out asks to log in, and login returns to /addgear', async ({
  page,
  request,
}) => {
  const seller = await createSeller(request);
  await acceptCookies(page);
  await page.goto('/addgear');
  const main = page.getByRole('main');
  await main.getByLabel('Title').fill('A wing');
  await expect(main.getByRole('alert')).toContainText('In order to place an add please login');
  await main.getByRole('link', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/auth/);
  await main.getByLabel('Username').fill(seller.username);
  await main.getByLabel('Password').fill(seller.password);
  await main.getByRole('button', { name: /Log ?in/i }).click();
  await expect(page).toHaveURL('/addgear');
  await expect(main.getByLabel('Category')).toBeVisible();
});
