import { expect, test } from '@playwright/test';

test('the cookie notice appears 5 s after the first visit and stays away once accepted', async ({
  page,
}) => {
  // Fake time runs normally until the page has rendered, then stands still: from there the
  // test moves it, so a slow machine cannot make the 5 s pass behind its back.
  await page.clock.install();
  await page.goto('/');
  const notice = page.getByRole('region', { name: 'Cookie notice' });
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.clock.pauseAt(await page.evaluate(() => Date.now() + 300));
  // The notice's timer started at mount, somewhere between navigation start and now.
  const renderedAt = await page.evaluate(() => performance.now());
  expect(renderedAt).toBeLessThan(4_000);
  await page.clock.runFor(4_000 - renderedAt);
  await expect(notice).toBeHidden();
  await page.clock.runFor(renderedAt + 1_100);
  await expect(notice).toBeVisible();
  await notice.getByRole('button', { name: 'Accept' }).click();
  await expect(notice).toBeHidden();
  expect(await page.evaluate(() => localStorage.getItem('accepted'))).toBe('true');
  await page.reload();
  await page.clock.runFor(6_000);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
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

test('the category dropdown opens the category page', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('combobox', { name: 'Categories' }).selectOption({ label: 'Harness' });
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
