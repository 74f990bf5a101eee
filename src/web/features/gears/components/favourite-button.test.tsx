import { screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Gear } from '#shared/contracts/gears.ts';
import { gearTypesRoute, sampleGear } from '#web/test/fixtures.ts';
import { mockApi, renderPage } from '#web/test/render.tsx';
import { joao, lena, loggedInWith, loggedOut } from '#web/test/users.ts';
import { useCardList } from './card-list.ts';
import { GearCard } from './gear-card.tsx';

/** A card as a list renders it: the list's texts read once (card-list.ts). */
function Card({ gear }: { gear: Gear }) {
  return <GearCard gear={gear} list={useCardList()} typeLabel="Paraglider Wing" />;
}

// sampleGear() is Lena's listing: João is the one who saves it.
const gear = sampleGear();
const renderCard = () =>
  renderPage(<Card gear={gear} />, {
    path: '/gears?page=2',
    route: '/gears',
  });
const byMethod = (calls: { url: string; init?: RequestInit }[], method: string) =>
  calls.filter((c) => c.init?.method === method);

/** A watchlist server: POST and DELETE change what the next GET favourites/ answers. */
function watchlistServer(saved: Gear[]) {
  const calls = mockApi({ ...gearTypesRoute, 'users/me/': joao });
  const fallback = globalThis.fetch;
  globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    if (!url.startsWith('/api/favourites/')) return fallback(input, init);
    calls.push({ url, init });
    if (init?.method === 'POST') saved = [gear];
    if (init?.method === 'DELETE') saved = [];
    if (init?.method === 'DELETE') return new Response(null, { status: 204 });
    return Response.json(init?.method === 'POST' ? { gear: gear.id } : saved);
  }) as typeof fetch;
  return calls;
}

beforeEach(() => loggedOut());

describe('FavouriteButton on a gear card', () => {
  it('sends a logged-out visitor to log in, coming back to the same page', async () => {
    const calls = mockApi(gearTypesRoute);
    const { router } = renderCard();
    const heart = await screen.findByRole('button', { name: 'Save to watchlist' });
    expect(heart).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(heart);
    expect(router.state.location.pathname).toBe('/auth');
    expect(router.state.location.search).toBe(`?next=${encodeURIComponent('/gears?page=2')}`);
    expect(calls.some((c) => c.url.includes('favourites'))).toBe(false);
  });

  it('saves the gear for a logged-in user and shows it pressed', async () => {
    loggedInWith();
    const calls = watchlistServer([]);
    renderCard();
    await waitFor(() =>
      expect(calls.some((c) => c.url.startsWith('/api/favourites/?'))).toBe(true),
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Save to watchlist' }));
    const post = byMethod(calls, 'POST')[0]!;
    expect(post.url).toBe('/api/favourites/');
    expect(JSON.parse(String(post.init!.body))).toEqual({ gear: gear.id });
    expect(await screen.findByRole('button', { name: 'Remove from watchlist' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('removes a saved gear with DELETE favourites/{id}/', async () => {
    loggedInWith();
    const calls = watchlistServer([gear]);
    renderCard();
    const heart = await screen.findByRole('button', { name: 'Remove from watchlist' });
    expect(heart).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(heart);
    expect(byMethod(calls, 'DELETE')[0]!.url).toBe(`/api/favourites/${gear.id}/`);
    expect(await screen.findByRole('button', { name: 'Save to watchlist' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  });

  it('goes back and says so when the server refuses', async () => {
    loggedInWith();
    const calls = mockApi({ ...gearTypesRoute, 'users/me/': joao, 'favourites/': [] });
    renderCard();
    await waitFor(() =>
      expect(calls.some((c) => c.url.startsWith('/api/favourites/?'))).toBe(true),
    );
    await screen.findByRole('button', { name: 'Save to watchlist' });
    // Once the list is there, the POST fails.
    const original = globalThis.fetch;
    globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) =>
      init?.method === 'POST'
        ? Response.json({ detail: 'Down', code: 'internal_error' }, { status: 500 })
        : original(input, init)) as typeof fetch;
    await userEvent.click(screen.getByRole('button', { name: 'Save to watchlist' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your watchlist could not be updated. Please try again.',
    );
    expect(screen.getByRole('button', { name: 'Save to watchlist' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  });

  it("shows no heart on the seller's own listing", async () => {
    loggedInWith();
    mockApi({ ...gearTypesRoute, 'users/me/': lena, 'favourites/': [] });
    const other = sampleGear({ id: '66666666-6666-4666-8666-666666666666', user: joao.id });
    renderPage(
      <>
        <Card gear={gear} />
        <Card gear={other} />
      </>,
    );
    // Lena's own card has none; João's next to it does, once the session is known.
    await waitFor(() => {
      const [own, theirs] = screen.getAllByRole('article');
      expect(own!.querySelector('button')).toBeNull();
      expect(theirs!.querySelector('button')).not.toBeNull();
    });
    expect(screen.getAllByRole('button', { name: 'Save to watchlist' })).toHaveLength(1);
  });
});
