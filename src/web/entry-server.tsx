// The server renderer of the public pages (built by `vite build --ssr` into dist/server and run by
// src/server/features/ssr/renderer.ts and ssr.ts). A page renders as a visitor sees it, in its
// language, with the API answers it shows: its route's loaders read them through the API in the
// same process, then the page renders once (decision 009).
import { AsyncLocalStorage } from 'node:async_hooks';
import { dehydrate, QueryClient, type Query } from '@tanstack/react-query';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import type { FormEcho } from '#shared/form-echo.ts';
import { apiTransport } from '#web/lib/api-client.ts';
import { FormEchoContext } from '#web/lib/form-echo.ts';
import { onCountryName } from '#web/lib/country-names.ts';
import { formatsFor } from './entry-server-formats.ts';
import { i18nFor } from './entry-server-i18n.ts';
import { answerTexts, payloadJson } from './entry-server-payload.ts';
import { CLIENT_BOUNDARY, priorityPreload, renderOnce } from './entry-server-render.ts';
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
  const formats = formatsFor(request.lang);
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
    formats,
    ...(Object.keys(countries).length > 0 && { countries }),
    ...(request.formEcho && { formEcho: request.formEcho }),
  });
  // A boundary React left to the browser (a component that threw) is an error. The string render
  // had none, or the stream rendered the page again (renderOnce).
  if (streamed && html.includes(CLIENT_BOUNDARY))
    request.onError?.(new Error('A boundary was not rendered.'));
  return { payload, head: priorityPreload(html), html };
}
