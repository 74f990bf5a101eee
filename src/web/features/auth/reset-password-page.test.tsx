import { screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { mockApi, renderPage } from '#web/test/render.tsx';
import { loggedOut } from '#web/test/users.ts';
import { ResetPasswordPage } from './reset-password-page.tsx';

const TOKEN = 'tok_ABCdef-123';
const open = (path = '/reset-password') =>
  renderPage(<ResetPasswordPage />, { path, route: '/reset-password' });
const refused = (detail: string, status = 400, code = 'invalid_token') =>
  new Response(JSON.stringify({ detail, code }), { status });
const bodyOf = (call: { init?: RequestInit }) => JSON.parse(String(call.init?.body));

beforeEach(() => loggedOut());

describe('ResetPasswordPage, step 1: the e-mail address', () => {
  it('checks the address, posts it and says a link was sent if an account exists', async () => {
    const calls = mockApi({ 'password-reset/': Response.json({ detail: 'ok' }, { status: 202 }) });
    open();
    expect(screen.getByText('Step 1 of 2')).toBeInTheDocument();
    const email = screen.getByRole('textbox', { name: 'Email' });
    await userEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(email).toHaveAccessibleDescription('This field is required.');
    await userEvent.type(email, 'not-an-address');
    await userEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(email).toHaveAccessibleDescription('Enter a valid e-mail address.');
    expect(calls).toHaveLength(0);

    await userEvent.clear(email);
    await userEvent.type(email, 'lena@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(
      await screen.findByText(
        'If an account exists for lena@example.com, we sent it a link to reset the password. The link works for 1 hour.',
      ),
    ).toBeInTheDocument();
    expect(calls).toHaveLength(1);
    expect(calls[0]!.url).toBe('/api/password-reset/');
    expect(calls[0]!.init?.method).toBe('POST');
    expect(bodyOf(calls[0]!)).toEqual({ email: 'lena@example.com' });
  });

  it('says so when too many requests were made', async () => {
    mockApi({ 'password-reset/': refused('Too many requests.', 429, 'rate_limited') });
    open();
    await userEvent.type(screen.getByRole('textbox', { name: 'Email' }), 'lena@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many requests. Please wait a while and try again.',
    );
  });
});

describe('ResetPasswordPage, step 2: the new password from the mailed link', () => {
  async function choose(password: string, confirmation = password) {
    const field = await screen.findByLabelText(/^New password/);
    await userEvent.type(field, password);
    await userEvent.type(screen.getByLabelText(/^Confirm password/), confirmation);
    await userEvent.click(screen.getByRole('button', { name: 'Save new password' }));
  }

  it('checks the confirmation, posts token and password, then sends the user to log in', async () => {
    const calls = mockApi({ 'password-reset/confirm/': new Response(null, { status: 204 }) });
    open(`/reset-password?token=${TOKEN}`);
    expect(screen.getByText('Step 2 of 2')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText(/^New password/)).toHaveFocus());
    await choose('glide-high-42', 'glide-high-43');
    expect(screen.getByLabelText(/^Confirm password/)).toHaveAccessibleDescription(
      'Passwords are not the same!',
    );
    expect(calls).toHaveLength(0);
    await userEvent.clear(screen.getByLabelText(/^Confirm password/));
    await userEvent.type(screen.getByLabelText(/^Confirm password/), 'glide-high-42');
    await userEvent.click(screen.getByRole('button', { name: 'Save new password' }));

    expect(await screen.findByRole('status')).toHaveTextContent(
      'Your password was changed and you were logged out everywhere.',
    );
    expect(screen.getByRole('link', { name: 'Back to login' })).toHaveAttribute('href', '/auth');
    expect(calls.map((c) => c.url)).toEqual(['/api/password-reset/confirm/']);
    expect(bodyOf(calls[0]!)).toEqual({ token: TOKEN, password: 'glide-high-42' });
  });

  it('refuses a password of digits only before sending', async () => {
    const calls = mockApi({});
    open(`/reset-password?token=${TOKEN}`);
    await choose('1234567890');
    expect(screen.getByLabelText(/^New password/)).toHaveAccessibleDescription(
      expect.stringContaining('The password cannot be all digits.'),
    );
    expect(calls).toHaveLength(0);
  });

  it.each([
    ['used', 'This link has already been used.'],
    ['expired', 'This link has expired. Please ask for a new one.'],
  ])('explains a %s link and offers a new one', async (_, detail) => {
    mockApi({ 'password-reset/confirm/': refused(detail) });
    const { router } = open(`/reset-password?token=${TOKEN}`);
    await choose('glide-high-42');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This reset link cannot be used');
    expect(alert).toHaveTextContent(detail);
    await userEvent.click(screen.getByRole('link', { name: 'Ask for a new link' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(await screen.findByText('Step 1 of 2')).toBeInTheDocument();
  });

  it('shows a refused password under the field, in the page language', async () => {
    mockApi({
      'password-reset/confirm/': new Response(
        JSON.stringify({
          detail: 'Some fields are not valid.',
          code: 'validation_error',
          errors: { password: ['The password cannot be the username.'] },
        }),
        { status: 400 },
      ),
    });
    open(`/reset-password?token=${TOKEN}`);
    await choose('lena-the-pilot');
    await waitFor(() =>
      expect(screen.getByLabelText(/^New password/)).toHaveAccessibleDescription(
        expect.stringContaining('The password cannot be the username.'),
      ),
    );
    expect(screen.queryByText('This reset link cannot be used')).not.toBeInTheDocument();
  });
});
