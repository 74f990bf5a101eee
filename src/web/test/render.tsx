// Renders a component the way the app does (query client, English strings, toasts, session,
// a router), so component tests assert what a user would see.
import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import i18n from 'i18next';
import type { ReactElement } from 'react';
import { initReactI18next } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import en from '../../../public/locales/en/translation.json' with { type: 'json' };
import { Providers } from '#web/app/providers.tsx';
import { followRouter } from '#web/lib/follow-link.tsx';

void i18n.use(initReactI18next).init({
  lng: 'en',
  fallbackLng: 'en',
  resources: { en: { translation: en } },
  interpolation: { escapeValue: false },
  react: { useSuspense: false },
});

export function renderPage(element: ReactElement, { path = '/', route = '/' } = {}) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [
      { path: route, element },
      { path: '*', element: null },
    ],
    {
      initialEntries: [path],
    },
  );
  followRouter(router);
  const result = render(
    <Providers queryClient={queryClient}>
      <RouterProvider router={router} />
    </Providers>,
  );
  return { ...result, router, queryClient };
}

/** Answers fetch() calls by path; anything unexpected fails the test loudly. */
export function mockApi(routes: Record<string, unknown>) {
  const calls: { url: string; init?: RequestInit }[] = [];
  globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    calls.push({ url, init });
    const key = Object.keys(routes).find((k) => url.startsWith(k) || url.startsWith(`/api/${k}`));
    if (!key)
      return new Response(JSON.stringify({ detail: `No mock for ${url}`, code: 'not_found' }), {
        status: 404,
      });
    // A function answers like a server with state (e.g. a write the next read must show).
    const route = routes[key];
    const body = typeof route === 'function' ? route(url, init) : route;
    return body instanceof Response ? body : Response.json(body);
  }) as typeof fetch;
  return calls;
}
