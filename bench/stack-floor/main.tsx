// The floor of the chosen web stack (docs/architecture.md): React 19, React Router's data router with a lazy route,
// TanStack Query, i18next with the product's locale backend and the language detector, set up as
// the product does (src/web/app/start.tsx, src/web/lib/i18n.ts) and rendering one page of translated text.
// Lighthouse on it shows what any client-rendered page of this stack scores on this machine.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import i18n from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { initReactI18next } from 'react-i18next';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { localeBackend } from '../../src/web/lib/locale-backend.ts';

const router = createBrowserRouter([
  { path: '/', lazy: async () => ({ Component: (await import('./home.tsx')).Home }) },
]);
await i18n
  .use(localeBackend)
  .use(LanguageDetector)
  .use(initReactI18next)
  .init({
    fallbackLng: 'en',
    supportedLngs: ['en'],
    interpolation: { escapeValue: false },
  });

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <QueryClientProvider client={new QueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  </StrictMode>,
);
