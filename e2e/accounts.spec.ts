import { expect, test, type Page } from './test.ts';
import { demoGear } from './fixtures.ts';

const PASSWORD = 'glide-safely-42';
const unique = () =>
  `pilot${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;

async function logIn(page: Page, username: string, password: string) {
  await page.getByRole('textbox', { name: 'Username' }).fill(username);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole('main').getByRole('button', { name: 'Login' }).click();
}

test('sign up, confirm the e-mail modal, log in, see the dashboard, log out', async ({ page }) => {
  const username = unique();
  await page.goto('/signup');
  await expect(
    page.getByRole('heading', { name: 'Sign Up here to create an account' }),
  ).toBeVisible();
  await page.getByRole('textbox', { name: 'Username' }).fill(username);
  await page.getByRole('textbox', { name: 'Email' }).fill(`${username}@example.com`);
  await page.getByLabel(/^Password/).fill(PASSWORD);
  await page.getByLabel(/^Confirm password/).fill(PASSWORD);
  await page.getByRole('textbox', { name: 'First name' }).fill('Nina');
  await page.getByRole('textbox', { name: 'Last name' }).fill('Kovač');
  await page.getByRole('combobox', { name: 'Country' }).click();
  await page.getByRole('option', { name: 'Slovenia' }).click();
  await page.getByRole('textbox', { name: 'Phone' }).fill('+386 40 123 456');
  await page.getByRole('button', { name: 'Create account' }).click();

  const modal = page.getByRole('dialog', { name: 'Please check your email.' });
  await expect(modal).toBeVisible();
  await modal.getByRole('button', { name: 'Email verified' }).click();
  await expect(page).toHaveURL(/\/auth$/);

  await logIn(page, username, PASSWORD);
  await expect(page.getByText('Logged in successfully!')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Hello, Nina!' })).toBeVisible();
  await expect(page.getByText('You have no items listed yet.')).toBeVisible();
  // The header now has the avatar with the first name, leading to one's own profile.
  await page.getByRole('banner').getByRole('link', { name: /Nina/ }).click();
  await expect(page).toHaveURL(/\/userdetails\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name: 'Nina Kovač' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Personal Details' })).toContainText('Slovenia');

  await page.getByRole('banner').getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/auth$/);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign Up' })).toBeVisible();
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/auth$/);
  await expect(page.getByText('To see the dashboard please login')).toBeVisible();
});

test("Login Now on a seller's profile logs in and comes back to the profile with contact details", async ({
  page,
  request,
}) => {
  const username = unique();
  const registered = await request.post('/api/register/', {
    data: {
      username,
      email: `${username}@example.com`,
      password: PASSWORD,
      first_name: 'Tiago',
      last_name: 'Reis',
    },
  });
  expect(registered.status()).toBe(201);
  const gear = await demoGear(request);
  const sellerPath = `/userdetails/${gear.seller.id}`;

  await page.goto(sellerPath);
  await expect(page.getByText('To see contact details of the seller please login.')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Personal Details' })).toHaveCount(0);
  await page.getByRole('link', { name: 'Login Now' }).click();
  await expect(page).toHaveURL(/\/auth\?next=/);

  await logIn(page, username, PASSWORD);
  await expect(page).toHaveURL(new RegExp(`${sellerPath}$`));
  const details = page.getByRole('region', { name: 'Personal Details' });
  await expect(details).toBeVisible();
  await expect(details).toContainText('Username');
  await expect(details).toContainText('Email');
  await expect(page.getByText('To see contact details of the seller please login.')).toHaveCount(0);
});
