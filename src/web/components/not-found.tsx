// The not-found page where a page finds what it shows missing (a category, a profile, a
// certifier) and where a loader answers 404: loaded when shown, from the not-found route's own
// chunk. Imported by three public pages, the page itself sat in the `public` chunk the home route
// loads (bench/README.md, session 23).
import { lazy, Suspense } from 'react';
import { Spinner } from './ui/spinner.tsx';

const NotFoundPage = lazy(() =>
  import('./not-found-page.tsx').then((m) => ({ default: m.NotFoundPage })),
);

export function NotFound() {
  return (
    <Suspense fallback={<Spinner />}>
      <NotFoundPage />
    </Suspense>
  );
}
