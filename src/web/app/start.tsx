import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { installCountryNames } from '#web/lib/country-names.ts';
import { installFormatPatterns } from '#web/lib/format.ts';
import { installFormEcho } from '#web/lib/form-echo.ts';
import { initI18n, warmTranslations } from '#web/lib/i18n.ts';
import { nextTask } from '#web/lib/next-task.ts';
import { createQueryClient, hydrateFromServer, startNavigation } from '#web/lib/query-client.ts';
import { readPayload } from '#web/lib/ssr-payload.ts';
import { AppRoot } from './app-root.tsx';
import { setPrefetcher } from '#web/lib/prefetch.ts';
import { createAppRouter, loadRenderedPage, renderedLoaderData } from './router.tsx';

const root = () => document.getElementById('root')!;

/**
 * Links start their page on intent (lib/prefetch.ts). Its code is a chunk of its own, requested
 * now: the start of every page does not carry it (the home route's 150 KB, check-bundle.ts).
 */
function prefetchWith(queryClient: ReturnType<typeof createQueryClient>) {
  const prefetcher = import('./prefetch-page.ts');
  setPrefetcher((href) => void prefetcher.then((m) => m.prefetchPage(queryClient, href)));
}

/**
 * Each navigation's loaders fetch for it alone (query-client.ts, servedWithPage). While they
 * run, the page on screen is marked busy (dimmed by styles.css).
 */
function watchNavigations(router: ReturnType<typeof createAppRouter>) {
  let navigating = false;
  let { key } = router.state.location;
  router.subscribe((state) => {
    const now = state.navigation.state !== 'idle';
    // A navigation with nothing to load moves without a loading state.
    if ((now && !navigating) || (!navigating && state.location.key !== key)) startNavigation();
    navigating = now;
    key = state.location.key;
    document.getElementById('main')?.setAttribute('aria-busy', String(now));
  });
}

/**
 * A server-rendered page, already painted and readable: each step of hydrating it runs in a
 * task of its own (next-task.ts), so that none holds the phone's main thread for long.
 */
export async function hydratePage() {
  const payload = readPayload()!;
  await nextTask();
  const queryClient = createQueryClient();
  const pages = loadRenderedPage(payload.route, payload.page);
  const i18n = await initI18n(payload);
  await nextTask();
  hydrateFromServer(queryClient, payload.queries);
  installFormatPatterns(payload.formats);
  installCountryNames(payload.lang, payload.countries);
  installFormEcho(payload.formEcho);
  warmTranslations(i18n);
  await pages;
  await nextTask();
  const router = createAppRouter(queryClient, {
    hydrationData: { loaderData: renderedLoaderData() },
  });
  watchNavigations(router);
  prefetchWith(queryClient);
  await nextTask();
  // Hydrating in a transition lets React yield to the browser every few milliseconds instead of
  // running one long task that blocks the reader's taps and scrolls (React Router does the same).
  startTransition(() => {
    hydrateRoot(
      root(),
      <AppRoot queryClient={queryClient} i18n={i18n}>
        <RouterProvider router={router} />
      </AppRoot>,
    );
  });
}

/** A page the browser renders alone (private pages, or a render the server could not make). */
export async function renderApp() {
  const queryClient = createQueryClient();
  // The router starts the page's loaders and its lazy chunk at once, while the translations load.
  startNavigation();
  const router = createAppRouter(queryClient);
  watchNavigations(router);
  prefetchWith(queryClient);
  const i18n = await initI18n();
  createRoot(root()).render(
    <AppRoot queryClient={queryClient} i18n={i18n}>
      <RouterProvider router={router} />
    </AppRoot>,
  );
}
