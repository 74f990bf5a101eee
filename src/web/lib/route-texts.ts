// A server-rendered page arrives with the texts of its route only (the server's
// features/ssr/route-texts.ts): its language's whole file is loaded when the reader goes on to
// another route, or back to that language after a switch, and the page renders once it is there,
// so no key ever shows in place of its text. Languages loaded from the server are whole files.
import i18n from 'i18next';

let partial: { lang: string; route: string } | undefined;

/**
 * Called by initI18n before the router asks for any route's texts: `route` is whose texts alone
 * the page carries. Never on the server, where every route has its texts.
 */
export function startRouteTexts(initial?: { lang: string; route?: string | undefined } | null) {
  if (initial?.route) partial = initial as typeof partial;
}

/**
 * Loads the language's whole file, through i18next's own backend, if the page came with only part
 * of it (a file that fails to load leaves the part, as a failed language switch does).
 */
export async function loadAllTexts(lang: string): Promise<void> {
  if (!partial || partial.lang !== lang) return;
  await i18n.reloadResources([lang]);
  partial = undefined;
}

/**
 * Before a route's page renders: its texts. Those of the route the page was rendered for are
 * there, and so are those of a language loaded since (a switch loads whole files).
 */
export function routeTexts(route: string): Promise<void> | undefined {
  if (
    partial &&
    partial.route !== route &&
    (i18n.resolvedLanguage ?? partial.lang) === partial.lang
  )
    return loadAllTexts(partial.lang);
}

/** A language switch that finds the language's texts whole before the page shows it. */
export async function switchLanguage(lang: string): Promise<void> {
  await loadAllTexts(lang);
  await i18n.changeLanguage(lang);
}
