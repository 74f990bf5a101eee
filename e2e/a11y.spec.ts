// Every page, at desktop and phone width: no serious or critical axe violation, and nothing
// wider than a 375 px phone screen. One test per page, each auditing its <main>; the header and
// footer every page shares are audited whole once per width, logged out and logged in. The pages
// come from one browser page per worker, width and login (audit-pages.ts).
import { expect, type Page } from '@playwright/test';
import { test } from './audit-pages.ts';
import { expectFitsScreen, expectNoSeriousViolation, waitUntilLoaded } from './axe.ts';
import { createGear, createUser, type TestUser } from './fixtures.ts';

async function audit(page: Page, path: string, region = 'main') {
  const response = await page.goto(path);
  expect(response?.status(), path).toBeLessThan(500);
  await waitUntilLoaded(page);
  await expectNoSeriousViolation(page, region, path);
  await expectFitsScreen(page, path);
}

const publicPages = [
  '/',
  '/gears',
  '/wing',
  '/harness',
  '/instrument',
  '/certifiers',
  '/search?name=a',
  '/about-us',
  '/terms-and-conditions',
  '/security-and-safety',
  '/signup',
  '/auth',
  '/reset-password',
  '/account_created',
  '/register_failed',
  '/unsubscribe',
  '/addcertifier',
  '/admin',
  '/no-such-page',
];

// Made once per worker, by the first test that needs it.
let seller: Promise<{ user: TestUser; gearId: string }> | undefined;
const sellerWithGear = (request: Parameters<typeof createUser>[0]) =>
  (seller ??= (async () => {
    const user = await createUser(request);
    return { user, gearId: (await createGear(request, user.token)).id };
  })());

for (const [label, viewport] of [
  ['desktop', { width: 1280, height: 900 }],
  ['phone', { width: 375, height: 800 }],
] as const) {
  test.describe(`accessibility at ${label} width`, () => {
    test('the shared header and footer, logged out', async ({ auditPages }) => {
      await audit(await auditPages.open(viewport), '/', 'html');
    });

    for (const path of publicPages) {
      test(`public page ${path}`, async ({ auditPages }) => {
        await audit(await auditPages.open(viewport), path);
      });
    }

    test('public page /itemdetails/{id}', async ({ auditPages, request }) => {
      const { gearId } = await sellerWithGear(request);
      await audit(await auditPages.open(viewport), `/itemdetails/${gearId}`);
    });

    test('public page /userdetails/{id}', async ({ auditPages, request }) => {
      const { user } = await sellerWithGear(request);
      await audit(await auditPages.open(viewport), `/userdetails/${user.id}`);
    });

    test('public page /certifierdetails/{id}', async ({ auditPages, request }) => {
      const certifiers = await (await request.get('/api/certifiers/')).json();
      test.skip(!certifiers[0], 'the demo data has no certifier');
      await audit(await auditPages.open(viewport), `/certifierdetails/${certifiers[0].id}`);
    });

    const loggedIn: [string, (user: TestUser, gearId: string) => string][] = [
      ['/dashboard', () => '/dashboard'],
      ['/addgear', () => '/addgear'],
      ['/editgear/{id}', (_, gearId) => `/editgear/${gearId}`],
      ['/addcertficate/{id}', (_, gearId) => `/addcertficate/${gearId}`],
      ['/requestgear', () => '/requestgear'],
      ['/messages', () => '/messages'],
      ['/editsignup/{id}', (user) => `/editsignup/${user.id}`],
      ['/userdetails/{id} (own)', (user) => `/userdetails/${user.id}`],
      ['/itemdetails/{id} (own)', (_, gearId) => `/itemdetails/${gearId}`],
    ];
    for (const [name, path] of loggedIn) {
      test(`logged-in page ${name}`, async ({ auditPages, request }) => {
        const { user, gearId } = await sellerWithGear(request);
        await audit(await auditPages.open(viewport, user.token), path(user, gearId));
      });
    }

    test('the shared header and footer, logged in', async ({ auditPages, request }) => {
      const { user } = await sellerWithGear(request);
      await audit(await auditPages.open(viewport, user.token), '/dashboard', 'html');
    });
  });
}
