import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderPage } from '#web/test/render.tsx';
import { AccountSettings } from './account-settings.tsx';
import { lena, loggedInWith } from '#web/test/users.ts';

const unverified = { ...lena, email_verified: false };
const renderSettings = (user = lena) =>
  renderPage(<AccountSettings user={user} />, { path: '/settings', route: '/settings' });
const bodyOf = (call: { init?: RequestInit }) => JSON.parse(String(call.init?.body));
const fieldError = (field: string, errors: Record<string, string[]>) =>
  new Response(JSON.stringify({ detail: errors[field]![0], code: 'validation_error', errors }), {
    status: 400,
  });

beforeEach(() => loggedInWith());
afterEach(() => vi.restoreAllMocks());

describe('AccountSettings: e-mail verification', () => {
  it('shows an unverified address with a button that mails a new link', async () => {
    const calls = mockApi({
      'users/me/': unverified,
      'verify-email/resend/': Response.json({ detail: 'ok' }, { status: 202 }),
    });
    renderSettings(unverified);
    expect(
      screen.getByText('Your e-mail address lena@example.com is not verified yet.'),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Send a new confirmation link' }));
    expect(
      await screen.findByText('We sent a new confirmation link to lena@example.com.'),
    ).toBeInTheDocument();
    const resend = calls.find((c) => c.url === '/api/verify-email/resend/');
    expect(resend?.init?.method).toBe('POST');
    expect(
      screen.queryByRole('button', { name: 'Send a new confirmation link' }),
    ).not.toBeInTheDocument();
  });

  it('offers no resend button once verified', () => {
    mockApi({ 'users/me/': lena });
    renderSettings();
    expect(
      screen.queryByRole('button', { name: 'Send a new confirmation link' }),
    ).not.toBeInTheDocument();
  });
});

describe('AccountSettings: password change', () => {
  const form = () => screen.getByRole('form', { name: 'Change password' });
  async function fill(old: string, next: string, confirmation = next) {
    await userEvent.type(within(form()).getByLabelText(/^Current password/), old);
    await userEvent.type(within(form()).getByLabelText(/^New password/), next);
    await userEvent.type(within(form()).getByLabelText(/^Confirm new password/), confirmation);
    await userEvent.click(within(form()).getByRole('button', { name: 'Change password' }));
  }

  it('checks the fields before sending anything', async () => {
    const calls = mockApi({ 'users/me/': lena });
    renderSettings({ ...lena, username: 'lena.berg.pilot' });
    await userEvent.click(within(form()).getByRole('button', { name: 'Change password' }));
    expect(within(form()).getByLabelText(/^Current password/)).toHaveAccessibleDescription(
      'This field is required.',
    );
    await fill('old-secret-1', 'short', 'short');
    expect(within(form()).getByLabelText(/^New password/)).toHaveAccessibleDescription(
      expect.stringContaining('Use at least 8 characters.'),
    );
    for (const label of [/^New password/, /^Confirm new password/])
      await userEvent.clear(within(form()).getByLabelText(label));
    await fill('x', 'lena.berg.pilot');
    expect(within(form()).getByLabelText(/^New password/)).toHaveAccessibleDescription(
      expect.stringContaining('The password cannot be the username.'),
    );
    expect(calls.filter((c) => c.url === '/api/password/change/')).toHaveLength(0);
  });

  it('refuses a confirmation that differs', async () => {
    const calls = mockApi({ 'users/me/': lena });
    renderSettings();
    await fill('old-secret-1', 'new-secret-22', 'new-secret-23');
    expect(within(form()).getByLabelText(/^Confirm new password/)).toHaveAccessibleDescription(
      'Passwords are not the same!',
    );
    expect(calls.filter((c) => c.url === '/api/password/change/')).toHaveLength(0);
  });

  it('shows a wrong current password under its field', async () => {
    mockApi({
      'users/me/': lena,
      'password/change/': fieldError('old_password', {
        old_password: ['The current password is not correct.'],
      }),
    });
    renderSettings();
    await fill('not-my-password', 'new-secret-22');
    await waitFor(() =>
      expect(within(form()).getByLabelText(/^Current password/)).toHaveAccessibleDescription(
        'The current password is not correct.',
      ),
    );
  });

  it('sends old and new password, says it worked and empties the form', async () => {
    const calls = mockApi({
      'users/me/': lena,
      'password/change/': new Response(null, { status: 204 }),
    });
    renderSettings();
    await fill('old-secret-1', 'new-secret-22');
    expect(
      await screen.findByText('Your password was changed. Your other devices were logged out.'),
    ).toBeInTheDocument();
    const change = calls.find((c) => c.url === '/api/password/change/')!;
    expect(change.init?.method).toBe('POST');
    expect(bodyOf(change)).toEqual({ old_password: 'old-secret-1', new_password: 'new-secret-22' });
    expect(within(form()).getByLabelText(/^Current password/)).toHaveValue('');
  });
});

describe('AccountSettings: data download', () => {
  it('saves the export under the name the server gives', async () => {
    const calls = mockApi({
      'users/me/export/': new Response('{"user":{}}', {
        headers: {
          'Content-Type': 'application/json',
          'Content-Disposition': 'attachment; filename="airgear-lena-2026-05-01.json"',
        },
      }),
      'users/me/': lena,
    });
    const created = vi.fn(() => 'blob:export');
    Object.assign(URL, { createObjectURL: created, revokeObjectURL: vi.fn() });
    const clicked: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push(this.download);
    });
    renderSettings();
    await userEvent.click(screen.getByRole('button', { name: 'Download my data' }));
    expect(await screen.findByText('Your data was downloaded.')).toBeInTheDocument();
    expect(clicked).toEqual(['airgear-lena-2026-05-01.json']);
    expect(created).toHaveBeenCalledTimes(1);
    expect(calls.some((c) => c.url === '/api/users/me/export/')).toBe(true);
  });
});

describe('AccountSettings: account deletion', () => {
  const section = () => screen.getByRole('form', { name: 'Delete account' });

  it('needs the password, then a confirmation, then deletes and logs out', async () => {
    const calls = mockApi({
      'users/me/': lena,
      [`users/${lena.id}/`]: new Response(null, { status: 204 }),
      'token/': new Response(null, { status: 204 }),
    });
    const { router } = renderSettings();
    await userEvent.click(within(section()).getByRole('button', { name: 'Delete my account' }));
    expect(within(section()).getByLabelText(/^Your password/)).toHaveAccessibleDescription(
      'This field is required.',
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await userEvent.type(within(section()).getByLabelText(/^Your password/), 'airgear-demo');
    await userEvent.click(within(section()).getByRole('button', { name: 'Delete my account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete your account for good?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(calls.filter((c) => c.init?.method === 'DELETE')).toHaveLength(0);

    await userEvent.click(within(section()).getByRole('button', { name: 'Delete my account' }));
    await userEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', {
        name: 'Yes, delete my account',
      }),
    );
    expect(await screen.findByText('Your account was deleted.')).toBeInTheDocument();
    const deletion = calls.find((c) => c.url === `/api/users/${lena.id}/`)!;
    expect(deletion.init?.method).toBe('DELETE');
    expect(bodyOf(deletion)).toEqual({ password: 'airgear-demo' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(document.cookie).not.toContain('airToken=');
  });

  it('shows a wrong password under the field and keeps the account', async () => {
    mockApi({
      'users/me/': lena,
      [`users/${lena.id}/`]: fieldError('password', { password: ['The password is not correct.'] }),
    });
    const { router } = renderSettings();
    await userEvent.type(within(section()).getByLabelText(/^Your password/), 'wrong');
    await userEvent.click(within(section()).getByRole('button', { name: 'Delete my account' }));
    await userEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', {
        name: 'Yes, delete my account',
      }),
    );
    await waitFor(() =>
      expect(within(section()).getByLabelText(/^Your password/)).toHaveAccessibleDescription(
        'The password is not correct.',
      ),
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/settings');
  });
});
