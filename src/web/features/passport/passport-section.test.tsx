import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Item } from '#shared/contracts/items.ts';
import { mockApi, renderPage } from '#web/test/render.tsx';
import { sampleGear } from '#web/test/fixtures.ts';
import { lena, loggedInWith, loggedOut } from '#web/test/users.ts';
import { PassportSection } from './passport-section.tsx';

afterEach(loggedOut);

const ITEM = '99999999-9999-4999-8999-999999999999';
const item = (overrides: Partial<Item> = {}): Item => ({
  id: ITEM,
  gear_type: sampleGear().gear_type,
  brand: 'Ozone',
  model: 'Rush 6',
  catalogue_size: null,
  serial_hint: '4X9',
  production_date: '2021-04-01',
  flight_hours: 120,
  is_owner: false,
  status: {
    check: 'valid',
    valid_until: '2027-05-10',
    repack: null,
    repack_until: null,
    lifespan_exceeded: false,
    rule_source: 'general',
    rule_is_general: true,
  },
  records: [
    {
      id: '88888888-8888-4888-8888-888888888888',
      item: ITEM,
      kind: 'check',
      date: '2025-05-10',
      valid_until: null,
      flight_hours: 110,
      by: { type: 'certifier', certifier: null, name: 'Skyline Check Workshop' },
      signed: true,
      signed_at: '2025-05-10T10:00:00.000Z',
      declared_by_owner: false,
      can_edit: false,
      porosity: [{ point: 'A top', value: 45, limit: 10 }],
      line_strength_ok: true,
      trim: [],
      canopy_ok: true,
      risers_ok: null,
      verdict: 'airworthy',
      text: '',
      pictures: [
        { id: '77777777-7777-4777-8777-777777777777', image: '/l.webp', thumbnail: '/t.webp' },
      ],
      created_at: '2025-05-10T10:00:00.000Z',
    },
  ],
  created_at: '2025-05-01T10:00:00.000Z',
  ...overrides,
});

describe('PassportSection', () => {
  it('says "no check recorded" for a listing without a passport, and offers its seller to start one', async () => {
    loggedInWith();
    mockApi({ 'users/me/': lena, 'certifier-accounts/me/': { certifier: null } });
    renderPage(<PassportSection gear={{ ...sampleGear(), user: lena.id }} />);
    expect(await screen.findByText('No check recorded')).toBeVisible();
    expect(await screen.findByRole('button', { name: 'Start the passport' })).toBeVisible();
  });

  it('shows the status, the general-rule label and the signed record with its proof', async () => {
    mockApi({ [`items/${ITEM}/`]: item() });
    renderPage(<PassportSection gear={{ ...sampleGear(), item: ITEM }} />);
    const region = await screen.findByRole('region', { name: /Gear passport/ });
    expect(await within(region).findByText(/Check valid until/)).toBeVisible();
    expect(within(region).getByText(/General rule/)).toBeVisible();
    expect(within(region).getByText('Recorded, ending in …4X9')).toBeVisible();
    expect(within(region).getByText('Signed by the certifier')).toBeVisible();
    expect(within(region).getByRole('img', { name: /Proof of the record of/ })).toHaveAttribute(
      'src',
      '/t.webp',
    );
    // A visitor may not add records.
    expect(within(region).queryByRole('button', { name: 'Add a record' })).toBeNull();
  });
});
