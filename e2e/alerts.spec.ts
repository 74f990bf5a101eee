// Saved-search alerts (issue 14): a search saved from /search is mailed a new matching listing,
// the daily digest mails what it gathered, the mail's links stop the alert without a login, and
// a fit search (take-off weight, EN class) is mailed only the wings that fit.
// The journey server gathers instant alerts for 2 s (playwright.config.ts), not 5 minutes.
import { expect, test, type APIRequestContext, hydrateAfterLoads } from './test.ts';
import { GEAR_TYPE_IDS } from '../src/shared/constants.ts';
import { createGear, createUser, signInBrowser, uniqueName, type TestUser } from './fixtures.ts';
import { addJob } from './job-queue.ts';
import { mailsTo, type OutboxMail } from './outbox.ts';

const MAIL_TIMEOUT = 60_000;

/** Waits for the mail to `to` that names `text`. */
async function mailNaming(to: string, text: string): Promise<OutboxMail> {
  let found: OutboxMail | undefined;
  await expect
    .poll(
      async () => {
        found = (await mailsTo(to)).find((mail) => mail.body.includes(text));
        return Boolean(found);
      },
      { timeout: MAIL_TIMEOUT, message: `a mail to ${to} naming ${text}` },
    )
    .toBe(true);
  return found!;
}

const auth = (user: TestUser) => ({ Authorization: `Token ${user.token}` });

async function savedSearches(request: APIRequestContext, user: TestUser) {
  const response = await request.get('/api/saved-searches/', { headers: auth(user) });
  expect(response.status()).toBe(200);
  return (await response.json()) as { id: string; name: string; frequency: string }[];
}

async function saveSearch(
  request: APIRequestContext,
  user: TestUser,
  data: { name: string; query: string; frequency: string },
) {
  const response = await request.post('/api/saved-searches/', { headers: auth(user), data });
  expect(response.status()).toBe(201);
  return (await response.json()) as { id: string };
}

test('a search saved from the results page is mailed a new matching listing', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  const tag = uniqueName('alert');
  const [owner, seller] = [await createUser(request), await createUser(request)];
  await signInBrowser(context, baseURL!, owner.token);
  await page.goto(`/search?brand=Brand${tag}`);
  await page.getByRole('button', { name: 'Save this search' }).click();
  await page.getByLabel('Name of the search').fill(`Wings ${tag}`);
  await expect(page.getByLabel('E-mail me new matches')).toHaveValue('instant');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Search saved.')).toBeVisible();
  expect((await savedSearches(request, owner)).map((s) => s.name)).toEqual([`Wings ${tag}`]);

  await createGear(request, seller.token, { name: `Rush ${tag}`, brand: `Brand${tag}` });
  await createGear(request, seller.token, { name: `Other ${tag}`, brand: `Other${tag}` });
  const mail = await mailNaming(owner.email, `Rush ${tag}`);
  expect(mail.body).not.toContain(`Other ${tag}`);
  expect(mail.headers).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);
});

test('a daily search is mailed in the digest run', async ({ request }) => {
  const tag = uniqueName('digest');
  const [owner, seller] = [await createUser(request), await createUser(request)];
  await saveSearch(request, owner, {
    name: `Daily ${tag}`,
    query: `brand=Brand${tag}`,
    frequency: 'daily',
  });
  await createGear(request, seller.token, { name: `Zeno ${tag}`, brand: `Brand${tag}` });
  // The match is claimed by a job; a daily search is not mailed before the digest runs.
  await expect
    .poll(async () => (await savedSearches(request, owner))[0]!, { timeout: MAIL_TIMEOUT })
    .toMatchObject({ new_count: 1 });
  const named = (await mailsTo(owner.email)).filter((mail) => mail.body.includes(`Zeno ${tag}`));
  expect(named).toEqual([]);

  // What the 07:00 UTC cron item adds (src/server/jobs/runner.ts).
  await addJob('saved_search_digests', { frequency: 'daily' });
  await mailNaming(owner.email, `Zeno ${tag}`);
});

test('the mail stops its alert in one click, without logging in', async ({ browser, request }) => {
  const tag = uniqueName('stop');
  const [owner, seller] = [await createUser(request), await createUser(request)];
  const search = await saveSearch(request, owner, {
    name: `Stop ${tag}`,
    query: `brand=Brand${tag}`,
    frequency: 'instant',
  });
  await createGear(request, seller.token, { name: `Enzo ${tag}`, brand: `Brand${tag}` });
  const mail = await mailNaming(owner.email, `Enzo ${tag}`);
  const frequency = async () => (await savedSearches(request, owner))[0]!.frequency;

  // The body's link: a page that asks first (a link scanner must not unsubscribe anybody).
  const link = /https?:\/\/[^/\s"]+(\/unsubscribe\?token=[A-Za-z0-9_.%-]+)/.exec(mail.body)![1]!;
  const anonymous = await browser.newContext();
  const page = hydrateAfterLoads(await anonymous.newPage());
  await page.goto(link);
  expect(await frequency()).toBe('instant');
  await page.getByRole('button', { name: 'Stop this alert' }).click();
  await expect(page.getByRole('status')).toHaveText(/no more e-mails for this search/);
  await anonymous.close();
  expect(await frequency()).toBe('off');

  // The List-Unsubscribe header: what a mail program posts (RFC 8058).
  const patched = await request.patch(`/api/saved-searches/${search.id}/`, {
    headers: auth(owner),
    data: { frequency: 'instant' },
  });
  expect(patched.status()).toBe(200);
  const header = /^List-Unsubscribe: <([^>]+)>$/m.exec(mail.headers)![1]!;
  const { pathname, search: query } = new URL(header);
  const oneClick = await request.post(`${pathname}${query}`, {
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    data: 'List-Unsubscribe=One-Click',
  });
  expect(oneClick.status()).toBe(204);
  expect(await frequency()).toBe('off');
  const forged = await request.post(`${pathname}${query.replace(/.{4}$/, 'AAAA')}`, {
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    data: 'List-Unsubscribe=One-Click',
  });
  expect(forged.status()).toBe(400);
});

test('a saved fit search mails only the wings that fit the pilot', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  const tag = uniqueName('fit');
  const [pilot, seller] = [await createUser(request), await createUser(request)];
  await signInBrowser(context, baseURL!, pilot.token);
  await page.goto(
    `/search?gear_type=${GEAR_TYPE_IDS.wing}&brand=Brand${tag}&takeoff_weight=88&en_class=B`,
  );
  await page.getByRole('button', { name: 'Save this search' }).click();
  await page.getByLabel('Name of the search').fill(`Fits ${tag}`);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Search saved.')).toBeVisible();

  const wing = (name: string, properties: Record<string, unknown>) =>
    createGear(request, seller.token, {
      name: `${name} ${tag}`,
      brand: `Brand${tag}`,
      properties: { size: 'M', certification: 'EN-B', year: 2022, ...properties },
    });
  // Those that do not fit first: had any matched, it would be in the mail before the one that does.
  await wing('Small', { weight_min: 60, weight_max: 80 });
  await wing('Heavy', { weight_min: 95, weight_max: 115 });
  await wing('Sporty', { weight_min: 80, weight_max: 100, certification: 'EN-C' });
  await wing('Fitting', { weight_min: 80, weight_max: 100 });
  await mailNaming(pilot.email, `Fitting ${tag}`);
  const bodies = (await mailsTo(pilot.email)).map((mail) => mail.body).join('\n');
  for (const misfit of ['Small', 'Heavy', 'Sporty'])
    expect(bodies).not.toContain(`${misfit} ${tag}`);
});
