import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { mockApi, renderPage } from '#web/test/render.tsx';
import { SignupPage } from './signup-page.tsx';
import { joao, lena, loggedInWith, loggedOut } from '#web/test/users.ts';

const field = (name: RegExp | string) => screen.getByRole('textbox', { name });
const passwordField = () => screen.getByLabelText(/^Password/);
const confirmField = () => screen.getByLabelText(/^Confirm password/);

async function fillAccount(password = 'glide-high-42', confirm = password) {
  await userEvent.type(field('Username'), 'newpilot');
  await userEvent.type(field('Email'), 'newpilot@example.com');
  await userEvent.type(passwordField(), password);
  await userEvent.type(confirmField(), confirm);
  await userEvent.type(field('First name'), 'Nina');
}

const renderSignup = () => renderPage(<SignupPage />, { path: '/signup', route: '/signup' });
const submit = () => userEvent.click(screen.getByRole('button', { name: 'Create account' }));

beforeEach(() => loggedOut());

describe('SignupPage: registration', () => {
  it('shows the title and the fields, with an e-mail input and a telephone input with an example', () => {
    mockApi({});
    renderSignup();
    expect(
      screen.getByRole('heading', { name: 'Sign Up here to create an account' }),
    ).toBeInTheDocument();
    expect(field('Email')).toHaveAttribute('type', 'email');
    const phone = screen.getByRole('textbox', { name: 'Phone' });
    expect(phone).toHaveAttribute('type', 'tel');
    expect(phone).toHaveAttribute('placeholder', 'e.g. +351 912 345 678');
    expect(screen.getByRole('combobox', { name: 'Country' })).toBeInTheDocument();
  });

  it('requires username, email, password and its confirmation, and focuses the first', async () => {
    const calls = mockApi({});
    renderSignup();
    await submit();
    await waitFor(() => expect(field('Username')).toHaveAttribute('aria-invalid', 'true'));
    expect(field('Username')).toHaveAccessibleDescription('This field is required.');
    expect(field('Email')).toHaveAccessibleDescription('This field is required.');
    expect(passwordField()).toHaveAccessibleDescription(/This field is required\./);
    expect(confirmField()).toHaveAccessibleDescription('This field is required.');
    expect(field('First name')).not.toHaveAttribute('aria-invalid');
    expect(field('Username')).toHaveFocus();
    expect(calls).toHaveLength(0);
  });

  it("toasts 'Passwords are not the same!' and sends nothing when the confirmation differs", async () => {
    const calls = mockApi({});
    renderSignup();
    await fillAccount('glide-high-42', 'glide-high-43');
    await submit();
    expect(await screen.findByRole('alert')).toHaveTextContent('Passwords are not the same!');
    expect(confirmField()).toHaveAttribute('aria-invalid', 'true');
    expect(calls).toHaveLength(0);
  });

  it("on 201 shows 'Please check your email.' and 'Email verified' goes to /auth", async () => {
    const calls = mockApi({
      'register/': Response.json({ ...lena, username: 'newpilot' }, { status: 201 }),
    });
    const { router } = renderSignup();
    await fillAccount();
    await submit();
    const dialog = await screen.findByRole('dialog', { name: 'Please check your email.' });
    const sent = JSON.parse(String(calls.find((c) => c.url === '/api/register/')!.init?.body));
    expect(sent).toMatchObject({
      username: 'newpilot',
      email: 'newpilot@example.com',
      password: 'glide-high-42',
      first_name: 'Nina',
      country: '',
      phone_number: '',
    });
    expect(sent).not.toHaveProperty('confirm_password');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Email verified' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'));
  });

  it('on failure toasts the failure message, shows the field errors inline and keeps what was typed', async () => {
    mockApi({
      'register/': Response.json(
        { detail: 'This username is already taken.', code: 'username_taken' },
        { status: 409 },
      ),
    });
    const { router } = renderSignup();
    await fillAccount();
    await submit();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Something went wrong, please try again or contact us!',
    );
    expect(field('Username')).toHaveAccessibleDescription('This username is already taken.');
    expect(field('Username')).toHaveValue('newpilot');
    expect(field('Email')).toHaveValue('newpilot@example.com');
    expect(passwordField()).toHaveValue('glide-high-42');
    expect(field('First name')).toHaveValue('Nina');
    expect(router.state.location.pathname).toBe('/signup');
  });

  it("shows the server's validation errors under their fields", async () => {
    mockApi({
      'register/': Response.json(
        {
          detail: 'Invalid input.',
          code: 'validation_error',
          errors: { password: ['The password cannot be the username.'] },
        },
        { status: 400 },
      ),
    });
    renderSignup();
    await fillAccount();
    await submit();
    await waitFor(() =>
      expect(passwordField()).toHaveAccessibleDescription(/The password cannot be the username\./),
    );
    expect(passwordField()).toHaveFocus();
  });
});

describe('SignupPage: profile edit', () => {
  beforeEach(() => loggedInWith());

  it('has the edit title, shows username, email and password as not editable, and saves with PUT', async () => {
    const calls = mockApi({
      'users/me/': lena,
      [`users/${lena.id}/`]: { ...lena, first_name: 'Lenka' },
    });
    const { router } = renderPage(<SignupPage />, {
      path: `/editsignup/${lena.id}`,
      route: '/editsignup/:id',
    });
    expect(await screen.findByRole('heading', { name: 'Edit your profile' })).toBeInTheDocument();
    const username = await screen.findByRole('textbox', { name: 'Username' });
    expect(username).toBeDisabled();
    expect(username).toHaveValue('lena');
    expect(username).toHaveAccessibleDescription('Not editable');
    expect(field('Email')).toBeDisabled();
    expect(passwordField()).toBeDisabled();
    expect(passwordField()).toHaveAccessibleDescription('Not editable');
    expect(screen.queryByLabelText(/^Confirm password/)).not.toBeInTheDocument();

    await userEvent.clear(field('First name'));
    await userEvent.type(field('First name'), 'Lenka');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/userdetails/${lena.id}`));
    const put = calls.find((c) => c.init?.method === 'PUT')!;
    expect(put.url).toBe(`/api/users/${lena.id}/`);
    expect(JSON.parse(String(put.init?.body))).toEqual({
      first_name: 'Lenka',
      last_name: 'Berg',
      country: 'PT',
      phone_number: '',
    });
  });

  it('on a failed save shows the failure toast and stays on the form', async () => {
    mockApi({
      'users/me/': lena,
      [`users/${lena.id}/`]: Response.json(
        { detail: 'Boom', code: 'internal_error' },
        { status: 500 },
      ),
    });
    const { router } = renderPage(<SignupPage />, {
      path: `/editsignup/${lena.id}`,
      route: '/editsignup/:id',
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Save changes' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Something went wrong, please try again or contact us!',
    );
    expect(router.state.location.pathname).toBe(`/editsignup/${lena.id}`);
  });

  it("shows a permission message, never a form, for someone else's profile", async () => {
    mockApi({ 'users/me/': lena });
    renderPage(<SignupPage />, { path: `/editsignup/${joao.id}`, route: '/editsignup/:id' });
    expect(
      await screen.findByText(/You do not have permission to edit this profile/),
    ).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save changes' })).not.toBeInTheDocument();
  });
});
