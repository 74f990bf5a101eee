import { fireEvent, render, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { gearTypesRoute, sampleGear, samplePicture } from '#web/test/fixtures.ts';
import { mockApi, renderPage } from '#web/test/render.tsx';
import { Gallery } from './gallery.tsx';
import { GalleryStrip } from './gallery-strip.tsx';
import { GearGrid } from './gear-grid.tsx';

const photos = [
  samplePicture(1, { width: 1600, height: 1200 }),
  samplePicture(2, { width: 900, height: 1200, thumbnail_width: 360, thumbnail_height: 480 }),
];

describe('Gallery', () => {
  it('shows the photo from both stored sizes, first and at once, in a box of its size', () => {
    renderPage(<Gallery pictures={photos} title="Rush 6" />);
    const main = screen.getByRole('img', { name: /photo 1 of 2/i });
    expect(main).toHaveAttribute('src', photos[0]!.link);
    expect(main).toHaveAttribute(
      'srcset',
      `${photos[0]!.thumbnail} 480w, ${photos[0]!.link} 1600w`,
    );
    expect(main.getAttribute('sizes')).toMatch(/^\(min-width:1280px\) 730px,.*100vw$/);
    expect(main).toHaveAttribute('width', '1600');
    expect(main).toHaveAttribute('height', '1200');
    expect(main).toHaveAttribute('fetchpriority', 'high');
    expect(main).not.toHaveAttribute('loading');
  });

  it('offers a phone the middle size when the photo has one, and only the sizes stored', () => {
    const photo = samplePicture(3, {
      medium: '/media/3-medium.webp',
      medium_width: 800,
      medium_height: 600,
    });
    renderPage(<Gallery pictures={[photo]} title="Rush 6" />);
    expect(screen.getByRole('img', { name: /photo 1 of 1/i })).toHaveAttribute(
      'srcset',
      '/media/3-thumb.webp 480w, /media/3-medium.webp 800w, /media/3-large.webp 1600w',
    );
  });

  it('lazy-loads the strip of thumbnails, each in its own proportions', () => {
    renderPage(<Gallery pictures={photos} title="Rush 6" />);
    const list = screen.getByRole('list', { name: 'Photos' });
    // Decorative (alt=""): the buttons around them carry the names.
    const thumbs = [...list.querySelectorAll('img')];
    expect(thumbs).toHaveLength(2);
    for (const img of thumbs) {
      expect(img).toHaveAttribute('loading', 'lazy');
      expect(img).toHaveAttribute('decoding', 'async');
      expect(img).not.toHaveAttribute('fetchpriority');
    }
    expect(thumbs[1]).toHaveAttribute('width', '360');
    expect(thumbs[1]).toHaveAttribute('height', '480');
    // The shown photo follows the strip and keeps its box.
    fireEvent.click(within(list).getByRole('button', { name: 'Show photo 2' }));
    const main = screen.getByRole('img', { name: /photo 2 of 2/i });
    expect(main).toHaveAttribute('width', '900');
    expect(main).toHaveAttribute('height', '1200');
  });
});

describe('GalleryStrip', () => {
  // On a phone the strip is on screen: its thumbnails, fetched before the first paint, took the
  // link from the page's largest photo. They load once the page is hydrated.
  it('sends its thumbnails only inside <noscript>, and shows them once hydrated', async () => {
    const strip = <GalleryStrip pictures={photos} index={0} onSelect={() => {}} />;
    const html = renderToString(strip);
    expect(html.replace(/<noscript>[\s\S]*?<\/noscript>/g, '')).not.toContain('<img');
    const kept = [...html.matchAll(/<noscript>(<img [^>]*>)<\/noscript>/g)].map((m) => m[1]!);
    expect(kept).toHaveLength(2);
    expect(kept[1]).toContain(`src="${photos[1]!.thumbnail}"`);
    expect(kept[1]).toContain('loading="lazy"');
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    render(strip, { container, hydrate: true });
    const shown = () => [...container.querySelectorAll('button > img')];
    await vi.waitFor(() => expect(shown()).toHaveLength(2));
    expect(shown()[0]).toHaveAttribute('src', photos[0]!.thumbnail);
  });
});

describe('GearGrid', () => {
  beforeEach(() => {
    mockApi(gearTypesRoute);
  });

  it("gives the first card's photo the priority and lets every other one wait", () => {
    const gears = [1, 2, 3, 4, 5].map((n) =>
      sampleGear({ id: `1111111${n}-1111-4111-8111-111111111111`, pictures: [samplePicture(n)] }),
    );
    renderPage(<GearGrid gears={gears} isPending={false} error={null} />);
    const [first, ...rest] = screen.getAllByRole('img', { name: 'Ozone Rush 6' });
    expect(first).toHaveAttribute('fetchpriority', 'high');
    expect(first).not.toHaveAttribute('loading');
    expect(rest).toHaveLength(4);
    for (const img of rest) {
      expect(img).toHaveAttribute('loading', 'lazy');
      expect(img).not.toHaveAttribute('fetchpriority');
    }
  });
});
