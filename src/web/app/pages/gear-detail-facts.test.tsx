// The detail page says where the gear is (flag and country name, not a code), when it was posted,
// and on a phone keeps a "Message seller" bar at hand.
import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Gear } from '#shared/contracts/gears.ts';
import { gearTypesRoute, sampleGear } from '#web/test/fixtures.ts';
import { mockApi, renderPage } from '#web/test/render.tsx';
import { lena, loggedInWith, loggedOut } from '#web/test/users.ts';
import { GearDetailPage } from './gear-detail-page.tsx';

function renderDetail(gear: Gear) {
  mockApi({
    ...gearTypesRoute,
    'users/me/': lena,
    'favourites/': [],
    [`gears/${gear.id}/certificates/`]: [],
    [`gears/${gear.id}/`]: gear,
  });
  return renderPage(<GearDetailPage />, {
    path: `/itemdetails/${gear.id}`,
    route: '/itemdetails/:id',
  });
}

beforeEach(() => loggedOut());

describe('GearDetailPage facts', () => {
  it('names the country with its flag and says when the listing was posted', async () => {
    const posted = new Date(Date.now() - 2 * 3_600_000 - 60_000).toISOString();
    renderDetail(
      sampleGear({
        country: 'AT',
        published_at: posted,
        condition: 'like_new',
        shipping: true,
        test_flight: true,
      }),
    );
    expect(await screen.findByText('Austria')).toBeInTheDocument();
    expect(screen.queryByText('AT')).not.toBeInTheDocument();
    expect(screen.getByText('Posted 2 hours ago')).toBeInTheDocument();
    expect(screen.getByText('Like new')).toBeInTheDocument();
    expect(screen.getByText('Can be shipped · Test flight possible')).toBeInTheDocument();
  });

  it('keeps a Message seller link to the seller’s box, not for the owner', async () => {
    const view = renderDetail(sampleGear());
    const bar = await screen.findByRole('link', { name: 'Message seller' });
    expect(bar).toHaveAttribute('href', '#seller');
    expect(document.getElementById('seller')).toContainElement(
      screen.getByText("See the seller's profile and contact details."),
    );
    view.unmount();
    loggedInWith();
    renderDetail(sampleGear({ user: lena.id }));
    await screen.findByRole('heading', { level: 1 });
    await screen.findByRole('link', { name: 'Edit this listing' });
    expect(screen.queryByRole('link', { name: 'Message seller' })).not.toBeInTheDocument();
  });

  it('tells the seller why their listing is held from the public', async () => {
    loggedInWith();
    const view = renderDetail(sampleGear({ user: lena.id, held: 'stolen_report' }));
    expect(
      await screen.findByText(/^Hidden from the public: the serial number of this listing/),
    ).toBeInTheDocument();
    view.unmount();
    renderDetail(sampleGear({ user: lena.id }));
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByText(/Hidden from the public/)).not.toBeInTheDocument();
  });
});
