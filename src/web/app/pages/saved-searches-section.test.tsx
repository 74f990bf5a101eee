import { screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { GEAR_TYPE_IDS } from '#shared/constants.ts';
import type { SavedSearch } from '#shared/contracts/saved-searches.ts';
import { gearTypesRoute } from '#web/test/fixtures.ts';
import { mockApi, renderPage } from '#web/test/render.tsx';
import { joao, loggedInWith } from '#web/test/users.ts';
import { DashboardPage } from './dashboard-page.tsx';

const search: SavedSearch = {
  id: '55555555-5555-4555-8555-555555555555',
  name: 'Light wings',
  query: 'brand=Ozone&max_price=2000',
  frequency: 'instant',
  price_drops: false,
  new_count: 3,
  last_sent_at: null,
  created_at: '2026-11-02T10:00:00.000Z',
};

const routes = {
  ...gearTypesRoute,
  'users/me/': joao,
  'gears/': [],
  'favourites/': [],
  'wanted/': [],
  'saved-searches/': [search],
};

async function savedSearches() {
  renderPage(<DashboardPage />, { path: '/dashboard', route: '/dashboard' });
  const heading = await screen.findByRole('heading', { name: 'Saved searches' });
  return within(heading.closest('section')!);
}

beforeEach(() => loggedInWith());

describe('Dashboard: saved searches', () => {
  it('lists each search with its new matches and a link to its results', async () => {
    mockApi(routes);
    const section = await savedSearches();
    const link = await section.findByRole('link', { name: 'Light wings' });
    expect(link).toHaveAttribute('href', '/search?brand=Ozone&max_price=2000');
    expect(section.getByText('3 new')).toBeInTheDocument();
  });

  it('says what each search finds, every filter in words', async () => {
    const fit = {
      ...search,
      id: '66666666-6666-4666-8666-666666666666',
      name: 'Fits me',
      query: `currency=EUR&en_class=B%2CC&gear_type=${GEAR_TYPE_IDS.wing}&max_price=2000&reserved=false&takeoff_weight=88&year_min=2020`,
    };
    mockApi({ ...routes, 'saved-searches/': [fit, { ...search, query: '' }] });
    const section = await savedSearches();
    expect(
      await section.findByText(
        'Paraglider Wing · up to €2,000 · fits 88 kg · EN class B, C · from 2020 · not reserved',
      ),
    ).toBeInTheDocument();
    expect(section.getByText('All listings')).toBeInTheDocument();
  });

  it('pauses a search through its frequency, and deletes one only after confirming', async () => {
    const calls = mockApi(routes);
    const section = await savedSearches();
    const select = await section.findByLabelText('E-mails for “Light wings”');
    await userEvent.selectOptions(select, 'off');
    const patch = calls.find((c) => c.init?.method === 'PATCH');
    expect(patch?.url).toBe(`/api/saved-searches/${search.id}/`);
    expect(JSON.parse(String(patch!.init!.body))).toEqual({ frequency: 'off' });

    await userEvent.click(
      section.getByRole('button', { name: 'Delete the saved search “Light wings”' }),
    );
    expect(calls.some((c) => c.init?.method === 'DELETE')).toBe(false);
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(calls.find((c) => c.init?.method === 'DELETE')?.url).toBe(
      `/api/saved-searches/${search.id}/`,
    );
  });

  it('turns the price-drop mails of a search on', async () => {
    const calls = mockApi(routes);
    const section = await savedSearches();
    const box = await section.findByRole('checkbox', {
      name: 'Also mail price drops of “Light wings”',
    });
    expect(box).not.toBeChecked();
    await userEvent.click(box);
    const patch = calls.find((c) => c.init?.method === 'PATCH');
    expect(patch?.url).toBe(`/api/saved-searches/${search.id}/`);
    expect(JSON.parse(String(patch!.init!.body))).toEqual({ price_drops: true });
  });
});
