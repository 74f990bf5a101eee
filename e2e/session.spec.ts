import { expect, test } from './test.ts';
import { createUser, signInBrowser } from './fixtures.ts';

test('a revoked token logs the user out cleanly, with no half-logged-in header', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  const user = await createUser(request);
  await signInBrowser(context, baseURL!, user.token);
  await page.goto('/');
  const header = page.getByRole('banner');
  await expect(header.getByRole('button', { name: 'Logout' })).toBeVisible();

  // The token dies on the server (as after an hour, or a logout elsewhere).
  const revoked = await request.delete('/api/token/', {
    headers: { Authorization: `Token ${user.token}` },
  });
  expect(revoked.status()).toBe(204);
  await page.reload();
  await expect(header.getByRole('link', { name: 'Login' })).toBeVisible();
  await expect(header.getByRole('button', { name: 'Logout' })).toHaveCount(0);
  // The server renders the page logged out; the browser drops the dead cookie once the API
  // has refused it, which may come a moment after the page shows.
  await expect
    .poll(async () => (await context.cookies()).find((c) => c.name === 'airToken'))
    .toBeUndefined();
});

test('the login cookie is airToken, path /, SameSite=Lax, about 3600 s', async ({
  page,
  context,
  request,
}) => {
  const user = await createUser(request);
  await page.goto('/auth');
  await page.getByLabel('Username').fill(user.username);
  await page.getByLabel('Password').fill(user.password);
  await page
    .getByRole('main')
    .getByRole('button', { name: /log ?in/i })
    .click();
  await expect(page).toHaveURL(/\/dashboard$/);
  const cookie = (await context.cookies()).find((c) => c.name === 'airToken')!;
  expect(cookie.path).toBe('/');
  expect(cookie.sameSite).toBe('Lax');
  const lifetime = cookie.expires - Date.now() / 1000;
  expect(lifetime).toBeGreaterThan(3500);
  expect(lifetime).toBeLessThanOrEqual(3600);
});
