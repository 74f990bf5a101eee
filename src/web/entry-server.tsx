// The server renderer of the public pages (built by `vite build --ssr` into dist/server and run by
// src/server/features/ssr/ssr.ts). A page renders as a visitor sees it, in its language, with the
// API answers it shows: its route's loaders read them through the API in the same process, then
// the page renders once (decision 009).
import { AsyncLocalStorage } from 'node:async_hooks';
import { Writable } from 'node:stream';
import type { ReactElement } from 'react';
import { dehydrate, QueryClient, type Query } from '@tanstack/react-query';
import i18next, { type i18n as I18n } from 'i18next';
import { renderToPipeableStream, renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import type { FormEcho } from '#shared/form-echo.ts';
import { apiTransport } from '#web/lib/api-client.ts';
import { FormEchoContext } from '#web/lib/form-echo.ts';
import { formatPatterns } from '#web/lib/derive-format-patterns.ts';
import { memoizeFixedT } from '#web/lib/memo-fixed-t.ts';
import { onCountryName } from '#web/lib/country-names.ts';
import { priorityImagePreload } from '#web/lib/priority-image.ts';
import { answerTexts, payloadJson } from './entry-server-payload.ts';
import { AppRoot } from './app/app-root.tsx';
import { appRoutes, importRenderedPages, loaderContext } from './app/router.tsx';

/**
 * An API answer as the renderer reads it: what `api` and `apiPage` (lib/api-client.ts), the
 * loaders' reads, use of a Response. The server answers in-process with a plain object: building
 * a fetch Response, then reading its body as a stream of bytes into JSON, was a tenth of a
 * `/gears` render outside React (bench/README.md, session 15).
 */
export type ApiAnswer = Pick<Response, 'ok' | 'status' | 'json'> & {
  headers: Pick<Headers, 'get'>;
  /** The JSON text `json()` parses (its value frozen): the data block repeats it as it came. */
  jsonText?: string;
};
export type ApiFetch = (url: string, init: RequestInit) => Promise<ApiAnswer>;
export type RenderRequest = {
  url: string;
  lang: string;
  translations: Record<string, unknown>;
  apiFetch: ApiFetch;
  onError?: (error: unknown) => void;
  /** A refused form posted without JavaScript, rendered with the page (lib/form-echo.ts). */
  formEcho?: FormEcho;
};
/**
 * `head`: links for the end of the page's head (the preload of its largest photo); `html`: the
 * rendered root; `payload`: the data block's JSON but for the translations (the caller adds them).
 */
export type RenderedPage = { payload: string; head: string; html: string };

const handler = createStaticHandler(appRoutes);
const requestApi = new AsyncLocalStorage<ApiFetch>();
// The country names each page shows, sent with it so that hydrating builds none (countries.ts).
const pageCountries = new AsyncLocalStorage<Record<string, string>>();
onCountryName((_language, code, name) => {
  const names = pageCountries.getStore();
  if (names) names[code] = name;
});
apiTransport.fetch = async (url, init) => {
  const apiFetch = requestApi.getStore();
  if (!apiFetch) throw new Error('An API read outside a server render.');
  const answer = await apiFetch(url, init);
  const { jsonText } = answer;
  // The loaders read no more of an answer than ApiAnswer has (private pages are not rendered here).
  if (jsonText === undefined) return answer as Response;
  const json = async () => {
    const value: unknown = await answer.json();
    if (typeof value === 'object' && value !== null) answerTexts.set(value, jsonText);
    return value;
  };
  return { ...answer, json } as unknown as Response;
};

// One i18next per language and set of texts (the server sends each route the texts its page
// shows, the same object for every page of the route): nothing here ever changes them.
const instances = new WeakMap<Record<string, unknown>, I18n>();
function i18nFor(lang: string, translations: Record<string, unknown>): I18n {
  let instance = instances.get(translations);
  if (!instance) {
    instance = i18next.createInstance();
    void instance.init({
      lng: lang,
      fallbackLng: false,
      resources: { [lang]: { translation: translations } },
      interpolation: { escapeValue: false },
      react: { useSuspense: false },
      initAsync: false,
    });
    memoizeFixedT(instance);
    instances.set(translations, instance);
  }
  return instance;
}

/** `enabled` as the query states it (not `isDisabled()`: nothing observes a query here). */
const isEnabled = (query: Query) => {
  const { enabled } = query.options as { enabled?: boolean | ((query: Query) => boolean) };
  return (typeof enabled === 'function' ? enabled(query) : enabled) !== false;
};

/**
 * A query the page read that no loader had loaded: it renders as loading, and the browser would
 * ask for it after hydrating. Reported as a render error (the page is not kept), since the page's
 * loader should state it.
 */
const unloaded = (query: Query) =>
  query.state.status === 'pending' && query.state.fetchStatus === 'idle' && isEnabled(query);

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
const CLIENT_BOUNDARY = '<!--$!-->';

/**
 * The one render. Once the lazy parts a page shows are loaded in this process (from its second
 * page on), the page renders synchronously, and `renderToString` writes it as one string where
 * the stream encoded it into bytes in small chunks that were decoded again: a fifth of React's
 * work on `/gears` (bench/README.md, session 15). A part still loading leaves its boundary to
 * the browser there; the page is then rendered by the stream, which waits for it (that render
 * is the page's one complete render; the string was its attempt).
 */
function renderOnce(element: ReactElement): string | Promise<string> {
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
function priorityPreload(html: string): string {
  for (const { index: at } of html.matchAll(PRIORITY)) {
    const start = html.lastIndexOf('<', at);
    if (/^<img\b/i.test(html.slice(start, start + 5))) {
      return priorityImagePreload(html.slice(start, html.indexOf('>', at) + 1));
    }
  }
  return '';
}

/** Once the server listens (features/ssr/web-app.ts): the rendered pages' modules, imported. */
export const warmUp = (): Promise<void> => importRenderedPages();

/**
 * Undefined when the path is not a page of the router, or when a loader threw (a listing gone
 * since its status was decided): the caller serves the SPA, which shows it.
 */
export async function render(request: RenderRequest): Promise<RenderedPage | undefined> {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Infinity, refetchOnMount: false } },
  });
  // The route's loaders, once, in parallel, with this request's API (decision 009).
  const context = await requestApi.run(request.apiFetch, () =>
    handler.query(new Request(new URL(request.url, 'http://localhost')), {
      requestContext: loaderContext(queryClient),
    }),
  );
  if (context instanceof Response || context.errors) return undefined;
  // A failed read shows its loading state, as the browser will before it asks again.
  const failed = new Set<string>();
  queryClient.removeQueries({
    predicate: (query) => query.state.status === 'error' && failed.add(query.queryHash) !== null,
  });
  const i18n = i18nFor(request.lang, request.translations);
  const router = createStaticRouter(handler.dataRoutes, context);
  const countries: Record<string, string> = {};
  const tree = (
    <AppRoot queryClient={queryClient} i18n={i18n}>
      <FormEchoContext value={request.formEcho ?? null}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </FormEchoContext>
    </AppRoot>
  );
  // The one render: all its data is there before its first byte.
  const once = pageCountries.run(countries, () => renderOnce(tree));
  const streamed = typeof once !== 'string';
  const html = await once;
  const missing = queryClient
    .getQueryCache()
    .getAll()
    .filter((query) => unloaded(query) && !failed.has(query.queryHash));
  if (missing.length > 0) {
    const keys = missing.map((query) => query.queryHash).join(', ');
    request.onError?.(new Error(`The page read what its route's loader did not load: ${keys}`));
  }
  const payload = payloadJson({
    lang: request.lang,
    queries: dehydrate(queryClient),
    formats: formatPatterns(request.lang),
    ...(Object.keys(countries).length > 0 && { countries }),
    ...(request.formEcho && { formEcho: request.formEcho }),
  });
  // A boundary React left to the browser (a component that threw) is an error. The string render
  // had none, or the stream rendered the page again (renderOnce).
  if (streamed && html.includes(CLIENT_BOUNDARY))
    request.onError?.(new Error('A boundary was not rendered.'));
  return { payload, head: priorityPreload(html), html };
}
