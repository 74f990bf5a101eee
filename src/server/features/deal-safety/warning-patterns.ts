// The table the message check reads (message-warnings.ts): what moves a deal off the site, in the
// four languages of the site. Patterns run on the text lower-cased with accents removed, so
// "número", "numéro" and "numero" are one entry. Words alone are avoided where they are common
// in honest talk ("signal" is a GPS signal until it comes with "on"/"via"/"app").
import type { WarningKind } from '#shared/contracts/deal-safety.ts';

export type PatternRow = { kind: WarningKind; lang: 'any' | 'en' | 'pt' | 'es' | 'fr'; re: RegExp };

export const PHRASES: readonly PatternRow[] = [
  // Messenger names and their spellings (joined letters are checked in SPELLED below).
  { kind: 'messenger', lang: 'any', re: /\bwh?att?s?\s*[-_.]?\s*app?\b/ },
  { kind: 'messenger', lang: 'any', re: /\bwhats\b/ },
  { kind: 'messenger', lang: 'any', re: /\b(telegram|telegrama|viber|wechat|threema|kik|skype)\b/ },
  { kind: 'messenger', lang: 'any', re: /\b(facebook|fb)\s*messenger\b/ },
  { kind: 'messenger', lang: 'any', re: /\bsignal\s*(app|messenger)\b/ },
  { kind: 'messenger', lang: 'en', re: /\b(on|via|over|in|use)\s+signal\b/ },
  { kind: 'messenger', lang: 'pt', re: /\b(zap|zapzap|uatsap|watzap)\b/ },
  { kind: 'messenger', lang: 'pt', re: /\b(no|pelo|por|pelo)\s+(signal|telegram)\b/ },
  { kind: 'messenger', lang: 'es', re: /\b(guasap|wasap|wasa|guasapp)\b/ },
  { kind: 'messenger', lang: 'es', re: /\b(por|en)\s+signal\b/ },
  { kind: 'messenger', lang: 'fr', re: /\b(ouatsap|watsap)\b/ },
  { kind: 'messenger', lang: 'fr', re: /\b(sur|par|via)\s+signal\b/ },
  // Asking to move to e-mail or the phone, without the address or number itself.
  { kind: 'email', lang: 'en', re: /\b(e-?mail me|my e-?mail( address)?|write to my e-?mail)\b/ },
  { kind: 'email', lang: 'pt', re: /\b(meu e-?mail|manda(-me)? (um )?e-?mail|o meu correio)\b/ },
  { kind: 'email', lang: 'es', re: /\b(mi (correo|e-?mail|email)|escribeme al correo)\b/ },
  {
    kind: 'email',
    lang: 'fr',
    re: /\b(mon (e-?mail|mail|adresse mail|courriel)|ecris-moi par mail)\b/,
  },
  { kind: 'phone', lang: 'en', re: /\b(call me|text me|my (phone )?number|my mobile|sms me)\b/ },
  {
    kind: 'phone',
    lang: 'pt',
    re: /\b(liga-me|me liga|ligue-me|meu (numero|telemovel|celular))\b/,
  },
  { kind: 'phone', lang: 'es', re: /\b(llamame|mi (numero|movil|telefono))\b/ },
  { kind: 'phone', lang: 'fr', re: /\b(appelle-moi|appelez-moi|mon (numero|portable|tel))\b/ },
  // "name (at) host (dot) com" and its translations: an address written to dodge a filter.
  {
    kind: 'email',
    lang: 'any',
    re: /(?<=[a-z0-9])\s{0,3}(\(at\)|\[at\]|\{at\}|\sat\s|\sarroba\s|\(arroba\)|\sarobase\s|\(arobase\))\s{0,3}[a-z0-9-]{1,63}\s{0,3}(\.|\(dot\)|\[dot\]|\sdot\s|\sponto\s|\spunto\s|\spoint\s)\s{0,3}[a-z]{2,6}\b/,
  },
];

/** Messenger names written letter by letter ("w h a t s a p p", "t.e.l.e.g.r.a.m"). */
export const SPELLED: Readonly<Record<string, WarningKind>> = {
  whatsapp: 'messenger',
  whatsap: 'messenger',
  watsapp: 'messenger',
  telegram: 'messenger',
  signal: 'messenger',
  viber: 'messenger',
  gmail: 'email',
  hotmail: 'email',
  email: 'email',
};

/** Hosts of messengers: a wa.me link is an invitation to WhatsApp. */
export const MESSENGER_HOSTS = [
  'wa.me',
  'whatsapp.com',
  't.me',
  'telegram.me',
  'telegram.org',
  'signal.me',
  'signal.group',
  'm.me',
  'viber.com',
];

/** Payment and shipping services, matched anywhere in a host ("dhl-secure-delivery.com" too). */
export const PAYMENT_HOST_WORDS = [
  'paypal',
  'revolut',
  'wise.com',
  'transferwise',
  'westernunion',
  'moneygram',
  'stripe',
  'skrill',
  'payoneer',
  'bizum',
  'mbway',
  'lydia',
  'klarna',
  'escrow',
  'dhl',
  'ups.com',
  'fedex',
  'gls',
  'dpd',
  'tnt',
  'ctt.pt',
  'correos',
  'seur',
  'colissimo',
  'laposte',
  'chronopost',
  'mondialrelay',
  'royalmail',
  'parcel',
  'shipping',
  'delivery',
  'payment',
  'checkout',
];
