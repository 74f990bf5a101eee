// A failure's text in the page's language, for components that the home route (or another light
// page) imports: the message tables load on the first failure, not with the page. Until they have
// loaded (and while the server renders or the page hydrates) the text is shown as it came.
import type { TFunction } from 'i18next';
import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';

type ErrorTextModule = typeof import('./form/error-text.ts');

let loaded: ErrorTextModule | null = null;
let loading: Promise<ErrorTextModule> | null = null;
const listeners = new Set<() => void>();

function load(): Promise<ErrorTextModule> {
  loading ??= import('./form/error-text.ts').then((module) => {
    loaded = module;
    listeners.forEach((listener) => listener());
    return module;
  });
  return loading;
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  void load();
  return () => listeners.delete(listener);
};

const asItCame = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** The text of a failure, once the tables have loaded: for toasts and other callbacks. */
export async function failureText(error: unknown, t: TFunction): Promise<string> {
  try {
    return (await load()).errorText(error, t);
  } catch {
    // The tables' chunk itself did not load (the connection went): the text as it came.
    return asItCame(error);
  }
}

/** The text of a failure to render: as it came at first, translated once the tables are here. */
export function useFailureText(error: unknown): string {
  const { t } = useTranslation();
  const module = useSyncExternalStore(
    subscribe,
    () => loaded,
    () => null,
  );
  return module ? module.errorText(error, t) : asItCame(error);
}
