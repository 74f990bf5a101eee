import { screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { inLanguage, LOCALES } from '#web/test/language.ts';
import { mockApi, renderPage } from '#web/test/render.tsx';
import { lena, loggedInWith, loggedOut } from '#web/test/users.ts';
import { LoginPage } from './login-page.tsx';

const tokenAnswer = { access: 'fresh-token', token_type: 'Token', expires_in: 3600, user: lena };

async function logIn(username: string, password: string) {
  await userEvent.type(screen.getByRole('textbox', { name: 'Username' }), username);
  await userEvent.type(screen.getByLabelText(/^Password/), password);
  await userEvent.click(screen.getByRole('button', { name: 'Login' }));
}

beforeEach(() => loggedOut());

describe('LoginPage', () => {
  it('has the username and password fields and links to sign-up and reset-password', () => {
    mockApi({});
    renderPage(<LoginPage />, { path: '/auth', route: '/auth' });
    expect(screen.getByRole('heading', { name: 'Login' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'No account yet? Sign up' })).toHaveAttribute(
      'href',
      '/signup',
    );
    expect(screen.getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute(
      'href',
      '/reset-password',
    );
  });

  it('shows both validation messages, marks and focuses the first field, and sends nothing', async () => {
    const calls = mockApi({});
    renderPage(<LoginPage />, { path: '/auth', route: '/auth' });
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    const username = screen.getByRole('textbox', { name: 'Username' });
    expect(await screen.findByText('Please enter a valid username!')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid password!')).toBeInTheDocument();
    expect(username).toHaveAttribute('aria-invalid', 'true');
    expect(username).toHaveAccessibleDescription('Please enter a valid username!');
    expect(username).toHaveFocus();
    expect(calls).toHaveLength(0);
  });

  it("shows the server's detail message in a toast when the login fails", async () => {
    const detail = 'No active account found with the given credentials';
    mockApi({ 'token/': Response.json({ detail, code: 'invalid_credentials' }, { status: 401 }) });
    const { router } = renderPage(<LoginPage />, { path: '/auth', route: '/auth' });
    await logIn('lena', 'wrong-password');
    expect(await screen.findByRole('alert')).toHaveTextContent(detail);
    expect(router.state.location.pathname).toBe('/auth');
    expect(document.cookie).not.toContain('airToken=');
  });

  it('takes the failed try’s message away once a login succeeds', async () => {
    const detail = 'No active account found with the given credentials';
    let tries = 0;
    mockApi({
      'token/': () =>
        ++tries === 1
          ? Response.json({ detail, code: 'invalid_credentials' }, { status: 401 })
          : tokenAnswer,
    });
    renderPage(<LoginPage />, { path: '/auth', route: '/auth' });
    await logIn('lena', 'wrong-password');
    expect(await screen.findByRole('alert')).toHaveTextContent(detail);
    const password = screen.getByLabelText(/^Password/);
    await userEvent.clear(password);
    await userEvent.type(password, 'right-password');
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Logged in successfully!')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('stores the token, toasts success and goes to /dashboard by default', async () => {
    const calls = mockApi({ 'token/': tokenAnswer, 'users/me/': lena });
    const { router } = renderPage(<LoginPage />, { path: '/auth', route: '/auth' });
    await logIn('lena', 'airgear-demo');
    expect(await screen.findByText('Logged in successfully!')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(document.cookie).toContain('airToken=fresh-token');
    const login = calls.find((c) => c.url === '/api/token/')!;
    expect(login.init?.method).toBe('POST');
    expect(JSON.parse(String(login.init?.body))).toEqual({
      username: 'lena',
      password: 'airgear-demo',
      language: 'en',
    });
  });

  it('goes back to the remembered path after a Login Now link', async () => {
    mockApi({ 'token/': tokenAnswer, 'users/me/': lena });
    const { router } = renderPage(<LoginPage />, {
      path: `/auth?next=${encodeURIComponent('/userdetails/abc')}`,
      route: '/auth',
    });
    await logIn('lena', 'airgear-demo');
    await waitFor(() => expect(router.state.location.pathname).toBe('/userdetails/abc'));
  });

  it('ignores a remembered path that leaves the site', async () => {
    mockApi({ 'token/': tokenAnswer, 'users/me/': lena });
    const { router } = renderPage(<LoginPage />, {
      path: `/auth?next=${encodeURIComponent('//evil.example/x')}`,
      route: '/auth',
    });
    await logIn('lena', 'airgear-demo');
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
  });

  it('sends a user who is already logged in to /dashboard', async () => {
    loggedInWith();
    mockApi({ 'users/me/': lena });
    const { router } = renderPage(<LoginPage />, { path: '/auth', route: '/auth' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
  });
  it('toasts the server’s detail in the page’s language', async () => {
    const { auth, serverErrors } = LOCALES.pt;
    const detail = 'No active account found with the given credentials';
    mockApi({ 'token/': Response.json({ detail, code: 'invalid_credentials' }, { status: 401 }) });
    await inLanguage('pt', async () => {
      renderPage(<LoginPage />, { path: '/auth', route: '/auth' });
      await userEvent.type(screen.getByRole('textbox', { name: auth.username }), 'lena');
      await userEvent.type(screen.getByLabelText(new RegExp(`^${auth.password}`)), 'wrong');
      await userEvent.click(screen.getByRole('button', { name: auth.submit }));
      const toast = await screen.findByRole('alert');
      expect(toast).toHaveTextContent(serverErrors.invalidCredentials);
      expect(toast).not.toHaveTextContent(detail);
    });
  });
});
