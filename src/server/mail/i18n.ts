// The words every mail to a user shares (greeting, footer, the link fallback), in the four
// languages of the site; each mail's own words are in templates/<mail>-words.ts. They live here
// rather than in public/locales: the browser never needs them, and a typed object makes a
// missing translation a compile error.
import { FALLBACK_LANGUAGE, LANGUAGES, type Language } from '#shared/constants.ts';

type MailStrings = {
  greeting: (name: string) => string;
  footer: string;
  linkFallback: string;
};

export const MAIL_STRINGS: Record<Language, MailStrings> = {
  en: {
    greeting: (name) => (name ? `Hello ${name},` : 'Hello,'),
    footer: 'Air Gear, the marketplace for used paragliding gear.',
    linkFallback: 'If the button does not work, copy this address into your browser:',
  },
  pt: {
    greeting: (name) => (name ? `Olá ${name},` : 'Olá,'),
    footer: 'Air Gear, o mercado de material de parapente usado.',
    linkFallback: 'Se o botão não funcionar, copie este endereço para o seu navegador:',
  },
  es: {
    greeting: (name) => (name ? `Hola, ${name}:` : 'Hola:'),
    footer: 'Air Gear, el mercado de material de parapente de segunda mano.',
    linkFallback: 'Si el botón no funciona, copia esta dirección en tu navegador:',
  },
  fr: {
    greeting: (name) => (name ? `Bonjour ${name},` : 'Bonjour,'),
    footer: 'Air Gear, la place de marché du matériel de parapente d’occasion.',
    linkFallback: 'Si le bouton ne fonctionne pas, copiez cette adresse dans votre navigateur :',
  },
};

/** users.language is free text in the database: anything unknown falls back to English. */
export function mailLanguage(language: string | null | undefined): Language {
  return LANGUAGES.find((l) => l === language) ?? FALLBACK_LANGUAGE;
}
