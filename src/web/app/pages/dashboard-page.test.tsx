import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { mockApi, renderPage } from '#web/test/render.tsx';
import { lena, loggedInWith, loggedOut } from '#web/test/users.ts';
import { DashboardPage } from './dashboard-page.tsx';
import { gearTypesRoute, sampleGear } from '#web/test/fixtures.ts';

const gear = sampleGear({
  status: 'sold',
  user: lena.id,
  seller: { id: lena.id, first_name: 'Lena', last_name: 'Berg', is_certified_seller: true },
  has_certificate: false,
});
const renderDashboard = () =>
  renderPage(<DashboardPage />, { path: '/dashboard', route: '/dashboard' });

beforeEach(() => loggedOut());

describe('DashboardPage', () => {
  it('sends a logged-out visitor to /auth, saying why', async () => {
    const calls = mockApi({});
    const { router } = renderDashboard();
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'));
    expect(router.state.location.state).toMatchObject({
      notice: 'To see the dashboard please login',
    });
    expect(calls).toHaveLength(0);
  });

  it('greets the user by first name and shows the empty state with a link to /addgear', async () => {
    loggedInWith();
    const calls = mockApi({ ...gearTypesRoute, 'users/me/': lena, 'gears/': [] });
    renderDashboard();
    expect(await screen.findByRole('heading', { name: 'Hello, Lena!' })).toBeInTheDocument();
    expect(await screen.findByText('You have no items listed yet.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add your first gear' })).toHaveAttribute(
      'href',
      '/addgear',
    );
    expect(calls.some((c) => c.url.startsWith(`/api/gears/?user=${lena.id}`))).toBe(true);
  });

  it('greets by username when no first name is known', async () => {
    loggedInWith();
    mockApi({ ...gearTypesRoute, 'users/me/': { ...lena, first_name: ' ' }, 'gears/': [] });
    renderDashboard();
    expect(await screen.findByRole('heading', { name: 'Hello, lena!' })).toBeInTheDocument();
  });

  it('lists own gears with name, type, price, status, views and saves, and an edit link', async () => {
    loggedInWith();
    mockApi({ ...gearTypesRoute, 'users/me/': lena, 'gears/': [{ ...gear, views: 12, saves: 1 }] });
    renderDashboard();
    const row = (await screen.findByRole('link', { name: 'Lovely Rush' })).closest('li')!;
    expect(within(row).getByText('€1,850.50')).toBeInTheDocument();
    expect(within(row).getByText('12 views · 1 save')).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'Duplicate Lovely Rush' })).toBeInTheDocument();
    expect(await within(row).findByText('Paraglider Wing')).toBeInTheDocument();
    expect(within(row).getByText('Sold')).toBeInTheDocument();
    expect(within(row).getByRole('img', { name: 'No photo yet' })).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: 'Edit Lovely Rush' })).toHaveAttribute(
      'href',
      `/editgear/${gear.id}`,
    );
  });

  it('asks for confirmation before deleting, then deletes and refreshes the list', async () => {
    loggedInWith();
    const calls = mockApi({ ...gearTypesRoute, 'users/me/': lena, 'gears/': [gear] });
    renderDashboard();
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Lovely Rush' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this listing?' });
    expect(calls.some((c) => c.init?.method === 'DELETE')).toBe(false);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calls.some((c) => c.init?.method === 'DELETE')).toBe(false);

    const listLoads = () =>
      calls.filter((c) => c.url.startsWith('/api/gears/?') && !c.init?.method?.match(/DELETE/))
        .length;
    const before = listLoads();
    await userEvent.click(screen.getByRole('button', { name: 'Delete Lovely Rush' }));
    await userEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }),
    );
    await waitFor(() =>
      expect(calls.find((c) => c.init?.method === 'DELETE')?.url).toBe(`/api/gears/${gear.id}/`),
    );
    await waitFor(() => expect(listLoads()).toBeGreaterThan(before));
  });
});
