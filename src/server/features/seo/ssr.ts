// Runs the web app's server renderer (dist/server/entry-server.js, built by `npm run build`) for
// the public pages: their HTML is streamed with the page in it, in its language, with the API
// answers it shows. The renderer's API reads go through this app in the same process as a
// visitor's (no cookie, no token: private data never enters the HTML), counted against the
// visitor's IP like the reads the browser would have made. Without the build: null, the SPA.
import { stat } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { PassThrough, Transform, type Readable } from 'node:stream';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Language } from '#shared/constants.ts';
import { SSR_PAYLOAD_ID } from '#shared/ssr.ts';
import { translationsOf } from './translations.ts';

type RenderedPage = {
  payload: string;
  /** Links for the end of the head, known once the page has rendered (its photo's preload). */
  head?: string;
  pipe: (destination: NodeJS.WritableStream) => void;
};
type Renderer = {
  render: (request: {
    url: string;
    lang: string;
    translations: Record<string, unknown>;
    apiFetch: (url: string, init: RequestInit) => Promise<Response>;
    onError: (error: unknown) => void;
  }) => Promise<RenderedPage | undefined>;
};

/**
 * The built renderer, imported once it exists. Not re-imported after a rebuild: its chunks import
 * the entry by its plain path, so a second copy under another URL would split the modules'
 * state (restart the server after `npm run build`, as `npm start` does).
 */
export function rendererLoader(webDist: string) {
  const file = join(dirname(webDist), 'server', 'entry-server.js');
  let loaded: Promise<Renderer> | null = null;
  return async (): Promise<Renderer | null> => {
    if (loaded) return loaded;
    if (!(await stat(file).catch(() => null))) return null;
    loaded ??= import(pathToFileURL(file).href) as Promise<Renderer>;
    return loaded;
  };
}

const KEPT_HEADERS = ['content-type', 'x-total-count', 'etag'];

/** The renderer's `fetch`: a GET of this app's API, as the visitor without a login. */
const apiFetchFor =
  (app: FastifyInstance, request: FastifyRequest, lang: Language) =>
  async (url: string): Promise<Response> => {
    const res = await app.inject({
      method: 'GET',
      url,
      headers: { accept: 'application/json', 'accept-language': lang },
      remoteAddress: request.ip,
    });
    const headers = new Headers();
    for (const name of KEPT_HEADERS) {
      const value = res.headers[name];
      if (typeof value === 'string' || typeof value === 'number') headers.set(name, String(value));
    }
    return new Response(res.statusCode === 204 ? null : res.payload, {
      status: res.statusCode,
      headers,
    });
  };

/**
 * The page's HTML as a stream: the head up to its end leaves at once (it preloads the scripts and
 * the stylesheet), then, once the page has rendered, the preload of its largest photo closes the
 * head, the rendered page follows, then the data the browser hydrates with. A render that fails
 * leaves the root empty and without data: the browser renders it alone.
 */
export function renderPage(
  renderer: Renderer,
  options: { app: FastifyInstance; request: FastifyRequest; lang: Language; html: string },
): Readable | null {
  const { app, request, lang, html } = options;
  const marker = '<div id="root"></div>';
  const at = html.indexOf(marker);
  if (at < 0) return null;
  const after = html.slice(at + marker.length);
  const headEnd = html.lastIndexOf('</head>', at);
  const early = headEnd < 0 ? at : headEnd;
  const open = (head = '') => `${head && `  ${head}\n  `}${html.slice(early, at)}<div id="root">`;
  const body = new PassThrough();
  body.write(html.slice(0, early));
  renderer
    .render({
      url: request.url,
      lang,
      translations: translationsOf(lang),
      apiFetch: apiFetchFor(app, request, lang),
      onError: (error) => request.log.warn({ err: error }, 'server render error'),
    })
    .then((page) => {
      if (!page) return body.end(`${open()}</div>${after}`);
      body.write(open(page.head));
      const data = `<script type="application/json" id="${SSR_PAYLOAD_ID}">${page.payload}</script>`;
      const sink = new Transform({
        transform: (chunk, _encoding, done) => done(null, chunk),
        flush(done) {
          this.push(`</div>${data}${after}`);
          done();
        },
      });
      sink.pipe(body);
      page.pipe(sink);
    })
    .catch((error: unknown) => {
      request.log.error({ err: error }, 'server render failed');
      body.end(`${open()}</div>${after}`);
    });
  return body;
}
