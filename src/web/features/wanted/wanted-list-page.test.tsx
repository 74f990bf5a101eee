import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { GEAR_TYPE_IDS } from '#shared/constants.ts';
import type { WantedItem } from '#shared/contracts/wanted.ts';
import { gearTypesRoute } from '#web/test/fixtures.ts';
import { mockApi, renderPage } from '#web/test/render.tsx';
import { WantedListPage } from './wanted-list-page.tsx';

const item = (overrides: Partial<WantedItem> = {}): WantedItem => ({
  id: '44444444-4444-4444-8444-444444444444',
  gear_type: GEAR_TYPE_IDS.wing,
  description: 'An EN-B wing, size M, under 100 hours',
  brand: 'Ozone',
  model: 'Rush',
  max_price: 2000,
  currency: 'EUR',
  country: 'FR',
  status: 'open',
  user: '22222222-2222-4222-8222-222222222222',
  created_at: '2026-11-02T10:00:00.000Z',
  ...overrides,
});
const renderList = (path = '/wanted') => renderPage(<WantedListPage />, { path, route: '/wanted' });

describe('WantedListPage', () => {
  it('shows each open request with type, words, brand and model, price, country and date', async () => {
    const calls = mockApi({
      ...gearTypesRoute,
      'wanted/': [
        item(),
        item({
          id: '55555555-5555-4555-8555-555555555555',
          brand: '',
          model: '',
          country: '',
          description: 'Any harness',
          gear_type: GEAR_TYPE_IDS.harness,
          max_price: 300.5,
          currency: 'GBP',
        }),
      ],
    });
    renderList();
    expect(screen.getByRole('heading', { level: 1, name: 'Wanted' })).toBeInTheDocument();
    const cards = await screen.findAllByRole('article');
    expect(cards).toHaveLength(2);
    const first = within(cards[0]!);
    expect(await first.findByText('Paraglider Wing')).toBeInTheDocument();
    expect(first.getByRole('heading', { name: 'Ozone Rush' })).toBeInTheDocument();
    expect(first.getByText('An EN-B wing, size M, under 100 hours')).toBeInTheDocument();
    expect(first.getByText('€2,000')).toBeInTheDocument();
    expect(first.getByText('France')).toBeInTheDocument();
    expect(first.getByText('Nov 2, 2026')).toHaveAttribute('datetime', '2026-11-02T10:00:00.000Z');
    expect(first.getByRole('link', { name: 'I have one — sell it' })).toHaveAttribute(
      'href',
      '/addgear',
    );
    const second = within(cards[1]!);
    expect(second.getByRole('heading', { name: 'Any brand' })).toBeInTheDocument();
    expect(second.getByText('Any country')).toBeInTheDocument();
    expect(second.getByText('£300.50')).toBeInTheDocument();
    expect(calls.some((c) => c.url === '/api/wanted/?page_size=24')).toBe(true);
  });

  it('asks for the page of ?page=', async () => {
    const calls = mockApi({ ...gearTypesRoute, 'wanted/': [item()] });
    renderList('/wanted?page=3');
    await screen.findAllByRole('article');
    expect(calls.some((c) => c.url === '/api/wanted/?page=3&page_size=24')).toBe(true);
  });

  it('says when nobody is looking for anything, with a link to ask', async () => {
    mockApi({ ...gearTypesRoute, 'wanted/': [] });
    renderList();
    expect(
      await screen.findByText('Nobody is looking for anything right now.'),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Request gear' })[0]).toHaveAttribute(
      'href',
      '/requestgear',
    );
  });

  it('shows the error when the list cannot be loaded', async () => {
    mockApi({
      ...gearTypesRoute,
      'wanted/': Response.json(
        { detail: 'Down for maintenance.', code: 'internal_error' },
        { status: 500 },
      ),
    });
    renderList();
    expect(await screen.findByRole('alert')).toHaveTextContent('Error: Down for maintenance.');
  });
});
