// The server renderer's one render of a page (entry-server.tsx) and what it reads back from the
// HTML: a boundary left to the browser, and the preload of the page's largest photo.
import { Writable } from 'node:stream';
import type { ReactElement } from 'react';
import { renderToPipeableStream, renderToString } from 'react-dom/server';
import { priorityImagePreload } from '#web/lib/priority-image.ts';

/**
 * The tree as a string once all it waits for is there: a lazy component the process has not
 * loaded yet suspends, and `renderToString` would leave its fallback in the page (React error
 * 419 in the browser). No boundary is sent apart, so React writes no inline script (the CSP
 * would refuse it).
 */
function renderWhenReady(element: ReactElement): Promise<string> {
  return new Promise((resolve, reject) => {
    let html = '';
    const sink = new Writable({
      write: (chunk: Buffer, _encoding, done) => {
        html += chunk.toString();
        done();
      },
      final: (done) => {
        resolve(html);
        done();
      },
    });
    const stream = renderToPipeableStream(element, {
      progressiveChunkSize: Number.MAX_SAFE_INTEGER,
      onAllReady: () => stream.pipe(sink),
      onShellError: reject,
    });
  });
}

/** What React leaves in the page for a boundary it did not render: the browser renders it. */
export const CLIENT_BOUNDARY = '<!--$!-->';

/**
 * The one render. Once the lazy parts a page shows are loaded in this process (from its second
 * page on), the page renders synchronously, and `renderToString` writes it as one string where
 * the stream encoded it into bytes in small chunks that were decoded again: a fifth of React's
 * work on `/gears` (bench/README.md, session 15). A part still loading leaves its boundary to
 * the browser there; the page is then rendered by the stream, which waits for it (that render
 * is the page's one complete render; the string was its attempt).
 */
export function renderOnce(element: ReactElement): string | Promise<string> {
  const html = renderToString(element);
  return html.includes(CLIENT_BOUNDARY) ? renderWhenReady(element) : html;
}

// React writes the attribute as the prop is spelled (`fetchPriority`); HTML reads any case.
const PRIORITY = /\sfetchpriority="high"/gi;

/**
 * `priorityImagePreload` of the one tag it reads, found by its attribute: its regex over the
 * whole page (trying every `<img`, on a page with none marked too) was a hundredth of a cold
 * `/gears` (bench/README.md, session 17). React escapes `<` and `>` in attribute values, so a
 * tag runs from the `<` before its attribute to the `>` after it: the first `<img` holding the
 * attribute is the regex's own match.
 */
export function priorityPreload(html: string): string {
  for (const { index: at } of html.matchAll(PRIORITY)) {
    const start = html.lastIndexOf('<', at);
    if (/^<img\b/i.test(html.slice(start, start + 5))) {
      return priorityImagePreload(html.slice(start, html.indexOf('>', at) + 1));
    }
  }
  return '';
}
