// Loads a language's translation file for i18next: all the app needs of a backend, in a few
// lines (i18next-http-backend weighed 3 KB of every page's script, most of it options unused).
import type { BackendModule, ReadCallback } from 'i18next';
import { LANGUAGES } from '#shared/constants.ts';

export const localeUrl = (lng: string) => `/locales/${lng}/translation.json`;

/**
 * A server error or a lost connection may pass: i18next tries again (the `true`); a missing file
 * or an unknown language will not.
 */
async function read(lng: string, callback: ReadCallback) {
  if (!(LANGUAGES as readonly string[]).includes(lng)) return callback(null, {});
  let response: Response;
  try {
    // The mode and credentials of the preload of a page's file (features/ssr/route-preloads.ts).
    response = await fetch(localeUrl(lng), { mode: 'cors', credentials: 'same-origin' });
  } catch (error) {
    return callback(`failed loading ${localeUrl(lng)}: ${String(error)}`, true);
  }
  if (!response.ok)
    return callback(`failed loading ${localeUrl(lng)}: ${response.status}`, response.status >= 500);
  try {
    callback(null, (await response.json()) as Record<string, unknown>);
  } catch {
    callback(`failed parsing ${localeUrl(lng)}`, false);
  }
}

export const localeBackend: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read: (lng, _namespace, callback) => void read(lng, callback),
};
