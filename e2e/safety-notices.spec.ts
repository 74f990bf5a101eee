// The safety notices' journey (issue "Done when"): staff publish a grounding notice for a serial
// range in the back office; the affected listing shows it, its seller gets the mail and records
// the fix with a photo on the listing's page, and the card's badge goes.
import sharp from 'sharp';
import {
  expect,
  hydrateAfterLoads,
  test,
  type APIRequestContext,
  type Browser,
  type Page,
} from './test.ts';
import { E2E_ADMIN } from './admin-account.ts';
import { createGear, createUser, signInBrowser, uniqueName } from './fixtures.ts';
import { mailsTo } from './outbox.ts';
import { expectNoSeriousViolation } from './axe.ts';

const WING = '23079e6f-fdbc-40b3-bb49-85f49d7a8b8c';

async function pageAs(browser: Browser, baseURL: string, token: string): Promise<Page> {
  const context = await browser.newContext();
  await context.addInitScript(() => localStorage.setItem('accepted', 'true'));
  await signInBrowser(context, baseURL, token);
  return hydrateAfterLoads(await context.newPage());
}

async function staffToken(request: APIRequestContext) {
  const login = await request.post('/api/token/', {
    data: { username: E2E_ADMIN.username, password: E2E_ADMIN.password },
  });
  expect(login.status()).toBe(200);
  return (await login.json()).access as string;
}

const proof = async () => ({
  name: 'new-brake-lines.png',
  mimeType: 'image/png',
  buffer: await sharp({ create: { width: 320, height: 240, channels: 3, background: '#b45309' } })
    .png()
    .toBuffer(),
});

test('a grounding notice reaches the affected listing and its seller, who records the fix', async ({
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const staff = await staffToken(request);
  const asStaff = { Authorization: `Token ${staff}` };
  // A brand of its own, so no other journey's listing falls under this notice.
  const brandName = uniqueName('Skyfab');
  const brand = await (
    await request.post('/api/catalogue/brands/', { headers: asStaff, data: { name: brandName } })
  ).json();
  const modelResponse = await request.post('/api/catalogue/models/', {
    headers: asStaff,
    data: { brand: brand.id, gear_type: WING, name: 'Forza', year: 2024 },
  });
  expect(modelResponse.status()).toBe(201);

  // The seller's listing, and its passport with a serial inside the notice's range.
  const seller = await createUser(request, { first_name: 'Mira', last_name: 'Koch' });
  const gear = await createGear(request, seller.token, {
    name: 'Forza, one season',
    brand: brandName,
    model: 'Forza',
  });
  const item = await request.post('/api/items/', {
    headers: { Authorization: `Token ${seller.token}` },
    data: { gear_type: WING, brand: brandName, model: 'Forza', serial: 'Q-40B', gear: gear.id },
  });
  expect(item.status()).toBe(201);

  // 1. Staff publish a grounding notice for serials Q-31A to Q-49E.
  const title = `Forza brake lines ${uniqueName('')}`;
  const staffPage = await pageAs(browser, baseURL!, staff);
  await staffPage.goto('/admin/notices');
  await staffPage.getByRole('button', { name: 'New safety notice' }).click();
  const english = staffPage.getByRole('group', { name: 'English (required)' });
  await english.getByLabel('Title').fill(title);
  await english.getByLabel('Text').fill('Replace both brake lines before the next flight.');
  await staffPage.getByLabel('Source address (URL)').fill('https://skyfab.example/notices/7');
  await expect(staffPage.getByLabel('Grounding: do not fly until fixed')).toBeChecked();
  await staffPage.getByLabel('Find a brand (first letters)').fill(brandName);
  await staffPage
    .getByRole('combobox', { name: 'Brand', exact: true })
    .selectOption({ label: brandName });
  await staffPage.getByRole('checkbox', { name: 'Forza (2024)' }).check();
  await staffPage.getByRole('button', { name: 'Add a serial rule' }).click();
  await staffPage.getByLabel('Rule 1: from').fill('Q-31A');
  await staffPage.getByLabel('Rule 1: to').fill('Q-49E');
  await expectNoSeriousViolation(staffPage, 'main', 'the notice form');
  await staffPage.getByRole('button', { name: 'Publish the notice' }).click();
  const listed = staffPage.getByRole('listitem').filter({ hasText: title });
  await expect(listed).toBeVisible();
  await expect(listed.getByText('from Q31A to Q49E')).toBeVisible();

  // 2. The listing shows it (matching runs as a job right after the save).
  const sellerPage = await pageAs(browser, baseURL!, seller.token);
  const notices = sellerPage.getByRole('region', { name: 'Safety notices' });
  await expect(async () => {
    await sellerPage.goto(`/itemdetails/${gear.id}`);
    await expect(notices.getByRole('heading', { name: title })).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 60_000 });
  await expect(notices.getByText('Grounding: do not fly until fixed')).toBeVisible();
  await expect(notices.getByText('This gear is affected.')).toBeVisible();
  await expect(notices.getByText('The seller has not recorded a fix.')).toBeVisible();
  await expectNoSeriousViolation(sellerPage, '#notices', "the listing's notices");
  // So do staff's counts, and the card's one badge.
  await staffPage.reload();
  await expect(listed.getByText(/Matched: 1 listings, 1 passport items/)).toBeVisible();
  await sellerPage.goto(`/userdetails/${seller.id}`);
  const card = sellerPage.getByRole('article').filter({ hasText: 'Forza' });
  await expect(card.getByText(/Do not fly/)).toBeVisible();

  // The public page lists it with its scope, and offers the feed to feed readers.
  await sellerPage.goto('/notices');
  const entry = sellerPage.getByRole('listitem').filter({ hasText: title });
  await expect(entry.getByText('from Q31A to Q49E')).toBeVisible();
  await expect(
    sellerPage.locator('link[rel=alternate][type="application/atom+xml"]'),
  ).toHaveAttribute('href', '/feeds/notices.atom');
  await expectNoSeriousViolation(sellerPage, 'main', 'the notices page');

  // 3. The seller is mailed.
  await expect
    .poll(async () => (await mailsTo(seller.email)).some((m) => m.headers.includes(title)), {
      timeout: 60_000,
    })
    .toBe(true);
  const [mail] = (await mailsTo(seller.email)).filter((m) => m.headers.includes(title));
  expect(mail!.headers).toContain(`Subject: Safety notice: ${title}`);

  // 4. The seller records the fix with a photo; without one, the form asks for it.
  await sellerPage.goto(`/itemdetails/${gear.id}`);
  await notices.getByRole('button', { name: 'Record the fix' }).click();
  await expect(notices.getByText(`This record is the fix of the notice “${title}”.`)).toBeVisible();
  await expectNoSeriousViolation(sellerPage, '#notices', 'the fix form');
  await notices.getByLabel('Notes').fill('New brake lines fitted by the workshop.');
  await notices.getByRole('button', { name: 'Save record' }).click();
  await expect(notices.getByText('Add at least one photo as proof of the fix.')).toBeVisible();
  await notices.getByLabel(/Proof photos/).setInputFiles([await proof()]);
  await notices.getByRole('button', { name: 'Save record' }).click();
  await expect(notices.getByText(/The seller recorded the fix on/)).toBeVisible();
  await expect(notices.getByRole('img', { name: 'Proof of the fix, photo 1' })).toBeVisible();

  // 5. The badge changes: no open notice is left on the listing.
  await sellerPage.goto(`/userdetails/${seller.id}`);
  await expect(card).toBeVisible();
  await expect(card.getByText(/Safety notice/)).toHaveCount(0);
  await staffPage.reload();
  await expect(listed.getByText(/Fix recorded: 1 listings/)).toBeVisible();
});

test('a notice that does not exist is the not-found page, with a 404 status', async ({ page }) => {
  const missing = '00000000-0000-4000-8000-00000000a404';
  const response = await page.goto(`/notices/${missing}`);
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
});
