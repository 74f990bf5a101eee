import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, ScrollRestoration, useNavigation } from 'react-router';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { CookieNotice } from './cookie-notice.tsx';
import { Header } from './header.tsx';
import { SearchBar } from './search-bar.tsx';

// Below the fold on every page: the server renders it in full, and the browser hydrates it once
// its chunk arrives, after the page itself (less script and less work before the first tap).
const Footer = lazy(() => import('./footer.tsx').then((module) => ({ default: module.Footer })));

export function Layout() {
  const { t } = useTranslation();
  // A navigation waits for the next page's loaders with this page on screen: a bar says so.
  const loading = useNavigation().state === 'loading';
  return (
    <div className="flex min-h-screen flex-col">
      {loading && (
        <div aria-hidden className="fixed inset-x-0 top-0 z-50 h-1 animate-pulse bg-accent-700" />
      )}
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-white focus:p-2"
      >
        {t('layout.skipToContent')}
      </a>
      <Header />
      <SearchBar />
      {/* At least a screen high: the footer starts below the fold, so a page whose content arrives
          after the frame does not push it down (a layout shift). */}
      <main
        id="main"
        aria-busy={loading}
        className="mx-auto min-h-svh w-full max-w-7xl flex-1 px-4 py-6"
      >
        <Suspense fallback={<Spinner />}>
          <Outlet />
        </Suspense>
      </main>
      <Suspense fallback={null}>
        <Footer />
      </Suspense>
      <CookieNotice />
      <ScrollRestoration />
    </div>
  );
}
