import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { installCountryNames } from '#web/lib/country-names.ts';
import { installFormatPatterns } from '#web/lib/format.ts';
import { initI18n, warmTranslations } from '#web/lib/i18n.ts';
import { nextTask } from '#web/lib/next-task.ts';
import { createQueryClient, endServedWithPage, hydrateFromServer } from '#web/lib/query-client.ts';
import { readPayload } from '#web/lib/ssr-payload.ts';
import { AppRoot } from './app-root.tsx';
import { createAppRouter, loadRenderedPage } from './router.tsx';

const root = () => document.getElementById('root')!;

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
  warmTranslations(i18n);
  await pages;
  await nextTask();
  const router = createAppRouter({ hydrationData: { loaderData: {} } });
  const unsubscribe = router.subscribe(() => {
    endServedWithPage();
    unsubscribe();
  });
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
  // The router starts loading the page's lazy chunk at once, while the translations load.
  const router = createAppRouter();
  const i18n = await initI18n();
  createRoot(root()).render(
    <AppRoot queryClient={queryClient} i18n={i18n}>
      <RouterProvider router={router} />
    </AppRoot>,
  );
}
