// i18next with one detection order (query string, cookie, local storage, browser),
// the choice cached in a cookie, and one translation file fetched per language.
import i18n from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import { initReactI18next } from 'react-i18next';
import { FALLBACK_LANGUAGE, LANGUAGES } from '#shared/constants.ts';
import { localeBackend } from './locale-backend.ts';
import { startRouteTexts } from './route-texts.ts';

/**
 * `initial`: the language and translations a server-rendered page was rendered in. The browser
 * takes them as they are (no detection, no fetch), so the first render matches the HTML; other
 * languages still load from the server on a switch. `textsOf`: the route whose texts alone the
 * page carries (route-texts.ts loads the rest when another route needs them).
 */
export async function initI18n(
  initial?: { lang: string; translations: Record<string, unknown>; textsOf?: string } | null,
): Promise<typeof i18n> {
  startRouteTexts(initial && { lang: initial.lang, route: initial.textsOf });
  await i18n
    .use(localeBackend)
    .use(LanguageDetector)
    .use(initReactI18next)
    .init({
      supportedLngs: [...LANGUAGES],
      // A server-rendered page's language is complete (scripts/check-locales.ts) and rendered
      // without a fallback: fetching English beside it would be 48 KB for nothing.
      fallbackLng: initial ? false : FALLBACK_LANGUAGE,
      load: 'languageOnly',
      nonExplicitSupportedLngs: true,
      detection: {
        order: ['querystring', 'cookie', 'localStorage', 'navigator'],
        lookupQuerystring: 'lng',
        lookupCookie: 'i18next',
        caches: ['cookie'],
        cookieOptions: { path: '/', sameSite: 'lax' },
      },
      interpolation: { escapeValue: false },
      ...(initial && {
        lng: initial.lang,
        resources: { [initial.lang]: { translation: initial.translations } },
        partialBundledLanguages: true,
      }),
      react: { useSuspense: true },
    });
  // Only a change: setting <html lang> restyles the whole page, even to the value it has (a
  // rendered page arrives with it).
  const setLang = (lng: string) => {
    if (document.documentElement.lang !== lng) document.documentElement.setAttribute('lang', lng);
  };
  setLang(i18n.resolvedLanguage ?? FALLBACK_LANGUAGE);
  i18n.on('languageChanged', setLang);
  return i18n;
}

/**
 * Runs i18next's first translation and first plural (which builds the language's
 * `Intl.PluralRules`: about 35 ms of a phone's main thread) before hydrating, in a task of the
 * caller's choosing, rather than inside the first component that translates a count.
 */
export function warmTranslations(instance: typeof i18n) {
  instance.t('layout.language');
  instance.t('gears.count', { count: 2 });
}
