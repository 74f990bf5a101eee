// Runs the web app's server renderer (dist/server/entry-server.js, built by `npm run build`) for
// the public pages: their HTML is streamed with the page in it, in its language, with the API
// answers it shows. The renderer's API reads go through this app in the same process as a
// visitor's (no cookie, no token: private data never enters the HTML), counted against the
// visitor's IP like the reads the browser would have made. Without the build: null, the SPA.
import { PassThrough, type Readable } from 'node:stream';
import type { FastifyRequest } from 'fastify';
import type { Language } from '#shared/constants.ts';
import type { FormEcho } from '#shared/form-echo.ts';
import { scriptSafe, SSR_PAYLOAD_ID } from '#shared/ssr.ts';
import { renderDuration } from '#server/lib/metrics.ts';
import { apiFetchFor, type ApiReader, type Renderer } from './renderer.ts';
import { scriptsAttribute } from './route-preloads.ts';
import type { PageTexts } from './route-texts.ts';
import { utf8Bytes } from './utf8.ts';

/**
 * Holds the first paint until the data block, the document's last part, is parsed. The browser
 * would otherwise paint what it has parsed so far (the header), then lay the whole page out
 * again: a second full layout on the phone's main thread, measured in bench/README.md (session 9).
 * The body arrives in one piece once rendered, so the wait is the parse alone.
 */
const RENDER_WHOLE_PAGE = `<link rel="expect" href="#${SSR_PAYLOAD_ID}" blocking="render" />`;

/** A read whose answer may be shown to anyone: found or not, but not refused or failed. */
const soundRead = (status: number) => status < 400 || status === 404 || status === 410;

/** What the browser hydrates the page's route with (src/web/app/router.tsx). */
const pagePayload = ({ route, chunk }: { route: string; chunk: string | undefined }) => ({
  route,
  ...(chunk && { page: `/${chunk}` }),
});

/**
 * The page's HTML as a stream: the head up to its end leaves at once (it preloads the scripts and
 * the stylesheet), then, once the page has rendered, the preload of its largest photo closes the
 * head, the rendered page follows, then the data the browser hydrates with. A render that fails
 * leaves the root empty and without data: the browser renders it alone. `onComplete` receives
 * the whole document when it rendered without an error from reads that all succeeded (the
 * caller may keep it), else null; it is called once, whether or not the client is still there.
 * Each part is encoded once, for the client and the cache; the texts were encoded once for all
 * pages of the route (encoding a 130 KB page as one string was a tenth of a render's CPU).
 */
export function renderPage(
  renderer: Renderer,
  options: {
    request: FastifyRequest;
    lang: Language;
    html: string;
    /** The texts the page can show (route-texts.ts), as the renderer and the browser get them. */
    texts: PageTexts;
    /**
     * The page's route (as in src/shared/routes.ts), the build's file of its page chunk and the
     * files of the app's scripts it runs (route-scripts.json).
     */
    page?: { route: string; chunk: string | undefined; scripts?: string[] };
    onComplete?: (document: Buffer | null) => void;
    /** Each API read the render made (its URL). */
    onRead?: (url: string) => void;
    /** A refused form posted without JavaScript, rendered with its page (form-posts.ts). */
    formEcho?: FormEcho;
    /** The page's reads of the API (apiReaderFor), shared with its head. */
    read: ApiReader;
  },
): Readable | null {
  const { request, lang, html, texts, page: served, onComplete, onRead, formEcho, read } = options;
  const marker = '<div id="root"></div>';
  const at = html.indexOf(marker);
  if (at < 0) return null;
  const after = html.slice(at + marker.length);
  const headEnd = html.lastIndexOf('</head>', at);
  const early = headEnd < 0 ? at : headEnd;
  const open = (head = '') => `${head && `  ${head}\n  `}${html.slice(early, at)}<div id="root">`;
  const body = new PassThrough();
  const first = Buffer.from(html.slice(0, early));
  body.write(first);
  let sound = true;
  let finished = false;
  const timer = renderDuration.startTimer({ route: served?.route ?? 'other' });
  const finish = (rest: (string | Buffer)[], keep: boolean) => {
    if (finished) return;
    finished = true;
    timer();
    // One write: each part written alone went through the stream's machinery on its own.
    const whole = Buffer.concat(
      rest.map((part) => (typeof part === 'string' ? utf8Bytes(part) : part)),
    );
    if (!body.destroyed) body.end(whole);
    onComplete?.(keep && sound ? Buffer.concat([first, whole]) : null);
  };
  renderer
    .render({
      url: request.url,
      lang,
      translations: texts.translations,
      ...(formEcho && { formEcho }),
      apiFetch: apiFetchFor({
        read,
        onAnswer: (status, url) => {
          sound &&= soundRead(status);
          onRead?.(url);
        },
      }),
      onError: (error) => {
        sound = false;
        request.log.warn({ err: error }, 'server render error');
      },
    })
    .then((page) => {
      if (!page) return finish([`${open()}</div>${after}`], false);
      // The page and its data as parts of their own: joined to the markup around them, they
      // were copied into one string before being encoded.
      const data = page.payload === '{}' ? '' : page.payload.slice(1);
      finish(
        [
          open(`${page.head ?? ''}${RENDER_WHOLE_PAGE}`),
          page.html,
          `</div><script type="application/json" id="${SSR_PAYLOAD_ID}"${scriptsAttribute(served?.scripts)}>{"translations":`,
          texts.json,
          (texts.route === undefined ? '' : `,"textsOf":${JSON.stringify(texts.route)}`) +
            (served ? `,${scriptSafe(JSON.stringify(pagePayload(served)).slice(1, -1))}` : '') +
            (data ? ',' : '}'),
          data,
          `</script>${after}`,
        ],
        true,
      );
    })
    .catch((error: unknown) => {
      request.log.error({ err: error }, 'server render failed');
      finish([`${open()}</div>${after}`], false);
    });
  return body;
}
