import { fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { mockApi, renderPage } from '#web/test/render.tsx';
import type { ComponentProps } from 'react';
import { useCardList } from './card-list.ts';
import { CARD_SIZES, GearCard } from './gear-card.tsx';
import { gearTypes, gearTypesRoute, sampleGear, samplePicture } from '#web/test/fixtures.ts';

const gear = sampleGear();

/** A card as a list renders it: the list's texts read once (card-list.ts). */
function Card(props: Omit<ComponentProps<typeof GearCard>, 'list'>) {
  return <GearCard list={useCardList()} {...props} />;
}

beforeEach(() => {
  mockApi(gearTypesRoute);
});

describe('GearCard', () => {
  it('shows brand, model, price with currency, the type label and a See Details link', async () => {
    renderPage(<Card gear={gear} typeLabel="Paraglider Wing" />);
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

  it('shows the key facts of its type, the country by flag and name, and how long ago it was posted', () => {
    const wing = sampleGear({
      properties: { size: 'M', weight_min: 80, flight_hours: 1200, year: 2022 },
      country: 'AT',
      published_at: new Date(Date.now() - 3 * 86_400_000 - 60_000).toISOString(),
    });
    const type = gearTypes[0];
    const types = [
      {
        ...type!,
        extra_properties: [
          ...type!.extra_properties,
          { name: 'year', type: 'number' as const, required: true },
        ],
      },
    ];
    renderPage(<Card gear={wing} typeLabel="Paraglider Wing" type={types[0]} />);
    const facts = screen.getByRole('list');
    expect(facts).toHaveTextContent('Size: M');
    expect(facts).toHaveTextContent('Year: 2022');
    expect(facts).toHaveTextContent('Flight hours: 1,200 h');
    // Not a key fact of a wing.
    expect(facts).not.toHaveTextContent('80');
    expect(screen.getByText('Austria')).toBeInTheDocument();
    expect(screen.getByText('🇦🇹')).toHaveAttribute('aria-hidden');
    expect(screen.getByText('Posted 3 days ago')).toHaveAttribute('datetime', wing.published_at);
  });

  it('carries one safety-notice badge, by the worst open notice', () => {
    renderPage(
      <Card
        gear={sampleGear({ notices: { grounding: 0, action: 2, info: 1 } })}
        typeLabel="Paraglider Wing"
      />,
    );
    expect(screen.getByText(/Action required/)).toBeInTheDocument();
    expect(screen.queryByText(/^ⓘ/)).not.toBeInTheDocument();
  });

  it('draws the placeholder when the gear has no photo', () => {
    renderPage(<Card gear={gear} typeLabel="Paraglider Wing" />);
    expect(screen.getByRole('img', { name: 'No photo yet' })).toBeInTheDocument();
  });

  it('offers both stored sizes of the cover for the slot, in a box of its own proportions', () => {
    const photo = samplePicture(1, { width: 1000, height: 750 });
    renderPage(
      <Card gear={{ ...gear, pictures: [photo, samplePicture(2)] }} typeLabel="Paraglider Wing" />,
    );
    const img = screen.getByRole('img', { name: 'Ozone Rush 6' });
    expect(img).toHaveAttribute('src', photo.thumbnail);
    expect(img).toHaveAttribute('srcset', `${photo.thumbnail} 480w, ${photo.link} 1000w`);
    expect(img).toHaveAttribute('sizes', CARD_SIZES);
    expect(img).toHaveAttribute('width', '480');
    expect(img).toHaveAttribute('height', '360');
  });

  it('waits with the photo of an ordinary card until it nears the screen', () => {
    renderPage(
      <Card gear={{ ...gear, pictures: [samplePicture()] }} typeLabel="Paraglider Wing" />,
    );
    const img = screen.getByRole('img', { name: 'Ozone Rush 6' });
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).toHaveAttribute('decoding', 'async');
    expect(img).not.toHaveAttribute('fetchpriority');
  });

  it("fetches the priority card's photo first and at once", () => {
    renderPage(
      <Card gear={{ ...gear, pictures: [samplePicture()] }} typeLabel="Paraglider Wing" priority />,
    );
    const img = screen.getByRole('img', { name: 'Ozone Rush 6' });
    expect(img).toHaveAttribute('fetchpriority', 'high');
    expect(img).not.toHaveAttribute('loading');
    expect(img).not.toHaveAttribute('decoding');
  });

  it('follows its link in the app on a plain click and leaves a modified one to the browser', () => {
    const { router } = renderPage(<Card gear={gear} typeLabel="Paraglider Wing" />, {
      path: '/gears?page=2',
      route: '/gears',
    });
    const link = screen.getByRole('link', { name: 'See details of Ozone Rush 6' });
    // A new tab (ctrl, cmd, middle button) is the browser's: the app stays where it is.
    expect(fireEvent.click(link, { ctrlKey: true })).toBe(true);
    expect(fireEvent.click(link, { button: 1 })).toBe(true);
    expect(router.state.location.pathname).toBe('/gears');
    expect(fireEvent.click(link)).toBe(false);
    expect(router.state.location.pathname).toBe(`/itemdetails/${gear.id}`);
    expect(router.state.historyAction).toBe('PUSH');
  });
});
