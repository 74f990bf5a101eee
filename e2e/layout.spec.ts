import { expect, test, type Locator, type Page } from './test.ts';
import { demoGearWithPhotos } from './fixtures.ts';

/** Lets a page whose clock is paused render: fires the timers that are due, never moving time. */
async function renderWithoutTime(page: Page, rendered: Locator) {
  await expect
    .poll(async () => {
      await page.clock.runFor(0);
      return rendered.isVisible();
    })
    .toBe(true);
}

test('the cookie notice appears 5 s after the first visit and stays away once accepted', async ({
  page,
}) => {
  // The page's clock stands still from before navigation, so loading takes no page time however
  // slow the machine is: the notice's 5 s timer starts at a known tick and only the test moves it.
  const notice = page.getByRole('region', { name: 'Cookie notice' });
  const heading = page.getByRole('heading', { level: 1 });
  await page.clock.install();
  await page.clock.pauseAt(Date.now() + 1_000);
  await page.goto('/');
  await renderWithoutTime(page, heading);
  await page.clock.runFor(4_999);
  await expect(notice).toBeHidden();
  await page.clock.runFor(1);
  await expect(notice).toBeVisible();
  await notice.getByRole('button', { name: 'Accept' }).click();
  await expect(notice).toBeHidden();
  expect(await page.evaluate(() => localStorage.getItem('accepted'))).toBe('true');
  await page.reload();
  await renderWithoutTime(page, heading);
  await page.clock.runFor(6_000);
  await expect(heading).toBeVisible();
  await expect(notice).toBeHidden();
});

test('the search bar goes to /search with the query and clears itself', async ({ page }) => {
  await page.goto('/gears');
  const bar = page.getByRole('search');
  await bar.getByRole('searchbox').fill('Rush');
  await bar.getByRole('combobox').selectOption({ label: 'Paraglider Wing' });
  await bar.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(
    /\/search\?name=Rush&gear_type=23079e6f-fdbc-40b3-bb49-85f49d7a8b8c$/,
  );
  await expect(bar.getByRole('searchbox')).toHaveValue('');
  await expect(bar.getByRole('combobox')).toHaveValue('');
});

test('the category dropdown opens the category page once one is chosen, not on a key', async ({
  page,
}) => {
  await page.goto('/');
  const categories = page.getByRole('banner').getByRole('button', { name: 'Categories' });
  // A <select> that navigated on change went to the first category on this key (WCAG 3.2.2).
  await categories.focus();
  await page.keyboard.press('ArrowDown');
  await expect(page).toHaveURL(/\/$/);
  await categories.click();
  await page.getByRole('banner').getByRole('link', { name: 'Harness' }).click();
  await expect(page).toHaveURL(/\/harness$/);
  await expect(page.getByRole('heading', { name: 'Harness', level: 1 })).toBeVisible();
});

test('the footer links to three social networks', async ({ page }) => {
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  for (const name of ['Instagram', 'Facebook', 'YouTube']) {
    await expect(footer.getByRole('link', { name: new RegExp(name) })).toHaveAttribute(
      'href',
      /^https:\/\//,
    );
  }
});

test('on a phone the browser renders the cards near the screen, and the others once scrolled to', async ({
  page,
}) => {
  await page.setViewportSize({ width: 412, height: 823 });
  await page.goto('/gears');
  const cards = page.getByRole('main').getByRole('article');
  await expect(cards.nth(6)).toBeAttached();
  // Whether the browser skipped the card's contents in style, layout and paint (`defer-render`,
  // styles.css): the card itself keeps its place, its heading is what goes unrendered.
  const rendered = (card: Locator) =>
    card
      .getByRole('heading')
      .evaluate((heading) => heading.checkVisibility({ contentVisibilityAuto: true }));
  expect(await rendered(cards.first())).toBe(true);
  expect(await rendered(cards.last())).toBe(false);
  await cards.last().scrollIntoViewIfNeeded();
  await expect.poll(() => rendered(cards.last())).toBe(true);
});

test('the public pages do not shift as they load, on a phone', async ({ page }) => {
  await page.setViewportSize({ width: 412, height: 823 });
  // A listing with several photos: its gallery has a strip of thumbnails.
  const gear = await demoGearWithPhotos(page.request);
  for (const path of ['/', '/gears', '/wing', `/itemdetails/${gear.id}`]) {
    await page.goto(path);
    // The shifts so far (Layout Instability API), taken at once from the observer's buffer.
    const shift = await page.evaluate(() => {
      const observer = new PerformanceObserver(() => {});
      observer.observe({ type: 'layout-shift', buffered: true });
      const entries = observer.takeRecords() as (PerformanceEntry & { value: number })[];
      observer.disconnect();
      return entries.reduce((sum, entry) => sum + entry.value, 0);
    });
    expect(shift, path).toBeLessThanOrEqual(0.001);
  }
});

test('the French header keeps its links on one row at 1280 px', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/?lng=fr');
  const banner = page.getByRole('banner');
  await expect(banner.getByRole('link', { name: 'Vendez votre matériel' })).toBeVisible();
  // Every link and button of the header row on one line: their vertical centres agree.
  const centres = await banner
    .locator('nav a, nav button, a[href="/auth"], a[href="/signup"]')
    .evaluateAll((elements) =>
      elements
        .filter((e) => (e as HTMLElement).offsetParent !== null)
        .map((e) => {
          const box = e.getBoundingClientRect();
          return Math.round(box.top + box.height / 2);
        }),
    );
  expect(centres.length).toBeGreaterThan(3);
  expect(Math.max(...centres) - Math.min(...centres)).toBeLessThanOrEqual(4);
  // No taller than the English header (its links row, then the search row).
  const french = (await banner.boundingBox())!.height;
  await page.goto('/?lng=en');
  await expect(banner.getByRole('link', { name: 'Sell your items' })).toBeVisible();
  expect(french).toBeLessThanOrEqual((await banner.boundingBox())!.height);
});
