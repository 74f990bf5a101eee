// The header's menus act on an explicit choice only (WCAG 3.2.2): a key that moves through a
// list must not open a page or switch the language.
import { screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import i18n from 'i18next';
import { beforeEach, describe, expect, it } from 'vitest';
import { gearTypesRoute } from '#web/test/fixtures.ts';
import { mockApi, renderPage } from '#web/test/render.tsx';
import { loggedOut } from '#web/test/users.ts';
import { Header } from './header.tsx';

beforeEach(() => {
  loggedOut();
  mockApi({ ...gearTypesRoute });
});

describe('Header menus', () => {
  it('open the category page only when a category is chosen', async () => {
    const { router } = renderPage(<Header />);
    const categories = screen.getByRole('button', { name: 'Categories' });
    categories.focus();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    expect(router.state.location.pathname).toBe('/');
    await userEvent.click(categories);
    expect(categories).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(await screen.findByRole('link', { name: 'Harness' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/harness'));
    expect(categories).toHaveAttribute('aria-expanded', 'false');
  });

  it('switch the language only when one is chosen, and close on Escape', async () => {
    renderPage(<Header />);
    const language = screen.getByRole('button', { name: 'Language: English' });
    language.focus();
    await userEvent.keyboard('{ArrowDown}');
    expect(i18n.language).toBe('en');
    await userEvent.click(language);
    await userEvent.keyboard('{Escape}');
    expect(language).toHaveAttribute('aria-expanded', 'false');
    expect(language).toHaveFocus();
    await userEvent.click(language);
    expect(screen.getByRole('link', { name: 'Français' })).toHaveAttribute('href', '?lng=fr');
  });

  it('marks the header link of the page one is on', () => {
    renderPage(<Header />, { path: '/about-us', route: '/about-us' });
    const nav = screen.getByRole('navigation', { name: 'Main' });
    const current = nav.querySelectorAll('[aria-current="page"]');
    expect([...current].map((link) => link.getAttribute('href'))).toEqual(['/about-us']);
    // Not by colour alone: the current page's link is also underlined, the others not.
    expect(current[0]).toHaveClass('underline');
    expect(screen.getByRole('link', { name: 'Sell your items' })).not.toHaveClass('underline');
  });
});
