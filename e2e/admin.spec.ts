// The staff journey: a staff member grants the Certified Seller badge, adds a certifier and hides
// a reported listing; a normal visitor sees each effect. The back office passes axe and fits a
// phone screen.
import { expect, type Browser, type Page, hydrateAfterLoads } from './test.ts';
import { auditBothWidths, test } from './audit-pages.ts';
import { E2E_ADMIN } from './admin-account.ts';
import { createGear, createUser, signInBrowser, uniqueName } from './fixtures.ts';

test.use({ viewport: { width: 1280, height: 900 } });

async function staffPage(browser: Browser, baseURL: string, token: string): Promise<Page> {
  const context = await browser.newContext();
  await context.addInitScript(() => localStorage.setItem('accepted', 'true'));
  await signInBrowser(context, baseURL, token);
  return hydrateAfterLoads(await context.newPage());
}

async function visitorPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  await context.addInitScript(() => localStorage.setItem('accepted', 'true'));
  return hydrateAfterLoads(await context.newPage());
}

async function staffToken(request: import('@playwright/test').APIRequestContext) {
  const login = await request.post('/api/token/', {
    data: { username: E2E_ADMIN.username, password: E2E_ADMIN.password },
  });
  expect(login.status()).toBe(200);
  const body = await login.json();
  expect(body.user.is_staff).toBe(true);
  return body.access as string;
}

test('staff grant a badge, add a certifier and hide a reported listing; visitors see it', async ({
  browser,
  request,
  baseURL,
}) => {
  // Two browsers through three staff flows: ran past 90 s with the machine's load at 30.
  test.setTimeout(180_000);
  const seller = await createUser(request, { first_name: 'Marta', last_name: 'Vale' });
  // Cards show brand and model, so the model is what makes this listing findable.
  const model = uniqueName('Rush ');
  const gearName = `Reported ${model}`;
  const gear = await createGear(request, seller.token, { name: gearName, model });
  const cardLink = (page: Page) =>
    page.getByRole('link', { name: `See details of Ozone ${model}` });
  const reporter = await createUser(request);
  const report = await request.post(`/api/gears/${gear.id}/reports/`, {
    headers: { Authorization: `Token ${reporter.token}` },
    data: { reason: 'scam', text: 'Asks for a bank transfer before any viewing.' },
  });
  expect(report.status()).toBe(201);

  const staff = await staffPage(browser, baseURL!, await staffToken(request));
  const visitor = await visitorPage(browser);

  // A normal visitor sees no badge yet, and the listing in the list.
  await visitor.goto(`/userdetails/${seller.id}`);
  await expect(visitor.getByRole('heading', { level: 1, name: 'Marta Vale' })).toBeVisible();
  await expect(visitor.getByText('Certified Seller', { exact: true })).toHaveCount(0);
  await visitor.goto('/gears');
  await expect(cardLink(visitor)).toBeVisible();

  // 1. The badge, found by searching the users (keyboard only).
  await staff.goto('/');
  await staff.getByRole('link', { name: 'Admin', exact: true }).click();
  await expect(staff).toHaveURL(/\/admin\/users$/);
  const search = staff.getByRole('searchbox', { name: 'Search', exact: true });
  await search.fill(seller.username);
  await search.press('Enter');
  await expect(staff).toHaveURL(new RegExp(`q=${seller.username}`));
  const grant = staff.getByRole('button', { name: new RegExp(`Grant badge.*${seller.username}`) });
  await grant.focus();
  await staff.keyboard.press('Enter');
  await expect(staff.getByText(`${seller.username} is now a Certified Seller.`)).toBeVisible();
  await visitor.goto(`/userdetails/${seller.id}`);
  // On the profile, and on the seller's listing card below it.
  await expect(visitor.getByText('Certified Seller', { exact: true })).toHaveCount(2);

  // 2. A certifier, through /addcertifier.
  const certifierName = uniqueName('Ridge Loft ');
  await staff.goto('/certifiers');
  await staff.getByRole('link', { name: 'Add a New Certifier' }).click();
  await expect(staff).toHaveURL(/\/addcertifier$/);
  await staff.getByRole('textbox', { name: /^Name/ }).fill(certifierName);
  await staff.getByRole('textbox', { name: 'Website' }).fill('https://ridge-loft.example');
  await staff.getByRole('textbox', { name: 'E-mail' }).fill('check@ridge-loft.example');
  await staff.getByRole('button', { name: 'Add certifier' }).click();
  await expect(staff.getByRole('heading', { level: 1, name: certifierName })).toBeVisible();
  await expect(staff).toHaveURL(/\/certifierdetails\//);
  await visitor.goto('/certifiers');
  await expect(visitor.getByRole('heading', { name: certifierName })).toBeVisible();
  // Visitors never see the staff controls or the form.
  await visitor.getByRole('link', { name: `See Contacts of ${certifierName}` }).click();
  await expect(visitor.getByRole('heading', { level: 1, name: certifierName })).toBeVisible();
  await expect(visitor.getByRole('button', { name: 'Delete certifier' })).toHaveCount(0);
  await visitor.goto('/addcertifier');
  await expect(visitor.getByText(/Certifiers are added by the Air Gear team/)).toBeVisible();
  await expect(visitor.getByRole('button', { name: 'Add certifier' })).toHaveCount(0);

  // 3. The reported listing, hidden from the queue with a note.
  await staff.goto('/admin/reports');
  const card = staff
    .getByRole('listitem')
    .filter({ has: staff.getByRole('link', { name: gearName }) });
  await expect(card.getByText('Asks for a bank transfer before any viewing.')).toBeVisible();
  await card.getByRole('textbox', { name: 'Staff note' }).fill('Photos copied from another ad.');
  await card.getByRole('button', { name: /Hide listing/ }).click();
  await expect(staff.getByText(`${gearName} is hidden.`)).toBeVisible();
  await expect(card).toHaveCount(0);
  await visitor.goto('/gears');
  await expect(visitor.getByRole('heading', { level: 1, name: 'All gears' })).toBeVisible();
  await expect(visitor.getByRole('listitem').first()).toBeVisible();
  await expect(cardLink(visitor)).toHaveCount(0);
  await visitor.goto(`/itemdetails/${gear.id}`);
  await expect(visitor.getByRole('heading', { name: 'Page not found' })).toBeVisible();

  // The audit log has all three.
  await staff.goto('/admin/audit');
  await expect(staff.getByText(`Reported listing hidden · ${gearName}`)).toBeVisible();
  await expect(staff.getByText(`Certifier added · ${certifierName}`)).toBeVisible();
  await expect(staff.getByText(`Account changed · ${seller.username}`).first()).toBeVisible();
  await staff.context().close();
  await visitor.context().close();
});

test('a user without the staff role is turned away, a visitor is sent to log in', async ({
  browser,
  request,
  baseURL,
}) => {
  const user = await createUser(request);
  const page = await staffPage(browser, baseURL!, user.token);
  await page.goto('/admin/users');
  await expect(page.getByRole('heading', { name: 'Staff only' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Admin', exact: true })).toHaveCount(0);
  const answer = await request.get('/api/admin/users/', {
    headers: { Authorization: `Token ${user.token}` },
  });
  expect(answer.status()).toBe(403);
  const visitor = await visitorPage(browser);
  await visitor.goto('/admin/reports');
  await expect(visitor).toHaveURL(/\/auth$/);
  await expect(visitor.getByText('Please log in with a staff account')).toBeVisible();
  await page.context().close();
  await visitor.context().close();
});

// One staff login per worker for the audits, made by the first audit that needs it.
let staffLogin: Promise<string> | undefined;

for (const path of [
  '/admin/users',
  '/admin/reports',
  '/admin/certifiers',
  '/admin/gear-types',
  '/admin/messages',
  '/admin/audit',
  '/admin/catalogue',
  '/admin/deal-safety',
  '/addcertifier',
]) {
  test(`the back office ${path} at desktop and phone width: no serious axe violation, nothing too wide`, async ({
    auditPages,
    request,
  }) => {
    staffLogin ??= staffToken(request);
    const page = await auditPages.open(await staffLogin);
    await auditBothWidths(page, {
      path,
      // The staff header around <main> is the same on every section: audit it whole once.
      region: path === '/admin/users' ? 'html' : 'main',
      prepare:
        path === '/admin/gear-types'
          ? () => page.getByRole('button', { name: /Edit.*Paraglider Wing/ }).click()
          : undefined,
    });
  });
}
