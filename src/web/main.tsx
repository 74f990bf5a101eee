import { StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { Providers } from './app/providers.tsx';
import { createAppRouter } from './app/router.tsx';
import { initI18n } from './lib/i18n.ts';
import { createQueryClient } from './lib/query-client.ts';
import './styles.css';

// Paths are matched ignoring case on the server; normalise the spec's /About-us here too.
if (/[A-Z]/.test(location.pathname) && location.pathname.toLowerCase() === '/about-us') {
  history.replaceState(null, '', '/about-us' + location.search);
}

// The router starts loading the page's lazy chunk at once, while the translations load.
const router = createAppRouter();
const queryClient = createQueryClient();
await initI18n();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Suspense>
      <Providers queryClient={queryClient}>
        <RouterProvider router={router} />
      </Providers>
    </Suspense>
  </StrictMode>,
);
