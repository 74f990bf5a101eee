import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { matchRoutes } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { AppRoot } from './app/app-root.tsx';
import { appRoutes, createAppRouter } from './app/router.tsx';
import { installFormatPatterns } from './lib/format.ts';
import { initI18n } from './lib/i18n.ts';
import { createQueryClient, endServedWithPage, hydrateFromServer } from './lib/query-client.ts';
import { readPayload } from './lib/ssr-payload.ts';
import './styles.css';

// Paths are matched ignoring case on the server; normalise the spec's /About-us here too.
if (/[A-Z]/.test(location.pathname) && location.pathname.toLowerCase() === '/about-us') {
  history.replaceState(null, '', '/about-us' + location.search);
}

const payload = readPayload();
const queryClient = createQueryClient();
const root = document.getElementById('root')!;

if (payload) {
  // A server-rendered page: its route's lazy page must be in place before hydrating, else the
  // first render would not match the HTML (React Router's guidance for lazy routes).
  const matches = matchRoutes(appRoutes, location) ?? [];
  const [i18n] = await Promise.all([
    initI18n(payload),
    ...matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      Object.assign(route, { ...(await route.lazy()), lazy: undefined });
    }),
  ]);
  hydrateFromServer(queryClient, payload.queries);
  installFormatPatterns(payload.formats);
  const router = createAppRouter({ hydrationData: { loaderData: {} } });
  const unsubscribe = router.subscribe(() => {
    endServedWithPage();
    unsubscribe();
  });
  // Hydrating in a transition lets React yield to the browser every few milliseconds instead of
  // running one long task that blocks the reader's taps and scrolls (React Router does the same).
  startTransition(() => {
    hydrateRoot(
      root,
      <AppRoot queryClient={queryClient} i18n={i18n}>
        <RouterProvider router={router} />
      </AppRoot>,
    );
  });
} else {
  // The router starts loading the page's lazy chunk at once, while the translations load.
  const router = createAppRouter();
  const i18n = await initI18n();
  createRoot(root).render(
    <AppRoot queryClient={queryClient} i18n={i18n}>
      <RouterProvider router={router} />
    </AppRoot>,
  );
}
