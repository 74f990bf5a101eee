// Offers and prices: a buyer offers in the conversation, the seller counters, the buyer accepts
// and the listing shows reserved; a lowered price is struck through and its watcher is mailed;
// a catalogue model's page shows its price chart with how many prices back it.
import { expect, test, hydrateAfterLoads } from './test.ts';
import { catalogueModel, createGear, createUser, signInBrowser, uniqueName } from './fixtures.ts';
import { mailsTo } from './outbox.ts';

const WING = '23079e6f-fdbc-40b3-bb49-85f49d7a8b8c';

test('a buyer offers, the seller counters, the buyer accepts: the listing is reserved', async ({
  browser,
  request,
  baseURL,
}) => {
  const seller = await createUser(request, { first_name: 'Sofia' });
  const buyer = await createUser(request, { first_name: 'Bea' });
  const gear = await createGear(request, seller.token, { price: 2000, price_type: 'negotiable' });
  const buyerContext = await browser.newContext();
  const sellerContext = await browser.newContext();
  await signInBrowser(buyerContext, baseURL!, buyer.token);
  await signInBrowser(sellerContext, baseURL!, seller.token);
  const buyerPage = hydrateAfterLoads(await buyerContext.newPage());
  const sellerPage = hydrateAfterLoads(await sellerContext.newPage());

  await buyerPage.goto(`/itemdetails/${gear.id}`);
  await expect(buyerPage.getByText('Negotiable').first()).toBeVisible();
  await buyerPage.getByRole('textbox', { name: 'Your message' }).fill('Would you take an offer?');
  await buyerPage.getByRole('button', { name: 'Send' }).click();
  await expect(buyerPage).toHaveURL(/\/messages\/[0-9a-f-]+$/);
  const conversationPath = new URL(buyerPage.url()).pathname;

  await expect(buyerPage.getByText('Asking price: €2,000 · Negotiable')).toBeVisible();
  // Under half the asking price: refused in words, nothing made.
  await buyerPage.getByLabel('Amount (EUR)').fill('900');
  await buyerPage.getByRole('button', { name: 'Make an offer' }).click();
  await expect(buyerPage.getByRole('alert')).toHaveText(
    'Offers under half the asking price are only for listings that welcome offers.',
  );
  await buyerPage.getByLabel('Amount (EUR)').fill('1600');
  await buyerPage.getByLabel('Note (optional)').fill('Cash on pick-up');
  await buyerPage.getByRole('button', { name: 'Make an offer' }).click();
  await expect(buyerPage.getByText('Your offer is open: waiting for the answer.')).toBeVisible();

  await sellerPage.goto(conversationPath);
  await expect(sellerPage.getByText("Buyer's offer")).toBeVisible();
  await expect(sellerPage.getByText('“Cash on pick-up”')).toBeVisible();
  // The keyboard reaches the counter form.
  await sellerPage.getByLabel('Amount (EUR)').focus();
  await sellerPage.keyboard.type('1800');
  await sellerPage.keyboard.press('Enter');
  await expect(sellerPage.getByText('Countered')).toBeVisible();

  await buyerPage.reload();
  await expect(buyerPage.getByText("Seller's counter offer")).toBeVisible();
  await buyerPage.getByRole('button', { name: 'Accept' }).click();
  // Accepting asks first; the dialog names the amount.
  const confirm = buyerPage.getByRole('dialog', { name: 'Accept the offer of €1,800?' });
  await confirm.getByRole('button', { name: 'Accept' }).click();
  await expect(buyerPage.getByText('Accepted')).toBeVisible();
  await expect(buyerPage.getByText('With Sofia Pereira · Reserved')).toBeVisible();

  await buyerPage.goto(`/itemdetails/${gear.id}`);
  await expect(buyerPage.getByText('Reserved', { exact: true }).first()).toBeVisible();
  await expect
    .poll(async () => (await mailsTo(buyer.email)).some((m) => /Offer accepted/.test(m.headers)), {
      timeout: 15_000,
    })
    .toBe(true);
  await buyerContext.close();
  await sellerContext.close();
});

test('a lowered price is struck through with its date, and its watcher is mailed', async ({
  page,
  request,
  baseURL,
}) => {
  const seller = await createUser(request);
  const watcher = await createUser(request);
  const name = uniqueName('Dropwing');
  const gear = await createGear(request, seller.token, { name, price: 2100 });
  await request.post('/api/favourites/', {
    headers: { Authorization: `Token ${watcher.token}` },
    data: { gear: gear.id },
  });
  const lowered = await request.put(`/api/gears/${gear.id}/`, {
    headers: { Authorization: `Token ${seller.token}` },
    data: {
      name,
      brand: 'Ozone',
      model: 'Rush 6',
      price: 1850,
      currency: 'EUR',
      gear_type: WING,
      properties: { size: 'M', certification: 'EN-B', weight_min: 85, weight_max: 105, year: 2022 },
    },
  });
  expect(lowered.status()).toBe(200);

  await signInBrowser(page.context(), baseURL!, watcher.token);
  await page.goto(`/itemdetails/${gear.id}`);
  await expect(page.getByText('€1,850').first()).toBeVisible();
  const was = page.locator('s', { hasText: '€2,100' });
  await expect(was).toBeVisible();
  await expect(page.getByText(/lowered on \w{3} \d{1,2}, \d{4}/)).toBeVisible();
  await expect
    .poll(
      async () =>
        (await mailsTo(watcher.email)).find((m) => m.body.includes(`Price drop: ${name}`)) !==
        undefined,
      { timeout: 20_000 },
    )
    .toBe(true);
});

test('a model page shows its sizes and a price chart with its data count', async ({
  page,
  request,
}) => {
  const { brand, model, size } = await catalogueModel(request, uniqueName('Pricebrand'), {
    model: 'Guide',
    year: 2021,
    size: 'ML',
    weights: [85, 105],
  });
  const seller = await createUser(request);
  for (const price of [1500, 1600, 1700, 1800, 1900])
    await createGear(request, seller.token, {
      name: `${brand.name} Guide`,
      brand: brand.name,
      model: 'Guide',
      price,
      catalogue_size: size.id,
    });

  await page.goto(`/models/${model.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Guide' })).toBeVisible();
  await expect(page.getByRole('rowheader', { name: 'ML' })).toBeVisible();
  await expect(page.getByText('85–105 kg')).toBeVisible();
  const chart = page.getByRole('img', {
    name: /from 5 asking prices and 0 sold prices in EUR since/,
  });
  // The model's prices are precomputed by a job each listing queues: the page may have been
  // read before the fifth listing's job ran, so it is read again until the figures follow.
  await expect(async () => {
    await page.reload();
    await expect(chart).toBeVisible({ timeout: 3_000 });
  }).toPass({ timeout: 45_000 });
  await expect(page.getByText(/from 5 asking prices and 0 sold prices/)).toBeVisible();
  // The listings of the model.
  await expect(page.getByRole('link', { name: `See details of ${brand.name} Guide` })).toHaveCount(
    5,
  );
});
