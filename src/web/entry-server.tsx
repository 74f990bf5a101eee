// The server renderer of the public pages (built by `vite build --ssr` into dist/server and run by
// src/server/features/seo/ssr.ts). A page renders as a visitor sees it, in its language, with the
// API answers its queries ask for: a first render collects the queries, they are fetched through
// the API in the same process, and the final render streams with them (decision 009).
import { AsyncLocalStorage } from 'node:async_hooks';
import type { Writable } from 'node:stream';
import { dehydrate, hashKey, QueryClient, type Query } from '@tanstack/react-query';
import i18next, { type i18n as I18n } from 'i18next';
import { renderToPipeableStream, renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { apiTransport } from '#web/lib/api-client.ts';
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
/** `head`: links for the end of the page's head (the preload of its largest photo). */
export type RenderedPage = {
  payload: string;
  head: string;
  pipe: (destination: Writable) => void;
};

const handler = createStaticHandler(appRoutes);
const requestApi = new AsyncLocalStorage<ApiFetch>();
apiTransport.fetch = (url, init) => {
  const apiFetch = requestApi.getStore();
  if (!apiFetch) return Promise.reject(new Error('An API read outside a server render.'));
  return apiFetch(url, init);
};

// One i18next per language: nothing on the server ever changes its language or resources.
const instances = new Map<string, I18n>();
function i18nFor(lang: string, translations: Record<string, unknown>): I18n {
  let instance = instances.get(lang);
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
    instances.set(lang, instance);
  }
  return instance;
}

/** Queries worth a server read: not the caller's own (no caller here), not waiting for an id. */
const wanted = (query: Query) =>
  query.state.status === 'pending' &&
  query.state.fetchStatus === 'idle' &&
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

/** Undefined when the path is not a page of the router (the caller serves the SPA instead). */
export async function render(request: RenderRequest): Promise<RenderedPage | undefined> {
  const context = await handler.query(new Request(new URL(request.url, 'http://localhost')));
  if (context instanceof Response) return undefined;
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Infinity, refetchOnMount: false } },
  });
  const i18n = i18nFor(request.lang, request.translations);
  const app = () => (
    <AppRoot queryClient={queryClient} i18n={i18n}>
      <StaticRouterProvider
        router={createStaticRouter(handler.dataRoutes, context)}
        context={context}
        hydrate={false}
      />
    </AppRoot>
  );
  // Queries that depend on another's answer (a seller's listings) appear a round later. The
  // render that asks for nothing more is the page as it streams: its photo is preloaded.
  let html = '';
  for (let round = 0; round < 3; round++) {
    html = renderToString(app());
    const queries = queryClient.getQueryCache().getAll().filter(wanted);
    if (queries.length === 0) break;
    await Promise.all(queries.map((query) => fetchAs(query, request.apiFetch)));
  }
  // A failed read shows its loading state, as the browser will before it asks again.
  queryClient.removeQueries({ predicate: (query) => query.state.status === 'error' });
  const payload = serializePayload({
    lang: request.lang,
    translations: request.translations,
    queries: dehydrate(queryClient),
  });
  return {
    payload,
    head: priorityImagePreload(html),
    pipe: (destination) => {
      // Everything is ready before the first byte of the body, and no boundary is big enough to
      // be sent apart: React writes no inline script (the CSP would refuse it).
      const stream = renderToPipeableStream(app(), {
        progressiveChunkSize: Number.MAX_SAFE_INTEGER,
        onError: (error) => request.onError?.(error),
        onAllReady: () => stream.pipe(destination),
        onShellError: (error) => destination.destroy(error as Error),
      });
    },
  };
}
