import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { GEAR_TYPE_IDS } from '#shared/constants.ts';
import type { WantedItem } from '#shared/contracts/wanted.ts';
import { gearTypesRoute, sampleGear } from '#web/test/fixtures.ts';
import { mockApi, renderPage } from '#web/test/render.tsx';
import { joao, loggedInWith } from '#web/test/users.ts';
import { DashboardPage } from './dashboard-page.tsx';

const saved = sampleGear({ name: 'Saved Rush', brand: 'Ozone', model: 'Rush 6' });
const request: WantedItem = {
  id: '44444444-4444-4444-8444-444444444444',
  gear_type: GEAR_TYPE_IDS.harness,
  description: 'A light reversible harness',
  brand: 'Advance',
  model: '',
  max_price: 600,
  currency: 'EUR',
  country: '',
  status: 'open',
  user: joao.id,
  created_at: '2026-11-02T10:00:00.000Z',
};
const renderDashboard = () =>
  renderPage(<DashboardPage />, { path: '/dashboard', route: '/dashboard' });
const section = async (name: string) =>
  within((await screen.findByRole('heading', { name })).closest('section')!);

beforeEach(() => loggedInWith());

describe('Dashboard: saved gears and wanted items', () => {
  it('shows the watchlist as cards, with the heart pressed', async () => {
    const calls = mockApi({
      ...gearTypesRoute,
      'users/me/': joao,
      'gears/': [],
      'favourites/': [saved],
      'wanted/': [],
    });
    renderDashboard();
    const savedGears = await section('Saved gears');
    expect(await savedGears.findByRole('heading', { name: 'Rush 6' })).toBeInTheDocument();
    expect(
      await savedGears.findByRole('button', { name: 'Remove from watchlist' }),
    ).toHaveAttribute('aria-pressed', 'true');
    expect(calls.some((c) => c.url === '/api/favourites/?page_size=100')).toBe(true);
  });

  it("lists the user's own wanted items and says when there are none", async () => {
    const calls = mockApi({
      ...gearTypesRoute,
      'users/me/': joao,
      'gears/': [],
      'favourites/': [],
      'wanted/': [request],
    });
    renderDashboard();
    const mine = await section('My wanted items');
    expect(await mine.findByText('A light reversible harness')).toBeInTheDocument();
    expect(mine.getByRole('heading', { name: 'Advance' })).toBeInTheDocument();
    expect(mine.getByText('€600')).toBeInTheDocument();
    expect(calls.some((c) => c.url === `/api/wanted/?user=${joao.id}&page_size=100`)).toBe(true);
    const savedGears = await section('Saved gears');
    expect(
      await savedGears.findByText(
        'You have not saved any gear yet. Tap the heart on a listing to save it.',
      ),
    ).toBeInTheDocument();
  });

  it('deletes a wanted item only after confirmation', async () => {
    const calls = mockApi({
      ...gearTypesRoute,
      'users/me/': joao,
      'gears/': [],
      'favourites/': [],
      'wanted/': [request],
    });
    renderDashboard();
    const mine = await section('My wanted items');
    const deleteButton = await mine.findByRole('button', {
      name: 'Delete the request "A light reversible harness"',
    });
    await userEvent.click(deleteButton);
    const dialog = await screen.findByRole('dialog', { name: 'Delete this request?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(calls.some((c) => c.init?.method === 'DELETE')).toBe(false);

    await userEvent.click(deleteButton);
    await userEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }),
    );
    await waitFor(() =>
      expect(calls.find((c) => c.init?.method === 'DELETE')?.url).toBe(
        `/api/wanted/${request.id}/`,
      ),
    );
    expect(await screen.findByText('Your request was deleted.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
