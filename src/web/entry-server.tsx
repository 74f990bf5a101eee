// The server renderer of the public pages (built by `vite build --ssr` into dist/server and run by
// src/server/features/ssr/ssr.ts). A page renders as a visitor sees it, in its language, with the
// API answers its queries ask for: a first render collects the queries, they are fetched through
// the API in the same process, and the render that asks for nothing more is the page's HTML
// (decision 009).
import { AsyncLocalStorage } from 'node:async_hooks';
import { Writable } from 'node:stream';
import type { ReactElement } from 'react';
import { dehydrate, hashKey, QueryClient, type Query } from '@tanstack/react-query';
import i18next, { type i18n as I18n } from 'i18next';
import { renderToPipeableStream } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { apiTransport } from '#web/lib/api-client.ts';
import { formatPatterns } from '#web/lib/derive-format-patterns.ts';
import { memoizeFixedT } from '#web/lib/memo-fixed-t.ts';
import { onCountryName } from '#web/lib/country-names.ts';
import { ME_QUERY_KEY } from '#web/lib/session-provider.tsx';
import { priorityImagePreload } from '#web/lib/priority-image.ts';
import { serializePayload } from '#web/lib/ssr-payload.ts';
import { AppRoot } from './app/app-root.tsx';
import { appRoutes } from './app/router.tsx';

export type ApiFetch = (url: string, init: RequestInit) => Promise<Response>;
export type RenderRequest = {
  url: string;
  lang: string;
  translations: Record<string, unknown>;
  apiFetch: ApiFetch;
  onError?: (error: unknown) => void;
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
apiTransport.fetch = (url, init) => {
  const apiFetch = requestApi.getStore();
  if (!apiFetch) return Promise.reject(new Error('An API read outside a server render.'));
  return apiFetch(url, init);
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
 * Queries worth a server read: not the caller's own (no caller here), not waiting for an id, not
 * disabled (as the browser would not run them: e.g. a listing's catalogue size when it has none).
 */
const wanted = (query: Query) =>
  query.state.status === 'pending' &&
  query.state.fetchStatus === 'idle' &&
  isEnabled(query) &&
  query.queryHash !== hashKey(ME_QUERY_KEY) &&
  query.queryKey[0] !== 'favourites' &&
  !query.queryKey.some((part) => part === '' || part === undefined);

/**
 * Runs the query's own function with the API of this request: the store is set while the
 * function starts, which is when the API client picks its transport.
 */
function fetchAs(query: Query, apiFetch: ApiFetch) {
  const { queryFn } = query.options;
  if (typeof queryFn !== 'function') return Promise.resolve();
  return query
    .fetch({
      ...query.options,
      queryFn: (context) => requestApi.run(apiFetch, () => queryFn(context)),
    })
    .catch(() => undefined);
}

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

/** Undefined when the path is not a page of the router (the caller serves the SPA instead). */
export async function render(request: RenderRequest): Promise<RenderedPage | undefined> {
  const context = await handler.query(new Request(new URL(request.url, 'http://localhost')));
  if (context instanceof Response) return undefined;
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Infinity, refetchOnMount: false } },
  });
  const i18n = i18nFor(request.lang, request.translations);
  const router = createStaticRouter(handler.dataRoutes, context);
  const countries: Record<string, string> = {};
  const tree = (
    <AppRoot queryClient={queryClient} i18n={i18n}>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </AppRoot>
  );
  const app = () => pageCountries.run(countries, () => renderWhenReady(tree));
  // Queries that depend on another's answer (a seller's listings) appear a round later. The
  // render that asks for nothing more is the page as it is sent: everything is ready before its
  // first byte, so a streaming render of it again would only repeat the work (React writes no
  // boundary apart either, which would need an inline script the CSP refuses).
  let html = await app();
  for (let round = 0; round < 3; round++) {
    const queries = queryClient.getQueryCache().getAll().filter(wanted);
    if (queries.length === 0) break;
    await Promise.all(queries.map((query) => fetchAs(query, request.apiFetch)));
    html = await app();
  }
  // A failed read shows its loading state, as the browser will before it asks again (the page
  // is rendered once more without it, so the HTML matches what the browser hydrates).
  const failed = (query: Query) => query.state.status === 'error';
  if (queryClient.getQueryCache().getAll().some(failed)) {
    queryClient.removeQueries({ predicate: failed });
    html = await app();
  }
  const payload = serializePayload({
    lang: request.lang,
    queries: dehydrate(queryClient),
    formats: formatPatterns(request.lang),
    ...(Object.keys(countries).length > 0 && { countries }),
  });
  // A boundary React left to the browser (a component that threw) is an error.
  if (html.includes('<!--$!-->')) request.onError?.(new Error('A boundary was not rendered.'));
  return { payload, head: priorityImagePreload(html), html };
}
