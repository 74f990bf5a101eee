// The layout's plain links: the router follows a plain click, the browser keeps every other one,
// as its `Link` did.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { gearTypesRoute } from '#web/test/fixtures.ts';
import { mockApi, renderPage } from '#web/test/render.tsx';
import { loggedOut } from '#web/test/users.ts';
import { AppLink } from './follow-link.tsx';

beforeEach(() => {
  loggedOut();
  mockApi({ ...gearTypesRoute });
});

describe('AppLink', () => {
  it('is followed by the router on a plain click, with the anchor kept for no-JS reading', async () => {
    const { router } = renderPage(<AppLink to="/about-us">About</AppLink>);
    const link = screen.getByRole('link', { name: 'About' });
    expect(link).toHaveAttribute('href', '/about-us');
    await userEvent.click(link);
    await waitFor(() => expect(router.state.location.pathname).toBe('/about-us'));
  });

  it('replaces the history entry when the link is to the page one is on, as Link does', async () => {
    const { router } = renderPage(<AppLink to={window.location.pathname}>Here</AppLink>, {
      path: window.location.pathname,
      route: window.location.pathname,
    });
    await userEvent.click(screen.getByRole('link', { name: 'Here' }));
    await waitFor(() => expect(router.state.historyAction).toBe('REPLACE'));
  });

  it('leaves a modified or middle click to the browser', () => {
    const { router } = renderPage(<AppLink to="/about-us">About</AppLink>);
    // Whether the page left each click to the browser; then stopped here, as jsdom navigates not.
    const leftToBrowser: boolean[] = [];
    const record = (event: Event) => {
      leftToBrowser.push(!event.defaultPrevented);
      event.preventDefault();
    };
    document.addEventListener('click', record);
    const about = screen.getByRole('link', { name: 'About' });
    for (const init of [{ ctrlKey: true }, { metaKey: true }, { shiftKey: true }, { button: 1 }]) {
      fireEvent.click(about, init);
    }
    document.removeEventListener('click', record);
    expect(leftToBrowser).toEqual([true, true, true, true]);
    expect(router.state.location.pathname).toBe('/');
  });
});
