import { screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi, renderPage } from '../../test/render.tsx';
import { ResetPasswordPage } from './reset-password-page.tsx';

describe('ResetPasswordPage', () => {
  it('goes from the e-mail step to the new-password step and calls nothing (not wired yet)', async () => {
    const calls = mockApi({});
    renderPage(<ResetPasswordPage />, { path: '/reset-password', route: '/reset-password' });
    expect(screen.getByText(/this form sends nothing/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription(
      'This field is required.',
    );
    await userEvent.type(screen.getByRole('textbox', { name: 'Email' }), 'not-an-address');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription(
      'Enter a valid e-mail address.',
    );
    await userEvent.clear(screen.getByRole('textbox', { name: 'Email' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Email' }), 'lena@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));

    const password = await screen.findByLabelText(/^New password/);
    expect(password).toHaveFocus();
    await userEvent.type(password, 'glide-high-42');
    await userEvent.type(screen.getByLabelText(/^Confirm password/), 'glide-high-43');
    await userEvent.click(screen.getByRole('button', { name: 'Save new password' }));
    expect(screen.getByLabelText(/^Confirm password/)).toHaveAccessibleDescription(
      'Passwords are not the same!',
    );
    await userEvent.clear(screen.getByLabelText(/^Confirm password/));
    await userEvent.type(screen.getByLabelText(/^Confirm password/), 'glide-high-42');
    await userEvent.click(screen.getByRole('button', { name: 'Save new password' }));
    expect(await screen.findByText(/password reset is not available yet/)).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });
});
