// A failure's text in the page's language. The message tables (error-text.ts with the contracts'
// table, and the server's, server-messages.ts, about 3.5 KB gzip) are not part of the home route:
// they load on the first failure, or when a form mounts (useErrorTables), long before the server
// can answer it. Until they have loaded (and while the server renders or the page hydrates) a
// failure is shown as it came.
import type { TFunction } from 'i18next';
import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';

type ErrorTextModule = typeof import('./form/server-messages.ts');

let loaded: ErrorTextModule | null = null;
let loading: Promise<ErrorTextModule> | null = null;
const listeners = new Set<() => void>();

/** Loads the tables once (a chunk that did not load is tried again the next time). */
export function loadErrorTables(): Promise<ErrorTextModule> {
  loading ??= import('./form/server-messages.ts').then((module) => {
    loaded = module;
    listeners.forEach((listener) => listener());
    return module;
  });
  loading.catch(() => (loading = null));
  return loading;
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  loadErrorTables().catch(() => undefined);
  return () => listeners.delete(listener);
};
/** The loaded tables' module, or null until they are here (a render of its own when they come). */
export const useLoaded = () =>
  useSyncExternalStore(
    subscribe,
    () => loaded,
    () => null,
  );

/** Loads the tables when a form mounts, and renders it again once they are here. */
export const useErrorTables = (): boolean => useLoaded() !== null;

const asItCame = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** The text of a failure, once the tables have loaded: for toasts and other callbacks. */
export async function failureText(error: unknown, t: TFunction): Promise<string> {
  try {
    return (await loadErrorTables()).errorText(error, t);
  } catch {
    // The tables' chunk itself did not load (the connection went): the text as it came.
    return asItCame(error);
  }
}

/** The text of a failure to render: as it came at first, translated once the tables are here. */
export function useFailureText(error: unknown): string {
  const { t } = useTranslation();
  const module = useLoaded();
  return module ? module.errorText(error, t) : asItCame(error);
}
