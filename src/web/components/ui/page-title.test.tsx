import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderPage } from '#web/test/render.tsx';
import { usePageTitle } from './page-title.tsx';

function Titled({ title, description }: { title?: string; description?: string }) {
  usePageTitle(title, description);
  return <p>{title ?? 'untitled'}</p>;
}

const content = (selector: string) => document.querySelector(selector)?.getAttribute('content');

beforeEach(() => {
  document.head.innerHTML = `
    <meta name="description" content="server" />
    <meta property="og:title" content="server" />
    <meta property="og:description" content="server" />
    <meta name="twitter:title" content="server" />
    <meta name="twitter:description" content="server" />`;
  document.title = 'Server title';
});

describe('usePageTitle', () => {
  it('sets the title, the description and their Open Graph and Twitter copies', async () => {
    renderPage(
      <Titled title="Rush 6" description={`  Only 40 hours.\n\nLike new. ${'x '.repeat(100)}`} />,
    );
    await screen.findByText('Rush 6');
    expect(document.title).toBe('Rush 6 · Air Gear');
    await waitFor(() => expect(content('meta[property="og:title"]')).toBe('Rush 6 · Air Gear'));
    expect(content('meta[name="twitter:title"]')).toBe('Rush 6 · Air Gear');
    const description = content('meta[name="description"]')!;
    expect(description).toMatch(/^Only 40 hours\. Like new\. x x/);
    expect(description.length).toBeLessThanOrEqual(155);
    expect(content('meta[property="og:description"]')).toBe(description);
  });

  it('falls back to the site description, and leaves the head alone until there is a title', async () => {
    const { unmount } = renderPage(<Titled />);
    await screen.findByText('untitled');
    expect(document.title).toBe('Server title');
    expect(content('meta[name="description"]')).toBe('server');
    unmount();
    renderPage(<Titled title="Dashboard" />);
    await screen.findByText('Dashboard');
    expect(content('meta[name="description"]')).toMatch(/^Buy and sell used paragliders/);
    await waitFor(() =>
      expect(content('meta[property="og:description"]')).toMatch(/^Buy and sell used/),
    );
  });
});
