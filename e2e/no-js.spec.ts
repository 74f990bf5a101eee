// Runs in the `no-js` project (JavaScript disabled): reading the catalogue needs no script.
import { expect, test } from './test.ts';
import { createGear, createUser, demoGearWithPhotos, uniqueName } from './fixtures.ts';

test('a visitor browses, pages and opens a detail page without JavaScript', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('link', { name: /See details of/ })).toHaveCount(4);
  await page.goto('/gears');
  await expect(page.getByRole('heading', { name: 'All gears' })).toBeVisible();
  await expect(page.getByRole('link', { name: /See details of/ }).nth(4)).toBeVisible();
  await page.getByRole('link', { name: 'Next' }).click();
  await expect(page).toHaveURL(/\/gears\?page=2$/);
  await expect(page.getByText('Page 2 of')).toBeVisible();
  await page
    .getByRole('link', { name: /See details of/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/itemdetails\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const withPhotos = await demoGearWithPhotos(page.request, 1);
  await page.goto(`/itemdetails/${withPhotos.id}`);
  await expect(page.locator('main img').first()).toBeVisible();
  // The seller's public profile, from the detail page.
  await page.locator('main a[href^="/userdetails/"]').first().click();
  await expect(page).toHaveURL(/\/userdetails\//);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('a category and a search with filters work without JavaScript', async ({ page }) => {
  await page.goto('/wing');
  await expect(page.getByRole('link', { name: /See details of/ }).first()).toBeVisible();
  // The header's search bar is a GET form.
  await page.getByRole('searchbox').fill('Ozone');
  await page.getByRole('search').getByRole('button').click();
  await expect(page).toHaveURL(/\/search\?name=Ozone/);
  await expect(page.getByRole('link', { name: /See details of/ }).first()).toBeVisible();
  // The filter form too, every field by its URL name.
  const filters = page.locator('#search-filter-form form');
  await filters.getByLabel('Brand').fill('Ozone');
  await filters.getByLabel(/Maximum price/).fill('5000');
  await filters.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/brand=Ozone/);
  await expect(page).toHaveURL(/max_price=5000/);
  await expect(page.getByRole('link', { name: /See details of .*Ozone/i }).first()).toBeVisible();
  await expect(page.getByRole('link', { name: /See details of (?!.*Ozone)/i })).toHaveCount(0);
});

test('a town typed in the filter form is sent without JavaScript and the results are near it', async ({
  page,
  request,
}) => {
  const model = `Model${uniqueName('near')}`;
  const seller = await createUser(request);
  await createGear(request, seller.token, {
    name: `Wing ${model}`,
    model,
    country: 'FR',
    town: 3037543, // Annecy
  });
  await createGear(request, seller.token, {
    name: `Wing ${model} far`,
    model,
    country: 'PT',
    town: 2735943, // Porto
  });
  await page.goto(`/search?model=${model}`);
  const cards = page.getByRole('link', { name: /See details of/ });
  await expect(cards).toHaveCount(2);
  const filters = page.locator('#search-filter-form form');
  await filters.getByRole('combobox', { name: 'Near a town' }).fill('Annecy');
  await filters.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/[?&]near=Annecy(&|$)/);
  await expect(cards).toHaveCount(1);
  await expect(page.getByRole('link', { name: `See details of Ozone ${model}` })).toBeVisible();
  // The box keeps the town typed, so a second search keeps it.
  await expect(filters.getByRole('combobox', { name: 'Near a town' })).toHaveValue('Annecy');
});

test('the login form posts without JavaScript: a wrong password is said, the right one logs in', async ({
  page,
  context,
}) => {
  const user = await createUser(page.request);
  await page.goto('/auth?next=/messages');
  await page.getByLabel('Username').fill(user.username);
  await page.getByLabel('Password').fill('not-the-password-1');
  await page.getByRole('button', { name: 'Login' }).click();
  // The server's own message, as the script's toast shows it; the username stays, the password not.
  await expect(page.getByRole('alert')).toHaveText(
    'No active account found with the given credentials',
  );
  await expect(page.getByLabel('Username')).toHaveValue(user.username);
  await expect(page.getByLabel('Password')).toHaveValue('');
  await page.getByLabel('Password').fill(user.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/messages$/);
  const token = (await context.cookies()).find((c) => c.name === 'airToken')?.value;
  const me = await page.request.get('/api/users/me/', {
    headers: { authorization: `Token ${decodeURIComponent(token ?? '')}` },
  });
  expect(await me.json()).toMatchObject({ username: user.username });
});

test('the sign-up form posts without JavaScript: its errors come back under the fields', async ({
  page,
}) => {
  const username = uniqueName();
  await page.goto('/signup');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Email').fill(`${username}@example.com`);
  await page.getByLabel(/^Password/).fill('1234');
  await page.getByLabel('Confirm password').fill('1234');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('alert').first()).toHaveText(
    'Something went wrong, please try again or contact us!',
  );
  await expect(page.getByText('Use at least 8 characters.')).toBeVisible();
  await expect(page.getByLabel('Username')).toHaveValue(username);
  await expect(page.getByLabel(/^Password/)).toHaveValue('');
  // Fixed, the account is made.
  await page.getByLabel(/^Password/).fill('glide-safely-42');
  await page.getByLabel('Confirm password').fill('glide-safely-42');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/account_created$/);
  await expect(page.getByRole('heading', { name: 'Your account was created' })).toBeVisible();
});
