// The server renderer's translations (entry-server.tsx): i18next instances made once and kept.
import i18next, { type i18n as I18n } from 'i18next';
import { memoizeFixedT } from '#web/lib/memo-fixed-t.ts';

// One i18next per language and set of texts (the server sends each route the texts its page
// shows, the same object for every page of the route): nothing here ever changes them.
const instances = new WeakMap<Record<string, unknown>, I18n>();
export function i18nFor(lang: string, translations: Record<string, unknown>): I18n {
  let instance = instances.get(translations);
  if (!instance) {
    instance = i18next.createInstance();
    void instance.init({
      lng: lang,
      fallbackLng: false,
      resources: { [lang]: { translation: translations } },
      interpolation: { escapeValue: false },
      react: { useSuspense: false },
      initAsync: false,
    });
    memoizeFixedT(instance);
    instances.set(translations, instance);
  }
  return instance;
}
