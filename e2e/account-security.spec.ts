// Account security journeys: each mail's link is read out of the server's outbox
// (e2e/outbox.ts), as a user would click it in their mail program.
import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from './test.ts';
import { createGear, createUser, signInBrowser, uniqueName } from './fixtures.ts';
import { linkFromOutbox } from './outbox.ts';

const PASSWORD = 'glide-safely-42';
const NEW_PASSWORD = 'thermal-hunter-77';

async function logIn(page: Page, username: string, password: string) {
  await page.goto('/auth');
  await page.getByRole('textbox', { name: 'Username' }).fill(username);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole('main').getByRole('button', { name: 'Login' }).click();
  await expect(page.getByText('Logged in successfully!')).toBeVisible();
}

test('sign up, open the link from the verification mail, see the address verified', async ({
  page,
}) => {
  const username = uniqueName();
  const email = `${username}@example.com`;
  await page.goto('/signup');
  await page.getByRole('textbox', { name: 'Username' }).fill(username);
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByLabel(/^Password/).fill(PASSWORD);
  await page.getByLabel(/^Confirm password/).fill(PASSWORD);
  await page.getByRole('textbox', { name: 'First name' }).fill('Marta');
  await page.getByRole('button', { name: 'Create account' }).click();
  const modal = page.getByRole('dialog', { name: 'Please check your email.' });
  await expect(modal).toContainText(email);
  await modal.getByRole('button', { name: 'Email verified' }).click();

  await logIn(page, username, PASSWORD);
  await page.getByRole('banner').getByRole('link', { name: /Marta/ }).click();
  await expect(page.getByText(`Your e-mail address ${email} is not verified yet.`)).toBeVisible();

  await page.goto(await linkFromOutbox(email, '/verify-email'));
  await expect(page.getByText('Thank you! Your e-mail address is confirmed.')).toBeVisible();
  await page.getByRole('link', { name: 'Go to your profile' }).click();
  await expect(page.getByText(`Your e-mail address ${email} is verified.`)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Send a new confirmation link' })).toHaveCount(0);

  // The link works once.
  await page.goto(await linkFromOutbox(email, '/verify-email'));
  await expect(page.getByRole('alert')).toContainText('This link has already been used.');
});

test('forgot password: the mailed link sets a new one and logs out every session', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  const user = await createUser(request);
  await signInBrowser(context, baseURL!, user.token);
  await page.goto('/auth?next=/dashboard');
  await expect(page).toHaveURL(/\/dashboard$/);

  await page.goto('/reset-password');
  await expect(page.getByText('Step 1 of 2')).toBeVisible();
  await page.getByRole('textbox', { name: 'Email' }).fill(user.email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByRole('status')).toContainText(
    `If an account exists for ${user.email}, we sent it a link`,
  );

  await page.goto(await linkFromOutbox(user.email, '/reset-password'));
  await expect(page.getByText('Step 2 of 2')).toBeVisible();
  await page.getByLabel(/^New password/).fill(NEW_PASSWORD);
  await page.getByLabel(/^Confirm password/).fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Save new password' }).click();
  await expect(page.getByRole('status')).toContainText('Your password was changed');

  // Every earlier session is gone, this browser's included.
  const me = await request.get('/api/users/me/', {
    headers: { Authorization: `Token ${user.token}` },
  });
  expect(me.status()).toBe(401);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign Up' })).toBeVisible();

  await page.getByRole('link', { name: 'Back to login' }).click();
  await page.getByRole('textbox', { name: 'Username' }).fill(user.username);
  await page.getByLabel(/^Password/).fill(PASSWORD);
  await page.getByRole('main').getByRole('button', { name: 'Login' }).click();
  await expect(page.getByText('No active account found with the given credentials')).toBeVisible();
  await logIn(page, user.username, NEW_PASSWORD);
  await expect(page).toHaveURL(/\/dashboard$/);

  // The used link now says so plainly.
  await page.goto(await linkFromOutbox(user.email, '/reset-password'));
  await page.getByLabel(/^New password/).fill('yet-another-pass-1');
  await page.getByLabel(/^Confirm password/).fill('yet-another-pass-1');
  await page.getByRole('button', { name: 'Save new password' }).click();
  await expect(page.getByRole('alert')).toContainText('This link has already been used.');
  await expect(page.getByRole('link', { name: 'Ask for a new link' })).toBeVisible();
});

test('change the password on the profile: other sessions end, this one stays', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  const user = await createUser(request);
  const browserToken = (
    await (
      await request.post('/api/token/', { data: { username: user.username, password: PASSWORD } })
    ).json()
  ).access as string;
  await signInBrowser(context, baseURL!, browserToken);
  await page.goto(`/userdetails/${user.id}`);

  const form = page.getByRole('form', { name: 'Change password' });
  await form.getByLabel(/^Current password/).fill('not-my-password');
  await form.getByLabel(/^New password/).fill(NEW_PASSWORD);
  await form.getByLabel(/^Confirm new password/).fill(NEW_PASSWORD);
  await form.getByRole('button', { name: 'Change password' }).click();
  await expect(form.getByText('The current password is not correct.')).toBeVisible();

  await form.getByLabel(/^Current password/).fill(PASSWORD);
  await form.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Your password was changed.')).toBeVisible();

  const other = await request.get('/api/users/me/', {
    headers: { Authorization: `Token ${user.token}` },
  });
  expect(other.status()).toBe(401);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Account settings' })).toBeVisible();
  const login = await request.post('/api/token/', {
    data: { username: user.username, password: NEW_PASSWORD },
  });
  expect(login.status()).toBe(200);
});

test('download my data as a JSON file', async ({ page, context, request, baseURL }) => {
  const user = await createUser(request);
  const gear = await createGear(request, user.token, { name: 'Export me Rush 6' });
  await signInBrowser(context, baseURL!, user.token);
  await page.goto(`/userdetails/${user.id}`);
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download my data' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(
    new RegExp(`^airgear-${user.username}-\\d{4}-\\d{2}-\\d{2}\\.json$`),
  );
  const data = JSON.parse(await readFile((await download.path())!, 'utf8'));
  expect(data.user).toMatchObject({ id: user.id, username: user.username, email: user.email });
  expect(data.gears.map((g: { id: string }) => g.id)).toEqual([gear.id]);
  expect(JSON.stringify(data)).not.toContain('argon2');
  await expect(page.getByText('Your data was downloaded.')).toBeVisible();
});

test('delete the account: logged out, and the profile is gone', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  const user = await createUser(request);
  const gear = await createGear(request, user.token);
  await signInBrowser(context, baseURL!, user.token);
  await page.goto(`/userdetails/${user.id}`);

  const section = page.getByRole('form', { name: 'Delete account' });
  await section.getByLabel(/^Your password/).fill(PASSWORD);
  await section.getByRole('button', { name: 'Delete my account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete your account for good?' });
  await dialog.getByRole('button', { name: 'Yes, delete my account' }).click();

  await expect(page.getByText('Your account was deleted.')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`${baseURL}/?$`));
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign Up' })).toBeVisible();

  await page.goto(`/userdetails/${user.id}`);
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  expect((await request.get(`/api/users/${user.id}/`)).status()).toBe(404);
  expect((await request.get(`/api/gears/${gear.id}/`)).status()).toBe(404);
  const login = await request.post('/api/token/', {
    data: { username: user.username, password: PASSWORD },
  });
  expect(login.status()).toBe(401);
});
