// Which warnings a message carries (docs/api.md "Deal safely"): contact details, messengers and
// links that take a deal off the site, where most classifieds scams start. Runs once per message
// when it is written (the kinds are stored), linear regular expressions only: bench/
// message-warnings.ts keeps it under 1 ms for the longest message.
import {
  WARNING_KINDS,
  type MessageWarning,
  type WarningKind,
} from '#shared/contracts/deal-safety.ts';
import { MESSENGER_HOSTS, PAYMENT_HOST_WORDS, PHRASES, SPELLED } from './warning-patterns.ts';

// Every repetition is bounded and every pattern starts at a rare character or a word's start, so
// a 2000-character run of letters, digits or dots costs a few steps per position instead of a
// scan to the end (that was quadratic: 150 ms for "1-1-1-…"). An address is found from its "@" (one step where there is none), the local part by the
// character before it.
const EMAIL = /(?<=[a-z0-9._%+-])@[a-z0-9-]{1,63}(?:\.[a-z0-9-]{1,63}){0,4}\.[a-z]{2,12}/g;
const TLD =
  'com|net|org|io|me|ly|gl|link|app|fr|pt|es|de|br|co|uk|eu|info|biz|shop|store|xyz|site|online|page|to|cc|tk';
// Links are read word by word, anchored at the word's start: one try per word, not per position.
const SCHEME = /^(?:https?:\/\/|www\.)([^/?#:\s]{1,253})/;
const BARE = new RegExp(`^((?:[a-z0-9-]{1,63}\\.){1,5}(?:${TLD}))(?![a-z0-9-])`);
// A number to call: "+351 912 345 678", "06 12 34 56 78", "0171-1234567". Nine digits or more
// (eight after a "+" or "00"), so prices, years and dates (12.05.2023) are not numbers.
const PHONE = /(?:\+|\b00)?\d(?:[\s.\-/()]{0,2}\d){7,16}/g;
// Single letters with gaps between them: "w h a t s a p p", "t.e.l.e.g.r.a.m".
const SPACED = /\b(?:[a-z][\s.\-_*]{1,3}){3,40}[a-z]\b/g;
const LEET: Record<string, string> = { '4': 'a', '@': 'a', '0': 'o', '3': 'e', '1': 'i', $: 's' };

/** Lower case without accents: "Número" and "numero" meet one pattern. */
export function normalise(text: string) {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}

/** The host a word links to ("https://x.com/a", "www.x.org", "x.com/a"), or null. */
function linkHost(word: string): string | null {
  if (!word.includes('.')) return null;
  let start = 0;
  while (start < word.length && '([<{"\''.includes(word[start]!)) start++;
  const rest = word.slice(start);
  return SCHEME.exec(rest)?.[1] ?? BARE.exec(rest)?.[1] ?? null;
}

function linkKind(host: string, siteHost: string): WarningKind | null {
  if (host === siteHost || host.endsWith(`.${siteHost}`)) return null;
  if (MESSENGER_HOSTS.some((h) => host === h || host.endsWith(`.${h}`))) return 'messenger';
  if (PAYMENT_HOST_WORDS.some((w) => host.includes(w))) return 'payment_link';
  return 'external_link';
}

function digitsOf(match: string) {
  return match.replace(/\D/g, '').length;
}

/**
 * The warning kinds of a message, in the contract's order; empty when it is harmless.
 * `siteHost` is this site's host (its own links are fine).
 */
export function messageWarnings(text: string, siteHost = ''): WarningKind[] {
  const found = new Set<WarningKind>();
  let rest = normalise(text);
  if (rest.match(EMAIL)) found.add('email');
  rest = rest.replace(EMAIL, ' ');
  let noLinks = rest;
  for (const word of rest.split(/\s+/)) {
    const host = linkHost(word);
    if (host === null) continue;
    const kind = linkKind(host.replace(/^www\./, ''), siteHost);
    if (kind) found.add(kind);
    noLinks = noLinks.replace(word, ' ');
  }
  for (const m of noLinks.match(PHONE) ?? []) {
    const international = m.startsWith('+') || m.startsWith('00');
    if (digitsOf(m) >= (international ? 8 : 9)) found.add('phone');
  }
  const unleet = noLinks.replace(/[4@03$1]/g, (c) => LEET[c] ?? c);
  for (const row of PHRASES) if (row.re.test(noLinks) || row.re.test(unleet)) found.add(row.kind);
  for (const spaced of unleet.match(SPACED) ?? []) {
    const joined = spaced.replace(/[^a-z]/g, '');
    for (const [word, kind] of Object.entries(SPELLED)) if (joined.includes(word)) found.add(kind);
  }
  return WARNING_KINDS.filter((k) => found.has(k));
}

/** The host part of SITE_URL, compared with the hosts of links in messages. */
export function siteHostOf(siteUrl: string) {
  try {
    return new globalThis.URL(siteUrl).hostname.replace(/^www\./, '');
  } catch {
    return '';
  }
}

/** The API's `warning` of a stored message: null when it carries none. */
export function warningOf(kinds: readonly string[]): MessageWarning | null {
  const known = WARNING_KINDS.filter((k) => kinds.includes(k));
  return known.length ? { kinds: known } : null;
}
