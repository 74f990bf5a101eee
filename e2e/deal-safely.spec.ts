// Deal safely: a buyer receives a message with a WhatsApp number and sees the warning; after a
// real exchange (its messages moved a day back in the journey server's database, as the 24-hour
// rule needs) both sides rate each other and the ratings show on their profiles. A theft reported
// on a phone is published by staff in the back office, and a serial check then finds it. A
// pilot reports their wing stolen from "my gear"; once staff publish it, a listing of that serial
// is held from the public (its seller sees why) until staff release it in the back office.
import pg from 'pg';
import { expect, hydrateAfterLoads, test, type APIRequestContext } from './test.ts';
import { E2E_ADMIN } from './admin-account.ts';
import { createGear, createUser, signInBrowser, uniqueName } from './fixtures.ts';
import { databaseUrl } from './job-queue.ts';

const say = (request: APIRequestContext, token: string, url: string, text: string) =>
  request.post(url, { headers: { Authorization: `Token ${token}` }, data: { text } });

async function moveBack(conversationId: string, hours: number) {
  const client = new pg.Client({ connectionString: await databaseUrl() });
  await client.connect();
  try {
    await client.query(
      `update messages set created_at = created_at - make_interval(hours => $2) where conversation_id = $1`,
      [conversationId, hours],
    );
  } finally {
    await client.end();
  }
}

test('a warned message, then both sides rate each other and the ratings show', async ({
  browser,
  request,
  baseURL,
}) => {
  const seller = await createUser(request, { first_name: 'Sofia', last_name: 'Lima' });
  const buyer = await createUser(request, { first_name: 'Bruno', last_name: 'Costa' });
  const gear = await createGear(request, seller.token);
  const opened = await request.post('/api/conversations/', {
    headers: { Authorization: `Token ${buyer.token}` },
    data: { gear: gear.id, text: 'Hello, is it still for sale?' },
  });
  const { id } = (await opened.json()) as { id: string };
  const messages = `/api/conversations/${id}/messages/`;
  await say(request, seller.token, messages, 'Yes! Write me on WhatsApp: +351 912 345 678');
  await say(request, buyer.token, messages, 'I would rather talk here. Can I see it Saturday?');
  await say(request, seller.token, messages, 'Saturday is fine.');

  const buyerContext = await browser.newContext();
  await signInBrowser(buyerContext, baseURL!, buyer.token);
  const buyerPage = hydrateAfterLoads(await buyerContext.newPage());
  await buyerPage.goto(`/messages/${id}`);
  const warning = buyerPage.getByRole('note');
  await expect(warning).toContainText(
    'Be careful: this message tries to move the deal off Air Gear',
  );
  await expect(warning).toContainText('It asks to talk on a messenger');
  await expect(warning).toContainText('It contains a phone number.');
  await expect(warning.getByRole('link', { name: 'How to deal safely' })).toHaveAttribute(
    'href',
    '/security-and-safety#off-site',
  );

  await moveBack(id, 25);
  await buyerPage.reload();
  await buyerPage.getByRole('button', { name: 'Rate Sofia Lima' }).click();
  await buyerPage.getByLabel('A few words (optional)').fill('Kind and on time.');
  await buyerPage.getByRole('button', { name: 'Send the rating' }).click();
  await expect(buyerPage.getByText('Thank you: your rating is on their profile.')).toBeVisible();

  const sellerContext = await browser.newContext();
  await signInBrowser(sellerContext, baseURL!, seller.token);
  const sellerPage = hydrateAfterLoads(await sellerContext.newPage());
  await sellerPage.goto(`/messages/${id}`);
  await expect(sellerPage.getByRole('note')).toHaveCount(0);
  await sellerPage.getByRole('button', { name: 'Rate Bruno Costa' }).click();
  await expect(sellerPage.getByLabel('Item as described')).toHaveCount(0);
  await sellerPage.getByLabel('A few words (optional)').fill('Came as agreed.');
  await sellerPage.getByRole('button', { name: 'Send the rating' }).click();
  await expect(sellerPage.getByText('Thank you: your rating is on their profile.')).toBeVisible();

  await sellerPage.goto(`/userdetails/${seller.id}`);
  await expect(sellerPage.getByText('Kind and on time.')).toBeVisible();
  await expect(
    sellerPage.getByText(/^1 rating: 1 friendly, 1 reliable, 1 item as described/),
  ).toBeVisible();
  await buyerPage.goto(`/userdetails/${buyer.id}`);
  await expect(buyerPage.getByText('Came as agreed.')).toBeVisible();
  await expect(buyerPage.getByText('By Sofia Lima, seller', { exact: false })).toBeVisible();
  await buyerContext.close();
  await sellerContext.close();
});

test('a theft reported on a phone, published by staff, is found by a serial check', async ({
  browser,
  request,
  baseURL,
}) => {
  const owner = await createUser(request, { first_name: 'Rita', last_name: 'Alves' });
  const serial = uniqueName('LTF-').toUpperCase();
  const phone = await browser.newContext({ viewport: { width: 375, height: 740 } });
  await signInBrowser(phone, baseURL!, owner.token);
  const page = hydrateAfterLoads(await phone.newPage());
  await page.goto('/stolen-gear');
  await page.getByLabel('Brand').fill('Ozone');
  await page.getByLabel('Model', { exact: true }).fill('Rush 6');
  await page.getByLabel('Serial number', { exact: true }).fill(serial);
  await page.getByLabel('Date of the theft').fill('2026-06-01');
  await page.getByLabel('Place').fill('Annecy, FR');
  await page.getByRole('button', { name: 'Send the report' }).click();
  await expect(page.getByText('Thank you: your report is waiting for review')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

  const login = await request.post('/api/token/', {
    data: { username: E2E_ADMIN.username, password: E2E_ADMIN.password },
  });
  const staff = await browser.newContext();
  await signInBrowser(staff, baseURL!, ((await login.json()) as { access: string }).access);
  const admin = hydrateAfterLoads(await staff.newPage());
  await admin.goto('/admin/deal-safety');
  const item = admin.getByRole('listitem').filter({ hasText: serial });
  await item.getByRole('button', { name: /^Publish the report of/ }).click();
  await admin.getByRole('dialog').getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(item).toHaveCount(0);

  const visitor = hydrateAfterLoads(await browser.newPage());
  await visitor.goto('/stolen-gear');
  await visitor
    .getByLabel('Serial number to check')
    .fill(serial.toLowerCase().replaceAll('-', ' '));
  await visitor.getByRole('button', { name: 'Check' }).click();
  await expect(visitor.getByText('This serial number is reported stolen.')).toBeVisible();
  await visitor.getByRole('link', { name: 'See the report' }).click();
  await expect(visitor.getByRole('heading', { name: 'Ozone Rush 6' })).toBeVisible();
  await expect(visitor.getByText(serial)).toBeVisible();
  await phone.close();
  await staff.close();
});

test('a theft reported from my gear holds a listing of its serial until staff release it', async ({
  browser,
  request,
  baseURL,
}) => {
  const auth = (token: string) => ({ Authorization: `Token ${token}` });
  const victim = await createUser(request, { first_name: 'Marta', last_name: 'Reis' });
  const seller = await createUser(request, { first_name: 'Tiago', last_name: 'Nunes' });
  const serial = uniqueName('HLD')
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, '');
  const wing = { gear_type: '23079e6f-fdbc-40b3-bb49-85f49d7a8b8c', brand: 'Ozone' };
  const mine = await request.post('/api/items/', {
    headers: auth(victim.token),
    data: { ...wing, model: 'Rush 6', serial },
  });
  expect(mine.status()).toBe(201);
  // The same wing, registered again under a slightly different model name, and listed.
  const theirs = await request.post('/api/items/', {
    headers: auth(seller.token),
    data: { ...wing, model: 'Rush 6 M', serial },
  });
  expect(theirs.status()).toBe(201);
  const gear = await createGear(request, seller.token, {
    name: 'Rush 6 M, cheap, quick sale',
    item: ((await theirs.json()) as { id: string }).id,
  });

  const victimContext = await browser.newContext();
  await signInBrowser(victimContext, baseURL!, victim.token);
  const page = hydrateAfterLoads(await victimContext.newPage());
  await page.goto('/dashboard');
  await page.getByText('Ozone Rush 6', { exact: true }).click();
  await page.getByRole('link', { name: 'Report Ozone Rush 6 stolen' }).click();
  await expect(page.getByLabel('Serial number', { exact: true })).toHaveValue(serial);
  await page.getByLabel('Date of the theft').fill('2026-06-01');
  await page.getByLabel('Place').fill('Gourdon, FR');
  await page.getByRole('button', { name: 'Send the report' }).click();
  await expect(page.getByText('Thank you: your report is waiting for review')).toBeVisible();

  const login = await request.post('/api/token/', {
    data: { username: E2E_ADMIN.username, password: E2E_ADMIN.password },
  });
  const staff = await browser.newContext();
  await signInBrowser(staff, baseURL!, ((await login.json()) as { access: string }).access);
  const admin = hydrateAfterLoads(await staff.newPage());
  await admin.goto('/admin/deal-safety');
  await admin
    .getByRole('listitem')
    .filter({ hasText: serial })
    .getByRole('button', { name: /^Publish the report of/ })
    .click();
  await admin.getByRole('dialog').getByRole('button', { name: 'Publish', exact: true }).click();
  const hold = admin
    .getByRole('region', { name: 'Held by a stolen-gear report' })
    .getByRole('listitem')
    .filter({ hasText: serial });
  await expect(hold.getByRole('link', { name: 'Rush 6 M, cheap, quick sale' })).toBeVisible();

  const visitor = hydrateAfterLoads(await browser.newPage());
  const held = await visitor.goto(`/itemdetails/${gear.id}`);
  expect(held?.status()).toBe(404);
  const sellerContext = await browser.newContext();
  await signInBrowser(sellerContext, baseURL!, seller.token);
  const sellerPage = hydrateAfterLoads(await sellerContext.newPage());
  await sellerPage.goto(`/itemdetails/${gear.id}`);
  await expect(
    sellerPage.getByText('Hidden from the public: the serial number of this listing'),
  ).toBeVisible();

  await hold.getByRole('button', { name: 'Release Ozone Rush 6 M: the match is wrong' }).click();
  await admin.getByRole('dialog').getByRole('button', { name: 'Release', exact: true }).click();
  await expect(hold).toHaveCount(0);
  const released = await visitor.goto(`/itemdetails/${gear.id}`);
  expect(released?.status()).toBe(200);
  await expect(visitor.getByRole('heading', { name: 'Rush 6 M, cheap, quick sale' })).toBeVisible();
  await victimContext.close();
  await sellerContext.close();
  await staff.close();
});
