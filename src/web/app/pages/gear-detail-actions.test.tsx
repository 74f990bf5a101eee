// The marketplace controls on the detail page: heart, report, the seller's status buttons, and
// no contact call to action on sold gear.
import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Gear } from '#shared/contracts/gears.ts';
import { gearTypesRoute, sampleGear } from '#web/test/fixtures.ts';
import { mockApi, renderPage } from '#web/test/render.tsx';
import { joao, lena, loggedInWith, loggedOut } from '#web/test/users.ts';
import { GearDetailPage } from './gear-detail-page.tsx';

const contactPrompt = "See the seller's profile and contact details.";

function renderDetail(gear: Gear, viewer?: typeof lena) {
  if (viewer) loggedInWith();
  mockApi({
    ...gearTypesRoute,
    ...(viewer ? { 'users/me/': viewer, 'favourites/': [] } : {}),
    [`gears/${gear.id}/certificates/`]: [],
    [`gears/${gear.id}/`]: gear,
  });
  return renderPage(<GearDetailPage />, {
    path: `/itemdetails/${gear.id}`,
    route: '/itemdetails/:id',
  });
}

beforeEach(() => loggedOut());

describe('GearDetailPage marketplace controls', () => {
  it('marks sold gear clearly and invites no contact', async () => {
    renderDetail(sampleGear({ status: 'sold' }), joao);
    expect(await screen.findByText('SOLD: this gear is no longer available')).toBeInTheDocument();
    expect(screen.queryByText(contactPrompt)).not.toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Save to watchlist' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Report this listing' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Mark as sold' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reactivate' })).not.toBeInTheDocument();
  });

  it('shows the contact prompt, heart and report link on an active listing to a visitor', async () => {
    renderDetail(sampleGear());
    expect(await screen.findByText(contactPrompt)).toBeInTheDocument();
    expect(screen.queryByText('SOLD: this gear is no longer available')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save to watchlist' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Report this listing' })).toBeInTheDocument();
  });

  it('gives the seller the status buttons instead of the heart and the report', async () => {
    renderDetail(sampleGear(), lena);
    expect(await screen.findByRole('button', { name: 'Mark as sold' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Archive' })).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Save to watchlist' })).not.toBeInTheDocument(),
    );
    expect(screen.queryByRole('button', { name: 'Report this listing' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Report this listing' })).not.toBeInTheDocument();
  });

  it('tells the seller an archived listing is seen by them only', async () => {
    renderDetail(sampleGear({ status: 'archived' }), lena);
    expect(await screen.findByText('Archived: only you can see this listing.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reactivate' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mark as sold' })).toBeInTheDocument();
  });
});
