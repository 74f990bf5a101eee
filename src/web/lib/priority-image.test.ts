import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { priorityImagePreload } from './priority-image.ts';

/** React's own markup for the images, as the server renderer writes it. */
const html = (...images: Record<string, string>[]) =>
  renderToString(
    createElement('main', null, ...images.map((props) => createElement('img', props))),
  );

describe('priorityImagePreload', () => {
  it('preloads the first high-priority image with its srcset and sizes, and nothing else', () => {
    const link = priorityImagePreload(
      html(
        { src: '/logo.svg', alt: '' },
        { src: '/lazy.webp', loading: 'lazy', alt: '' },
        {
          src: '/a-thumb.webp',
          srcSet: '/a-thumb.webp 480w, /a-large.webp 1600w',
          sizes: '(min-width:1280px) 297px,100vw',
          fetchPriority: 'high',
          alt: 'Ozone "Rush" <6>',
        },
        { src: '/b.webp', srcSet: '/b.webp 480w', fetchPriority: 'high', alt: '' },
      ),
    );
    expect(link).toBe(
      '<link rel="preload" as="image" imagesrcset="/a-thumb.webp 480w, /a-large.webp 1600w"' +
        ' imagesizes="(min-width:1280px) 297px,100vw" fetchpriority="high" />',
    );
  });

  it('keeps the escaping of the values and names the src of an image without srcset', () => {
    const link = priorityImagePreload(
      html({ src: '/media/a.webp?x=1&y="2"', fetchPriority: 'high', alt: '' }),
    );
    expect(link).toBe(
      '<link rel="preload" as="image" href="/media/a.webp?x=1&amp;y=&quot;2&quot;" fetchpriority="high" />',
    );
  });

  it('preloads nothing on a page without a high-priority image', () => {
    expect(priorityImagePreload(html({ src: '/a.webp', alt: '' }))).toBe('');
    expect(priorityImagePreload('<p>fetchpriority="high"</p>')).toBe('');
  });
});
