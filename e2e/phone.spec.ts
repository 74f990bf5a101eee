// A pilot on a phone (375 × 812): one header row, and the first listing on the first screen.
import { expectFitsScreen } from './axe.ts';
import { createGear, createUser, uploadPhoto } from './fixtures.ts';
import { expect, test } from './test.ts';

test.use({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });

test('the first listing shows on the first screen of /, /gears and /search, under a one-row header', async ({
  page,
}) => {
  await page.addInitScript(() => localStorage.setItem('accepted', 'true'));
  for (const path of ['/', '/gears', '/search?name=a']) {
    await page.goto(path);
    const header = await page.getByRole('banner').boundingBox();
    expect(header!.height, path).toBeLessThanOrEqual(64);
    await expect(page.getByRole('banner').getByRole('searchbox')).toBeInViewport();
    const first = page.getByRole('main').getByRole('article').first();
    await expect(first.getByRole('link', { name: /See details of/ }), path).toBeInViewport({
      ratio: 1,
    });
  }
});

test('the menu holds the links and the account; the compact list is remembered', async ({
  page,
}) => {
  await page.addInitScript(() => localStorage.setItem('accepted', 'true'));
  await page.goto('/gears');
  const sell = page.getByRole('banner').getByRole('link', { name: 'Sell your items' });
  await expect(sell).toBeHidden();
  await page.getByRole('button', { name: 'Menu' }).click();
  await expect(sell).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toBeVisible();

  await page.getByRole('button', { name: 'Compact list' }).click();
  await page.reload();
  await expect(page.getByRole('button', { name: 'Compact list' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  const card = await page.getByRole('main').getByRole('article').first().boundingBox();
  expect(card!.width).toBeGreaterThan(300);
});

test('a listing with six photos fits the screen: its strip of thumbnails scrolls inside itself', async ({
  page,
  request,
}) => {
  const seller = await createUser(request);
  const gear = await createGear(request, seller.token);
  for (let i = 0; i < 6; i++) await uploadPhoto(request, seller.token, gear.id);
  await page.addInitScript(() => localStorage.setItem('accepted', 'true'));
  await page.goto(`/itemdetails/${gear.id}`);
  const strip = page.getByRole('list', { name: 'Photos' });
  await expect(strip.getByRole('button')).toHaveCount(6);
  await expectFitsScreen(page, 'a listing with six photos');
  // The strip is narrower than its thumbnails: they scroll within it, not the page.
  expect(await strip.evaluate((ul) => ul.scrollWidth > ul.clientWidth)).toBe(true);
});

test('the listing form’s handover checkboxes are rows a finger can hit (44 px)', async ({
  page,
}) => {
  await page.addInitScript(() => localStorage.setItem('accepted', 'true'));
  await page.goto('/addgear');
  const handover = page.getByRole('group', { name: 'Handover' });
  const boxes = handover.getByRole('checkbox');
  await expect(boxes).toHaveCount(3);
  for (const name of ['Can be picked up', 'Can be shipped', 'Test flight possible']) {
    const row = await handover.locator('label', { hasText: name }).boundingBox();
    expect(row!.height, name).toBeGreaterThanOrEqual(44);
  }
});
