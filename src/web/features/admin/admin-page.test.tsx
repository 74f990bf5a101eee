import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { AdminUser } from '#shared/contracts/admin.ts';
import { mockApi, renderPage } from '#web/test/render.tsx';
import { joao, lena, loggedInWith, loggedOut } from '#web/test/users.ts';
import { AdminPage } from './admin-page.tsx';

const staff = { ...lena, is_staff: true };
const joaoRow: AdminUser = { ...joao, is_suspended: false };
const renderAdmin = (path = '/admin') => renderPage(<AdminPage />, { path, route: '/admin/*' });

beforeEach(() => loggedOut());

describe('AdminPage guard', () => {
  it('sends a logged-out visitor to /auth, remembering where they wanted to go', async () => {
    const calls = mockApi({});
    const { router } = renderAdmin('/admin/reports');
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'));
    expect(router.state.location.state).toMatchObject({
      from: '/admin/reports',
      notice: 'Please log in with a staff account to open the administration.',
    });
    expect(calls).toHaveLength(0);
  });

  it('tells a user without the staff role that the area is closed, and loads nothing', async () => {
    loggedInWith();
    const calls = mockApi({ 'users/me/': lena });
    renderAdmin('/admin/users');
    expect(await screen.findByRole('heading', { name: 'Staff only' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('does not have the staff role');
    expect(screen.queryByRole('navigation', { name: 'Administration sections' })).toBeNull();
    expect(calls.map((c) => c.url)).toEqual(['/api/users/me/']);
  });

  it('shows staff the sections and opens Users by default', async () => {
    loggedInWith();
    mockApi({ 'users/me/': staff, 'admin/users/': [joaoRow] });
    const { router } = renderAdmin('/admin');
    const nav = await screen.findByRole('navigation', { name: 'Administration sections' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual([
      '/admin/users',
      '/admin/reports',
      '/admin/certifiers',
      '/admin/gear-types',
      '/admin/messages',
      '/admin/catalogue',
      '/admin/deal-safety',
      '/admin/notices',
      '/admin/audit',
    ]);
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/users'));
    expect(await screen.findByRole('link', { name: 'joao' })).toHaveAttribute(
      'href',
      `/userdetails/${joao.id}`,
    );
  });
});

describe('Users section', () => {
  it('searches, grants the Certified Seller badge with a PATCH and confirms it', async () => {
    loggedInWith();
    const calls = mockApi({
      'users/me/': staff,
      [`admin/users/${joao.id}/`]: { ...joaoRow, is_certified_seller: true },
      'admin/users/': [joaoRow],
    });
    renderAdmin('/admin/users');
    await screen.findByRole('link', { name: 'joao' });
    await userEvent.type(screen.getByRole('searchbox'), 'joa');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(calls.some((c) => c.url.startsWith('/api/admin/users/?q=joa&page=1'))).toBe(true),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Grant badge: joao' }));
    const patch = calls.find((c) => c.init?.method === 'PATCH');
    expect(patch?.url).toBe(`/api/admin/users/${joao.id}/`);
    expect(JSON.parse(String(patch?.init?.body))).toEqual({ is_certified_seller: true });
    expect(await screen.findByText('joao is now a Certified Seller.')).toBeInTheDocument();
  });

  it('asks before suspending, and cannot suspend or demote oneself', async () => {
    loggedInWith();
    const calls = mockApi({
      'users/me/': staff,
      [`admin/users/${joao.id}/`]: { ...joaoRow, is_suspended: true },
      'admin/users/': [joaoRow, { ...staff, is_suspended: false }],
    });
    renderAdmin('/admin/users');
    await screen.findByRole('link', { name: 'joao' });
    expect(screen.getByRole('button', { name: 'Suspend: lena' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Remove staff: lena' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Suspend: joao' }));
    const dialog = await screen.findByRole('dialog', { name: 'Suspend this account?' });
    expect(calls.some((c) => c.init?.method === 'PATCH')).toBe(false);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Suspend' }));
    await waitFor(() => expect(calls.some((c) => c.init?.method === 'PATCH')).toBe(true));
    const patch = calls.find((c) => c.init?.method === 'PATCH')!;
    expect(JSON.parse(String(patch.init?.body))).toEqual({ is_suspended: true });
  });
});
