// Every page, at desktop and phone width: no serious or critical axe violation, and nothing
// wider than a 375 px phone screen. One test per page, each auditing its <main> at both widths
// from one load (auditBothWidths); the header and footer every page shares are audited whole,
// logged out and logged in. The pages come from one browser page per worker and login
// (audit-pages.ts).
import { auditBothWidths, test } from './audit-pages.ts';
import { createGear, createUser, type TestUser } from './fixtures.ts';

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

test.describe('accessibility at desktop and phone width', () => {
  test('the shared header and footer, logged out', async ({ auditPages }) => {
    await auditBothWidths(await auditPages.open(), { path: '/', region: 'html' });
  });

  for (const path of publicPages) {
    test(`public page ${path}`, async ({ auditPages }) => {
      await auditBothWidths(await auditPages.open(), { path });
    });
  }

  test('public page /itemdetails/{id}', async ({ auditPages, request }) => {
    const { gearId } = await sellerWithGear(request);
    await auditBothWidths(await auditPages.open(), { path: `/itemdetails/${gearId}` });
  });

  test('public page /userdetails/{id}', async ({ auditPages, request }) => {
    const { user } = await sellerWithGear(request);
    await auditBothWidths(await auditPages.open(), { path: `/userdetails/${user.id}` });
  });

  test('public page /certifierdetails/{id}', async ({ auditPages, request }) => {
    const certifiers = await (await request.get('/api/certifiers/')).json();
    test.skip(!certifiers[0], 'the demo data has no certifier');
    await auditBothWidths(await auditPages.open(), {
      path: `/certifierdetails/${certifiers[0].id}`,
    });
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
      await auditBothWidths(await auditPages.open(user.token), { path: path(user, gearId) });
    });
  }

  test('the shared header and footer, logged in', async ({ auditPages, request }) => {
    const { user } = await sellerWithGear(request);
    await auditBothWidths(await auditPages.open(user.token), {
      path: '/dashboard',
      region: 'html',
    });
  });
});
