// A failure's text in the page's language. The message tables (error-text.ts with the contracts'
// table, and the server's, server-messages.ts, about 3.5 KB gzip) are not part of the home route:
// they load on the first failure, or when a form mounts (useErrorTables), long before the server
// can answer it. Until they have loaded (and while the server renders or the page hydrates) a
// failure is shown as it came.
import i18n, { type TFunction } from 'i18next';
import { useEffect, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { loadAllTexts } from '#web/lib/route-texts.ts';

type ErrorTextModule = typeof import('./form/server-messages.ts');

let loaded: ErrorTextModule | null = null;
let loading: Promise<ErrorTextModule> | null = null;
const listeners = new Set<() => void>();

/** Loads the tables once (a chunk that did not load is tried again the next time). */
export function loadErrorTables(): Promise<ErrorTextModule> {
  // The tables' keys are in no page's part of the language (scripts/lib/route-texts.ts): the
  // whole file comes first, so a table never shows a key in place of its text.
  const texts = loadAllTexts(i18n.resolvedLanguage ?? i18n.language);
  loading ??= Promise.all([import('./form/server-messages.ts'), texts]).then(([module]) => {
    loaded = module;
    listeners.forEach((listener) => listener());
    return module;
  });
  loading.catch(() => (loading = null));
  return loading;
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const load = () => void loadErrorTables().catch(() => undefined);
/**
 * The loaded tables' module, or null until they are here (a render of its own when they come).
 * `when`: load them now (a form that mounts, a failure to show); a page that shows none does not
 * fetch them, nor its language's whole file.
 */
export function useLoaded(when = true) {
  useEffect(() => {
    if (when) load();
  }, [when]);
  return useSyncExternalStore(
    subscribe,
    () => loaded,
    () => null,
  );
}

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
  const module = useLoaded(Boolean(error));
  return module ? module.errorText(error, t) : asItCame(error);
}
