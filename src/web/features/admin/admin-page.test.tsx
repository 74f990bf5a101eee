import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { AdminUser } from '#shared/contracts/admin.ts';
import { mockApi, renderPage } from '#web/test/render.tsx';
import { joao, lena, loggedInWith, loggedOut } from '#web/test/users.ts';
import { AdminPage } from './admin-page.tsx';

const staff = { ...lena, is_staff: true };
const joaoRow: AdminUser = { ...joao, is_suspended: false, certifier: null };
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
      'admin/users/': [joaoRow, { ...staff, is_suspended: false, certifier: null }],
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

  it("shows each row's certifier account from the list answer alone, and saves a change with one PUT", async () => {
    loggedInWith();
    const loft = { website: '', phone_number: '', contact_email: '', address: '' };
    const certifiers = [
      { ...loft, id: '0b5f1c2e-8a4d-4c3b-9e6f-1a2b3c4d5e01', name: 'Aero Loft' },
      { ...loft, id: '0b5f1c2e-8a4d-4c3b-9e6f-1a2b3c4d5e02', name: 'Glider Service' },
    ];
    const checker = { ...joaoRow, certifier: { id: certifiers[1]!.id, name: 'Glider Service' } };
    let lenaRow: AdminUser = { ...staff, is_suspended: false, certifier: null };
    const calls = mockApi({
      'users/me/': staff,
      'certifiers/': certifiers,
      [`admin/users/${staff.id}/certifier/`]: (_url: string, init?: RequestInit) => {
        const { certifier } = JSON.parse(String(init?.body)) as { certifier: string };
        lenaRow = { ...lenaRow, certifier: { id: certifier, name: 'Aero Loft' } };
        return { certifier: lenaRow.certifier };
      },
      'admin/users/': () => [checker, lenaRow],
    });
    renderAdmin('/admin/users');
    const joaoSelect = await screen.findByRole('combobox', { name: 'Certifier account: joao' });
    expect(joaoSelect).toHaveValue(certifiers[1]!.id);
    expect(screen.getByRole('combobox', { name: 'Certifier account: lena' })).toHaveValue('');
    const perRow = () => calls.filter((c) => c.url.includes('/certifier/'));
    const lists = () => calls.filter((c) => c.url.startsWith('/api/admin/users/?'));
    expect(perRow()).toEqual([]);
    expect(lists()).toHaveLength(1);

    await userEvent.selectOptions(
      screen.getByRole('combobox', { name: 'Certifier account: lena' }),
      certifiers[0]!.id,
    );
    await screen.findByText("lena's certifier account was saved.");
    expect(screen.getByRole('combobox', { name: 'Certifier account: lena' })).toHaveValue(
      certifiers[0]!.id,
    );
    expect(perRow().map((c) => c.init?.method)).toEqual(['PUT']);
    expect(lists()).toHaveLength(2);
  });
});
