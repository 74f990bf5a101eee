// Buyer and seller talk about a listing in two browser contexts; the seller reserves it.
import { expect, test, hydrateAfterLoads } from './test.ts';
import { createGear, createUser, signInBrowser } from './fixtures.ts';

test('buyer and seller talk about a listing and the seller marks it reserved', async ({
  browser,
  request,
  baseURL,
}) => {
  const seller = await createUser(request, { first_name: 'Sara' });
  const buyer = await createUser(request, { first_name: 'Bruno' });
  const gear = await createGear(request, seller.token);
  const buyerContext = await browser.newContext();
  const sellerContext = await browser.newContext();
  await signInBrowser(buyerContext, baseURL!, buyer.token);
  await signInBrowser(sellerContext, baseURL!, seller.token);
  const buyerPage = hydrateAfterLoads(await buyerContext.newPage());
  const sellerPage = hydrateAfterLoads(await sellerContext.newPage());

  await buyerPage.goto(`/itemdetails/${gear.id}`);
  // The conversation page holds a live stream (server-sent events) once it opens.
  const buyerStream = buyerPage.waitForResponse(
    (r) => /\/api\/conversations\/[0-9a-f-]+\/events\/$/.test(r.url()) && r.status() === 200,
  );
  await buyerPage
    .getByRole('textbox', { name: 'Your message' })
    .fill('Is the wing still for sale?');
  await buyerPage.getByRole('button', { name: 'Send' }).click();
  await expect(buyerPage).toHaveURL(/\/messages\/[0-9a-f-]+$/);
  const conversationPath = new URL(buyerPage.url()).pathname;
  expect((await buyerStream).headers()['content-type']).toMatch(/^text\/event-stream/);

  await sellerPage.goto('/messages');
  await expect(sellerPage.getByRole('link', { name: /Messages, 1 unread/ })).toBeVisible();
  await sellerPage.getByRole('link', { name: /Well kept Rush 6/ }).click();
  await expect(sellerPage).toHaveURL(new RegExp(`${conversationPath}$`));
  await expect(sellerPage.getByText('Is the wing still for sale?')).toBeVisible();
  await sellerPage.getByRole('textbox', { name: 'Your message' }).fill('Yes, it is yours.');
  await sellerPage.getByRole('button', { name: 'Send' }).click();

  // The buyer's open page shows the answer without a reload (told by its stream).
  await expect(buyerPage.getByText('Yes, it is yours.')).toBeVisible({ timeout: 5000 });

  await sellerPage.getByRole('button', { name: 'Mark reserved for this buyer' }).click();
  await expect(sellerPage.getByRole('button', { name: 'Lift the reservation' })).toBeVisible();
  await buyerPage.goto(`/itemdetails/${gear.id}`);
  await expect(buyerPage.getByText('Reserved', { exact: true }).first()).toBeVisible();
  await buyerContext.close();
  await sellerContext.close();
});
