// Every page, at desktop and phone width: no serious or critical axe violation, and nothing
// wider than a 375 px phone screen.
import { AxeBuilder } from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { createGear, createUser, signInBrowser } from './fixtures.ts';

async function audit(page: Page, path: string) {
  const response = await page.goto(path);
  expect(response?.status(), path).toBeLessThan(500);
  await page.waitForLoadState('networkidle');
  await expect(page.locator('main')).not.toContainText('Loading…');
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
    path,
  ).toEqual([]);
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width, `${path} is wider than the screen`).toBeLessThanOrEqual(page.viewportSize()!.width);
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
  '/addcertifier',
  '/admin',
  '/no-such-page',
];

for (const [label, viewport] of [
  ['desktop', { width: 1280, height: 900 }],
  ['phone', { width: 375, height: 800 }],
] as const) {
  test.describe(`accessibility at ${label} width`, () => {
    test.use({ viewport });

    test('public pages', async ({ page, request }) => {
      test.setTimeout(120_000);
      const seller = await createUser(request);
      const gear = await createGear(request, seller.token);
      const certifiers = await (await request.get('/api/certifiers/')).json();
      const pages = [...publicPages, `/itemdetails/${gear.id}`, `/userdetails/${seller.id}`];
      if (certifiers[0]) pages.push(`/certifierdetails/${certifiers[0].id}`);
      for (const path of pages) await audit(page, path);
    });

    test('pages of a logged-in user', async ({ page, context, request, baseURL }) => {
      test.setTimeout(120_000);
      const user = await createUser(request);
      const gear = await createGear(request, user.token);
      await signInBrowser(context, baseURL!, user.token);
      for (const path of [
        '/dashboard',
        '/addgear',
        `/editgear/${gear.id}`,
        `/addcertficate/${gear.id}`,
        '/requestgear',
        `/editsignup/${user.id}`,
        `/userdetails/${user.id}`,
        `/itemdetails/${gear.id}`,
      ]) {
        await audit(page, path);
      }
    });
  });
}
