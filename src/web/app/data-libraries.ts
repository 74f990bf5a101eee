// The query cache and i18next, loaded for their evaluation alone, in a task after the router's
// (src/web/main.tsx): evaluated together with it they were one task of about 70 ms of a phone's
// main thread (bench/README.md, session 9). Re-exported for the reason in router-library.ts.
export { QueryClient } from '@tanstack/react-query';
export { default as i18next } from 'i18next';
export { initReactI18next } from 'react-i18next';
