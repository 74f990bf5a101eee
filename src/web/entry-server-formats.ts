// The server writes prices, numbers and dates from the patterns it sends the browser (each proven
// to write what Intl writes, lib/derive-format-patterns.ts) rather than through ICU: a listing's
// dates were a hundredth of its page (bench/README.md, session 23). Every language's patterns
// sit in one table, as their keys name their language.
import { formatPatterns } from '#web/lib/derive-format-patterns.ts';
import { installFormatPatterns } from '#web/lib/format.ts';
import type { FormatPatterns } from '#web/lib/format-patterns.ts';

const serverPatterns: FormatPatterns = { number: {}, date: {} };
installFormatPatterns(serverPatterns);

/** The patterns of `language`, for the data block; from now on the server's render uses them. */
export function formatsFor(language: string): FormatPatterns {
  const formats = formatPatterns(language);
  Object.assign(serverPatterns.number, formats.number);
  Object.assign(serverPatterns.date, formats.date);
  return formats;
}
