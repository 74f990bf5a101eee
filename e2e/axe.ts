// Accessibility checks kept small enough for a busy machine: axe audits one region (usually
// <main>; the shared header and footer get their own audit), after the page has loaded.
import { AxeBuilder } from '@axe-core/playwright';
import { expect, type Page } from './test.ts';

/**
 * Waits until the page's data has arrived: no request in flight, no loading text in <main>.
 * Longer than other expectations: on a loaded machine the API answers and the render after it
 * each wait their turn for a core.
 */
export async function waitUntilLoaded(page: Page) {
  await page.waitForLoadState('networkidle');
  await expect(page.locator('main')).not.toContainText('Loading…', { timeout: 45_000 });
}

/**
 * No serious or critical WCAG 2.1 A/AA violation inside `region` (a CSS selector).
 *
 * Colour contrast is checked at desktop width only: it is four fifths of axe's time on a listing
 * page, and the colours do not change with the width (the only responsive text classes are two
 * heading sizes, large text at both widths).
 */
export async function expectNoSeriousViolation(page: Page, region: string, label: string) {
  const phone = (page.viewportSize()?.width ?? 1280) < 640;
  const { violations } = await new AxeBuilder({ page })
    .disableRules(phone ? ['color-contrast'] : [])
    // Runs axe in the page itself: the default opens a second page and injects axe again to merge
    // results across cross-origin frames, which the app has none of.
    .setLegacyMode(true)
    .include(region)
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
    label,
  ).toEqual([]);
}

/** Nothing wider than the viewport (a 375 px phone screen at phone width). */
export async function expectFitsScreen(page: Page, label: string) {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width, `${label} is wider than the screen`).toBeLessThanOrEqual(
    page.viewportSize()!.width,
  );
}
