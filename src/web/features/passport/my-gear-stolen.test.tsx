import { screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { Item } from '#shared/contracts/items.ts';
import { mockApi, renderPage } from '#web/test/render.tsx';
import { sampleGear } from '#web/test/fixtures.ts';
import { lena, loggedInWith, loggedOut } from '#web/test/users.ts';
import { MyGearSection } from './my-gear-section.tsx';

afterEach(loggedOut);

const item = (overrides: Partial<Item> = {}): Item => ({
  id: '99999999-9999-4999-8999-999999999999',
  gear_type: sampleGear().gear_type,
  brand: 'Ozone',
  model: 'Rush 6',
  catalogue_size: null,
  serial: 'RU6AB123',
  serial_hint: '123',
  owner: lena.id,
  production_date: '2021-04-01',
  flight_hours: 120,
  is_owner: true,
  status: {
    check: 'none',
    valid_until: null,
    repack: null,
    repack_until: null,
    lifespan_exceeded: false,
    rule_source: 'general',
    rule_is_general: true,
  },
  records: [],
  created_at: '2025-05-01T10:00:00.000Z',
  ...overrides,
});

const api = (items: Item[]) =>
  mockApi({
    'users/me/': lena,
    'items/mine/': items,
    'transfers/': [],
    'items/reminders/': { enabled: true },
    'certifier-accounts/me/': { certifier: null },
    'gear-types/': [],
  });

describe('My gear: report an item stolen', () => {
  it('links each item with a serial to the report form filled with its facts', async () => {
    loggedInWith();
    api([item(), item({ id: '11111111-1111-4111-8111-111111111111', serial: null })]);
    renderPage(<MyGearSection />, { path: '/dashboard', route: '/dashboard' });
    await userEvent.click((await screen.findAllByText('Ozone Rush 6'))[0]!);
    const links = screen.getAllByRole('link', { name: 'Report Ozone Rush 6 stolen' });
    // The item without a serial has nothing to report by.
    expect(links).toHaveLength(1);
    const href = new URL(links[0]!.getAttribute('href')!, 'https://x.example');
    expect(href.pathname).toBe('/stolen-gear');
    expect(Object.fromEntries(href.searchParams)).toEqual({
      gear_type: sampleGear().gear_type,
      brand: 'Ozone',
      model: 'Rush 6',
      serial: 'RU6AB123',
    });
    expect(screen.queryByText(/Hidden from the public/)).toBeNull();
  });

  it('tells the owner why a held item is hidden', async () => {
    loggedInWith();
    api([item({ held: 'stolen_report' })]);
    renderPage(<MyGearSection />, { path: '/dashboard', route: '/dashboard' });
    await userEvent.click(await screen.findByText('Ozone Rush 6'));
    expect(
      screen.getByText(
        'Hidden from the public: a published stolen-gear report names this serial number. Our team is reviewing it.',
      ),
    ).toBeInTheDocument();
  });
});
