import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { GEAR_TYPE_IDS } from '#shared/constants.ts';
import type { Gear } from '#shared/contracts/gears.ts';
import { mockApi, renderPage } from '../../../test/render.tsx';
import { GearCard } from './gear-card.tsx';

const gear: Gear = {
  id: '11111111-1111-4111-8111-111111111111',
  name: 'Lovely Rush',
  brand: 'Ozone',
  model: 'Rush 6',
  description: '',
  price: 1850.5,
  currency: 'EUR',
  gear_type: GEAR_TYPE_IDS.wing,
  properties: {},
  country: 'PT',
  status: 'active',
  user: '22222222-2222-4222-8222-222222222222',
  seller: {
    id: '22222222-2222-4222-8222-222222222222',
    first_name: 'Ana',
    last_name: 'S',
    is_certified_seller: true,
  },
  pictures: [],
  has_certificate: true,
  created_at: '2026-11-01T10:00:00.000Z',
  updated_at: '2026-11-01T10:00:00.000Z',
};

beforeEach(() => {
  mockApi({
    'gear-types/': [
      {
        id: GEAR_TYPE_IDS.wing,
        name: 'Paraglider Wing',
        slug: 'wing',
        description: '',
        extra_properties: [],
      },
    ],
  });
});

describe('GearCard', () => {
  it('shows brand, model, price with currency, the type label and a See Details link', async () => {
    renderPage(<GearCard gear={gear} />);
    expect(screen.getByText('Ozone')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Rush 6' })).toBeInTheDocument();
    expect(screen.getByText('€1,850.50')).toBeInTheDocument();
    expect(await screen.findByText('Paraglider Wing')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See details of Ozone Rush 6' })).toHaveAttribute(
      'href',
      `/itemdetails/${gear.id}`,
    );
    expect(screen.getByText('Certified Seller')).toBeInTheDocument();
  });

  it('draws the placeholder when the gear has no photo, and the cover thumbnail when it has one', () => {
    const { unmount } = renderPage(<GearCard gear={gear} />);
    expect(screen.getByRole('img', { name: 'No photo yet' })).toBeInTheDocument();
    unmount();
    const picture = {
      picture_id: gear.id,
      link: '/media/x-large.webp',
      thumbnail: '/media/x-thumb.webp',
    };
    renderPage(<GearCard gear={{ ...gear, pictures: [picture] }} />);
    expect(screen.getByRole('img', { name: 'Ozone Rush 6' })).toHaveAttribute(
      'src',
      '/media/x-thumb.webp',
    );
  });
});
