import type { QueryClient } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import { StrictMode, Suspense, useEffect, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { Providers } from './providers.tsx';

/**
 * Marks <html data-hydrated> once the tree has committed (its effects run after those of the
 * page before it): browser tests wait for it instead of for an idle network.
 */
function HydratedMark() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = '';
  }, []);
  return null;
}

/** The tree around the router, the same on the server and in the browser (hydration needs that). */
export function AppRoot({
  queryClient,
  i18n,
  children,
}: {
  queryClient: QueryClient;
  i18n: I18n;
  children: ReactNode;
}) {
  return (
    <StrictMode>
      <Suspense>
        <I18nextProvider i18n={i18n}>
          <Providers queryClient={queryClient}>
            {children}
            <HydratedMark />
          </Providers>
        </I18nextProvider>
      </Suspense>
    </StrictMode>
  );
}
