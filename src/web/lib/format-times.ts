// Moments in the page's language: a chat message's date and time (in the reader's time zone),
// and how long ago a listing was posted ("3 days ago", "il y a 3 jours").
import { intlLocale } from '#shared/money.ts';

const dateTimes = new Map<string, Intl.DateTimeFormat>();
const relatives = new Map<string, Intl.RelativeTimeFormat>();

/** "28 Nov 2026, 14:05" in en, "28 nov. 2026, 14:05" in fr: the page's language, not the browser's. */
export function formatDateTime(iso: string, language: string): string {
  let formatter = dateTimes.get(language);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(intlLocale(language), {
      dateStyle: 'medium',
      timeStyle: 'short',
    });
    dateTimes.set(language, formatter);
  }
  return formatter.format(new Date(iso));
}

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
  return formatter.format(-Math.floor(amount), unit);
}
