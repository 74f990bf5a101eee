// The gear passport's journey: a seller starts the passport of a listed wing and records a check
// with a proof photo (the card then says "Check valid until …"); a certifier account signs a
// check; the listing is sold to the buyer it was reserved for, who accepts the passport and finds
// the history on "my gear".
import sharp from 'sharp';
import { expect, hydrateAfterLoads, test, type Browser, type Page } from './test.ts';
import { E2E_ADMIN } from './admin-account.ts';
import { createGear, createUser, signInBrowser, uniqueName } from './fixtures.ts';

async function pageAs(browser: Browser, baseURL: string, token: string): Promise<Page> {
  const context = await browser.newContext();
  await context.addInitScript(() => localStorage.setItem('accepted', 'true'));
  await signInBrowser(context, baseURL, token);
  return hydrateAfterLoads(await context.newPage());
}

const proof = async () => ({
  name: 'porosity.png',
  mimeType: 'image/png',
  buffer: await sharp({ create: { width: 320, height: 240, channels: 3, background: '#0f766e' } })
    .png()
    .toBuffer(),
});

test('a passport is kept, signed by a certifier and handed to the buyer', async ({
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const seller = await createUser(request, { first_name: 'Lena', last_name: 'Berg' });
  const model = uniqueName('Rush ');
  const gear = await createGear(request, seller.token, { model });

  // 1. The seller starts the passport and records a check with a proof photo.
  const sellerPage = await pageAs(browser, baseURL!, seller.token);
  await sellerPage.goto(`/itemdetails/${gear.id}`);
  const passport = sellerPage.getByRole('region', { name: /Gear passport/ });
  await expect(passport.getByText('No check recorded')).toBeVisible();
  await passport.getByRole('button', { name: 'Start the passport' }).click();
  await passport.getByLabel('Serial number').fill(`oz-${uniqueName('')}`);
  await passport.getByRole('button', { name: 'Register this gear' }).click();
  await passport.getByRole('button', { name: 'Add a record' }).click();
  await passport.getByLabel('Porosity (s)').fill('48');
  await passport.getByLabel('Verdict').selectOption('airworthy');
  await passport.getByLabel('Proof photos (JPEG, PNG or WebP)').setInputFiles([await proof()]);
  await passport.getByRole('button', { name: 'Save record' }).click();
  await expect(passport.getByText('Declared by the owner')).toBeVisible();
  await expect(passport.getByRole('img', { name: /Proof of the record of/ })).toBeVisible();
  await expect(passport.getByText(/Check valid until/).first()).toBeVisible();
  await expect(passport.getByText(/General rule/)).toBeVisible();

  // The card in the seller's listings carries the short badge.
  await sellerPage.goto(`/userdetails/${seller.id}`);
  const card = sellerPage.getByRole('article').filter({ hasText: model });
  await expect(card.getByText(/Check valid until/)).toBeVisible();

  // 2. Staff link a user to a certifier; that certifier account signs a check.
  const staffLogin = await request.post('/api/token/', {
    data: { username: E2E_ADMIN.username, password: E2E_ADMIN.password },
  });
  const staffToken = (await staffLogin.json()).access as string;
  const [certifier] = (await (await request.get('/api/certifiers/')).json()) as {
    id: string;
    name: string;
  }[];
  const checker = await createUser(request, { first_name: 'Paul', last_name: 'Check' });
  const linked = await request.put(`/api/admin/users/${checker.id}/certifier/`, {
    headers: { Authorization: `Token ${staffToken}` },
    data: { certifier: certifier!.id },
  });
  expect(linked.status()).toBe(200);
  const checkerPage = await pageAs(browser, baseURL!, checker.token);
  await checkerPage.goto(`/itemdetails/${gear.id}`);
  const checked = checkerPage.getByRole('region', { name: /Gear passport/ });
  await checked.getByRole('button', { name: 'Add a record' }).click();
  await expect(checked.getByText(`Recorded as ${certifier!.name}.`)).toBeVisible();
  await checked.getByLabel('Porosity (s)').fill('52');
  await expect(checked.getByLabel('Sign this record as the certifier')).toBeChecked();
  await checked.getByRole('button', { name: 'Save record' }).click();
  await expect(checked.getByText('Signed by the certifier')).toBeVisible();

  // 3. Sold to the buyer it was reserved for: the buyer accepts the passport.
  const buyer = await createUser(request, { first_name: 'Tom', last_name: 'Reed' });
  const as = (token: string) => ({ Authorization: `Token ${token}` });
  const conversation = await request.post('/api/conversations/', {
    headers: as(buyer.token),
    data: { gear: gear.id, text: 'Is it still for sale? I would like the check papers too.' },
  });
  expect(conversation.status()).toBe(201);
  const reserve = await request.post(
    `/api/conversations/${(await conversation.json()).id}/reserve/`,
    {
      headers: as(seller.token),
    },
  );
  expect(reserve.status()).toBe(200);
  const listing = await (await request.get(`/api/gears/${gear.id}/`)).json();
  const sold = await request.put(`/api/gears/${gear.id}/`, {
    headers: as(seller.token),
    data: {
      name: listing.name,
      brand: listing.brand,
      model: listing.model,
      price: listing.price,
      currency: listing.currency,
      gear_type: listing.gear_type,
      properties: listing.properties,
      item: listing.item,
      status: 'sold',
    },
  });
  expect(sold.status()).toBe(200);

  const buyerPage = await pageAs(browser, baseURL!, buyer.token);
  await buyerPage.goto('/dashboard');
  const myGear = buyerPage.getByRole('region', { name: 'My gear' });
  await expect(
    myGear.getByText(`Ozone ${model}: the seller offers you its passport.`),
  ).toBeVisible();
  await myGear.getByRole('button', { name: 'Accept' }).click();
  const entry = myGear.getByRole('listitem').filter({ hasText: `Ozone ${model}` });
  await expect(entry.getByText('2 records')).toBeVisible();
  await entry.getByText(`Ozone ${model}`, { exact: true }).click();
  await expect(entry.getByText('Signed by the certifier')).toBeVisible();
  await expect(entry.getByText('Declared by the owner')).toBeVisible();
  // The seller's contact details do not travel with the gear.
  await expect(myGear).not.toContainText(seller.email);

  // 4. The new owner lists it again: the form starts from the item, linked to its passport.
  await entry.getByRole('link', { name: `List Ozone ${model} for sale again` }).click();
  await expect(buyerPage).toHaveURL(/\/addgear\?item=/);
  await expect(buyerPage.getByText(`Listed with the passport of Ozone ${model}`)).toBeVisible();
  await expect(buyerPage.getByLabel('Brand')).toHaveValue('Ozone');
  await expect(buyerPage.getByLabel('Model')).toHaveValue(model);
});
