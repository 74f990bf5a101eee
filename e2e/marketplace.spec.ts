// The marketplace journey: A asks for a wing on /requestgear; B lists a matching one and A gets
// the e-mail; B marks it sold from the dashboard (it leaves /gears, the detail says SOLD); A saves
// another gear to the watchlist and sees it on the dashboard; A reports it, and a second report
// says it was already reported.
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, test, type Browser, hydrateAfterLoads } from './test.ts';
import { createGear, createUser, signInBrowser, uniqueName, type TestUser } from './fixtures.ts';
import { e2eOutboxDir } from './outbox.ts';

async function pageFor(browser: Browser, baseURL: string, user: TestUser) {
  const context = await browser.newContext();
  await signInBrowser(context, baseURL, user.token);
  const page = hydrateAfterLoads(await context.newPage());
  await page.addInitScript(() => localStorage.setItem('accepted', 'true'));
  return page;
}

const decode = (source: string) =>
  Buffer.from(
    source
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');

/** The mails to `to` in the journey server's outbox (e2e/serve.ts) that mention `text`. */
async function mailsTo(to: string, text: string) {
  const dir = e2eOutboxDir();
  const names = await readdir(dir).catch(() => [] as string[]);
  const mails = await Promise.all(
    names.map(async (n) => decode(await readFile(join(dir, n), 'utf8'))),
  );
  return mails.filter((m) => m.includes(`To: ${to}`) && m.includes(text));
}

test('wanted item, matching mail, sold listing, watchlist and report', async ({
  browser,
  request,
  baseURL,
}) => {
  // A many-step journey: ran past 90 s with the machine's load at 30.
  test.setTimeout(180_000);
  const buyer = await createUser(request, { first_name: 'Alice' });
  const seller = await createUser(request, { first_name: 'Bruno' });
  const model = uniqueName('Rush');

  // 1. A asks for a wing of this model, at most 2 500 €.
  const a = await pageFor(browser, baseURL!, buyer);
  await a.goto('/requestgear');
  const form = a.getByRole('main');
  await form.getByLabel('Category').selectOption({ label: 'Paraglider Wing' });
  await form.getByLabel('What are you looking for?').fill(`A ${model} wing, size M`);
  await form.getByLabel('Brand (optional)').fill('ozone');
  await form.getByLabel('Model (optional)').fill(model);
  await form.getByLabel('Maximum price').fill('2500');
  await form.getByLabel('Currency').selectOption('EUR');
  await form.getByRole('button', { name: 'Send request' }).click();
  await expect(form.getByText(/Your request is saved/)).toBeVisible();
  await expect(
    form.getByRole('link', { name: 'See your requests on the dashboard' }),
  ).toBeVisible();
  await a.goto('/wanted');
  await expect(a.getByText(`A ${model} wing, size M`)).toBeVisible();

  // 2. B lists a matching wing: A is mailed once, with the link, as text and HTML.
  const wing = await createGear(request, seller.token, {
    name: `Journey ${model}`,
    brand: 'Ozone',
    model,
    price: 2100,
  });
  await expect
    .poll(async () => (await mailsTo(buyer.email, `/itemdetails/${wing.id}`)).length, {
      timeout: 30_000,
    })
    .toBe(1);
  const [mail] = await mailsTo(buyer.email, `/itemdetails/${wing.id}`);
  expect(mail).toContain('Content-Type: text/plain');
  expect(mail).toContain('Content-Type: text/html');
  expect(mail).toContain('Hello Alice,');
  expect(mail).toContain('See the listing');

  // 3. B marks it sold from the dashboard: it leaves /gears, its page says SOLD.
  const b = await pageFor(browser, baseURL!, seller);
  await b.goto('/gears');
  const card = b.getByRole('link', { name: `See details of Ozone ${model}` });
  await expect(card).toBeVisible();
  await b.goto('/dashboard');
  await b.getByRole('button', { name: `Mark Journey ${model} as sold` }).click();
  // It asks first: a sale ends the offers and hands the passport to a reserved buyer.
  await b
    .getByRole('dialog', { name: `Mark Journey ${model} as sold?` })
    .getByRole('button', { name: 'Mark as sold' })
    .click();
  await expect(b.getByText(`"Journey ${model}" is marked as sold.`)).toBeVisible();
  await expect(b.getByRole('button', { name: `Reactivate Journey ${model}` })).toBeVisible();
  await b.goto('/gears');
  await expect(b.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(b.getByRole('link', { name: /See details of/ }).first()).toBeVisible();
  await expect(card).toHaveCount(0);
  await a.goto(`/itemdetails/${wing.id}`);
  await expect(a.getByText('SOLD: this gear is no longer available')).toBeVisible();
  await expect(a.getByText("See the seller's profile and contact details.")).toHaveCount(0);

  // 4. A saves another of B's gears and finds it on the dashboard.
  const harnessModel = uniqueName('Lightness');
  const other = await createGear(request, seller.token, {
    name: `Journey ${harnessModel}`,
    brand: 'Advance',
    model: harnessModel,
    price: 900,
  });
  await a.goto(`/itemdetails/${other.id}`);
  // The listing's own heart comes first; "similar gear" cards under it have theirs.
  const heart = a.getByRole('button', { name: 'Save to watchlist' }).first();
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
  await heart.click();
  await expect(a.getByRole('button', { name: 'Remove from watchlist' }).first()).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await a.goto('/dashboard');
  const saved = a.getByRole('region', { name: 'Saved gears' });
  await expect(saved.getByRole('heading', { name: harnessModel })).toBeVisible();
  const mine = a.getByRole('region', { name: 'My wanted items' });
  await expect(mine.getByText(`A ${model} wing, size M`)).toBeVisible();

  // 5. A reports it; a second report is refused kindly.
  await a.goto(`/itemdetails/${other.id}`);
  await a.getByRole('button', { name: 'Report this listing' }).click();
  const dialog = a.getByRole('dialog', { name: 'Report this listing' });
  await dialog.getByLabel('It looks like a scam').check();
  await dialog.getByLabel('Details (optional)').fill('Asks for a transfer before any meeting');
  await dialog.getByRole('button', { name: 'Send report' }).click();
  await expect(a.getByText('Thank you. Our team will review this listing.')).toBeVisible();
  await a.reload();
  await a.getByRole('button', { name: 'Report this listing' }).click();
  await a.getByRole('dialog').getByLabel('It is offensive').check();
  await a.getByRole('dialog').getByRole('button', { name: 'Send report' }).click();
  await expect(a.getByText('You have already reported this listing.')).toBeVisible();

  await a.context().close();
  await b.context().close();
});
