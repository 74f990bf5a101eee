// The contact form of the About page, end to end: the real POST contact/ stores the message.
import { expect, test } from './test.ts';

test('a visitor sends a message through the contact form', async ({ page }) => {
  await page.goto('/about-us');
  await expect(page).toHaveTitle('About Air Gear · Air Gear');
  const form = page.getByRole('main').getByRole('region', { name: 'Contact us' });
  const send = form.getByRole('button', { name: 'Send message' });

  await send.click();
  await expect(form.getByText('Please enter your full name.')).toBeVisible();
  await expect(form.getByText('Please enter your e-mail address.')).toBeVisible();
  await expect(form.getByText('Please write a message.')).toBeVisible();

  await form.getByRole('textbox', { name: 'Full name' }).fill('Ana Pereira');
  await form.getByRole('textbox', { name: 'E-mail' }).fill('ana.pereira@example');
  await form.getByRole('textbox', { name: 'Message' }).fill('Do you list tandem wings too?');
  await send.click();
  await expect(
    form.getByText('Please enter a valid e-mail address, like name@example.com.'),
  ).toBeVisible();

  // The honeypot is skipped by the keyboard: E-mail, then Message, then the button.
  await form.getByRole('textbox', { name: 'E-mail' }).fill('ana.pereira@example.com');
  await page.keyboard.press('Tab');
  await expect(form.getByRole('textbox', { name: 'Message' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(send).toBeFocused();

  const answer = page.waitForResponse((response) => response.url().endsWith('/api/contact/'));
  await page.keyboard.press('Enter');
  expect((await answer).status()).toBe(201);
  await expect(form.getByRole('status')).toHaveText('Message sent successfully!');
  await expect(form.getByRole('textbox', { name: 'Full name' })).toHaveValue('');
  await expect(form.getByRole('textbox', { name: 'Message' })).toHaveValue('');
});

test('a failed send keeps what was typed', async ({ page }) => {
  await page.route('**/api/contact/', (route) =>
    route.fulfill({ status: 503, json: { detail: 'Mail is down.', code: 'internal_error' } }),
  );
  await page.goto('/about-us');
  const form = page.getByRole('main').getByRole('region', { name: 'Contact us' });
  await form.getByRole('textbox', { name: 'Full name' }).fill('Ana Pereira');
  await form.getByRole('textbox', { name: 'E-mail' }).fill('ana@example.com');
  await form.getByRole('textbox', { name: 'Message' }).fill('Hello');
  await form.getByRole('button', { name: 'Send message' }).click();
  await expect(form.getByRole('alert')).toHaveText('Something went wrong. Please try again later.');
  await expect(form.getByRole('textbox', { name: 'Message' })).toHaveValue('Hello');
});
