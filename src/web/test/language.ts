// Runs part of a component test with the page in another language (the real locale file), then
// puts English back, so the test can check what a pt, es or fr reader is shown.
import i18n from 'i18next';
import es from '../../../public/locales/es/translation.json' with { type: 'json' };
import fr from '../../../public/locales/fr/translation.json' with { type: 'json' };
import pt from '../../../public/locales/pt/translation.json' with { type: 'json' };

export const LOCALES = { pt, es, fr };

export async function inLanguage<T>(lng: keyof typeof LOCALES, run: () => Promise<T>) {
  if (!i18n.hasResourceBundle(lng, 'translation'))
    i18n.addResourceBundle(lng, 'translation', LOCALES[lng]);
  await i18n.changeLanguage(lng);
  try {
    return await run();
  } finally {
    await i18n.changeLanguage('en');
  }
}
