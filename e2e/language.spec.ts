import { expect, test, hydrateAfterLoads } from './test.ts';

test('the language comes from the query string, is cached in a cookie and can be switched', async ({
  page,
  context,
}) => {
  await page.goto('/?lng=pt');
  await expect(
    page.getByRole('banner').getByRole('link', { name: 'Venda o seu equipamento' }),
  ).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'pt');
  const cookies = await context.cookies();
  expect(cookies.find((c) => c.name === 'i18next')?.value).toBe('pt');

  // No query string now: the cookie decides.
  await page.goto('/gears');
  await expect(page.getByRole('heading', { name: 'Todo o equipamento' })).toBeVisible();

  const language = page.getByRole('button', { name: 'Idioma: Português' });
  await language.focus();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('heading', { name: 'Todo o equipamento' })).toBeVisible();
  await language.click();
  await page.getByRole('link', { name: 'Français' }).click();
  await expect(page.getByRole('heading', { name: 'Tout le matériel' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  // Prices follow the language: a French price ends with the euro sign.
  await expect(page.getByText(/\d\s?€$/).first()).toBeVisible();
});

test('an unsupported browser language falls back to English', async ({ browser }) => {
  const context = await browser.newContext({ locale: 'de-DE' });
  const page = hydrateAfterLoads(await context.newPage());
  await page.goto('/');
  await expect(
    page.getByRole('banner').getByRole('link', { name: 'Sell your items' }),
  ).toBeVisible();
  await context.close();
});

test('a Spanish browser gets Spanish', async ({ browser }) => {
  const context = await browser.newContext({ locale: 'es-ES' });
  const page = hydrateAfterLoads(await context.newPage());
  await page.goto('/');
  await expect(
    page.getByRole('banner').getByRole('link', { name: 'Vende tu equipo' }),
  ).toBeVisible();
  await context.close();
});
