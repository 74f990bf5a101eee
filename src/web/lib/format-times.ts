// Moments in the page's language: a chat message's date and time (in the reader's time zone),
// and how long ago a listing was posted ("3 days ago", "il y a 3 jours").
import { intlLocale } from '#shared/money.ts';

const dateTimes = new Map<string, Intl.DateTimeFormat>();
const relatives = new Map<string, Intl.RelativeTimeFormat>();
// ICU's format is the costly part of a card's date (a twentieth of a server-rendered list's React
// work, bench/README.md session 15): the written ages are few ("3 days ago"), and the same
// listings' dates come back on every list page, so both are kept, up to a bound.
const LIMIT = 2000;
const ages = new Map<string, string>();
const moments = new Map<string, string>();
const kept = (cache: Map<string, string>, key: string, write: () => string) => {
  let text = cache.get(key);
  if (text === undefined) {
    if (cache.size >= LIMIT) cache.clear();
    cache.set(key, (text = write()));
  }
  return text;
};

function dateTimeFormat(language: string) {
  let formatter = dateTimes.get(language);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(intlLocale(language), {
      dateStyle: 'medium',
      timeStyle: 'short',
    });
    dateTimes.set(language, formatter);
  }
  return formatter;
}

/** "28 Nov 2026, 14:05" in en, "28 nov. 2026, 14:05" in fr: the page's language, not the browser's. */
export const formatDateTime = (iso: string, language: string): string =>
  kept(moments, `${language} ${iso}`, () => dateTimeFormat(language).format(new Date(iso)));

const STEPS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['minute', 60],
  ['hour', 60],
  ['day', 24],
  ['week', 7],
  ['month', 30 / 7],
  ['year', 12],
];

/** How long ago `iso` was, in its largest whole unit: "5 minutes ago", "3 days ago", "last year". */
export function formatAge(iso: string, language: string, now = Date.now()): string {
  let formatter = relatives.get(language);
  if (!formatter) {
    formatter = new Intl.RelativeTimeFormat(intlLocale(language), { numeric: 'auto' });
    relatives.set(language, formatter);
  }
  let amount = Math.max(0, (now - new Date(iso).getTime()) / 60_000);
  let unit: Intl.RelativeTimeFormatUnit = 'minute';
  for (const [next, size] of STEPS.slice(1)) {
    if (amount / size < 1) break;
    amount /= size;
    unit = next;
  }
  const whole = -Math.floor(amount);
  return kept(ages, `${language} ${whole} ${unit}`, () => formatter.format(whole, unit));
}
