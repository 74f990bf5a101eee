import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { mockApi, renderPage } from '#web/test/render.tsx';
import { GearCard } from './gear-card.tsx';
import { gearTypesRoute, sampleGear } from '#web/test/fixtures.ts';

const gear = sampleGear();

beforeEach(() => {
  mockApi(gearTypesRoute);
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
