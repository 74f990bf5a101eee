// A server-rendered page arrives with the texts of its route only (the server's
// features/seo/route-texts.ts): its language's whole file is loaded when the reader goes on to
// another route, or back to that language after a switch, and the page renders once it is there,
// so no key ever shows in place of its text. Languages loaded from the server are whole files.
import i18n from 'i18next';

let partial: { lang: string; route: string } | null = null;
let markReady: () => void = () => {};
const ready = new Promise<void>((resolve) => (markReady = resolve));
const loading = new Map<string, Promise<void>>();

/** Called by initI18n before anything renders: `route` is whose texts the page carries, if any. */
export function startRouteTexts(initial: { lang: string; route?: string | undefined } | null) {
  if (initial?.route !== undefined) partial = { lang: initial.lang, route: initial.route };
}

/** i18next is ready: routes may now ask for their texts. */
export const routeTextsReady = () => markReady();

/** Loads the language's whole file if the page came with only part of it. */
export function loadAllTexts(lang: string): Promise<void> {
  if (partial?.lang !== lang) return Promise.resolve();
  let pending = loading.get(lang);
  if (!pending) {
    pending = fetch(`/locales/${lang}/translation.json`)
      .then((res) => {
        if (!res.ok) throw new Error(`The ${lang} texts did not load (${res.status}).`);
        return res.json() as Promise<Record<string, unknown>>;
      })
      .then((all) => {
        i18n.addResourceBundle(lang, 'translation', all, true, true);
        if (partial?.lang === lang) partial = null;
      })
      .finally(() => loading.delete(lang));
    loading.set(lang, pending);
  }
  return pending;
}

/**
 * Before a route's page renders: its texts. Those of the route the page was rendered for are
 * there; another route's may not be. On the server, nothing to wait for.
 */
export async function routeTexts(route: string): Promise<void> {
  if (typeof window === 'undefined') return;
  await ready;
  const lang = i18n.resolvedLanguage ?? i18n.language;
  if (partial && partial.lang === lang && partial.route !== route) await loadAllTexts(lang);
}

/** A language switch that finds the language's texts whole before the page shows it. */
export async function switchLanguage(lang: string): Promise<void> {
  await loadAllTexts(lang);
  await i18n.changeLanguage(lang);
}
