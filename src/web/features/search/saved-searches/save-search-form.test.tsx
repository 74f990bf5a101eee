// "Save this search" for everyone: a visitor is led to the login and back, where it is saved; the
// feed is explained and its address offered, not opened as raw XML.
import { screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { mockApi, renderPage } from '#web/test/render.tsx';
import { lena, loggedInWith, loggedOut } from '#web/test/users.ts';
import { SaveSearchForm } from './save-search-form.tsx';

afterEach(loggedOut);

const query = 'brand=Ozone';
const form = <SaveSearchForm query={query} suggestedName="Ozone" />;

describe('Save this search', () => {
  it('leads a visitor to the login, which returns to save the search', async () => {
    mockApi({});
    renderPage(form, { path: '/search?brand=Ozone', route: '/search' });
    const link = screen.getByRole('link', { name: 'Save this search' });
    expect(link).toHaveAttribute(
      'href',
      `/auth?next=${encodeURIComponent('/search?brand=Ozone&save_search=1')}`,
    );
  });

  it('saves the search once when the login brings the user back', async () => {
    loggedInWith();
    const calls = mockApi({ 'users/me/': lena, 'saved-searches/': { id: 'x' } });
    const { router } = renderPage(form, {
      path: '/search?brand=Ozone&save_search=1',
      route: '/search',
    });
    expect(await screen.findByText('Search saved. Find it on your dashboard.')).toBeInTheDocument();
    const posts = calls.filter((c) => c.url.endsWith('saved-searches/'));
    expect(posts).toHaveLength(1);
    expect(JSON.parse(String(posts[0]!.init?.body))).toEqual({
      name: 'Ozone',
      query,
      frequency: 'instant',
    });
    await waitFor(() => expect(router.state.location.search).toBe('?brand=Ozone'));
  });

  it('explains the feed and offers its address instead of opening it', async () => {
    mockApi({});
    renderPage(form, { path: '/search?brand=Ozone', route: '/search' });
    expect(screen.queryByRole('link', { name: 'Atom feed of these results' })).toBeNull();
    await userEvent.click(screen.getByText('Atom feed of these results'));
    expect(screen.getByRole('textbox', { name: 'Feed address' })).toHaveValue(
      `${location.origin}/feeds/gears.atom?brand=Ozone`,
    );
    expect(screen.getByRole('button', { name: 'Copy the address' })).toBeVisible();
  });
});
