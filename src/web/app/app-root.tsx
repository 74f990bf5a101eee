import type { QueryClient } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import { StrictMode, Suspense, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { Providers } from './providers.tsx';

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
          <Providers queryClient={queryClient}>{children}</Providers>
        </I18nextProvider>
      </Suspense>
    </StrictMode>
  );
}
