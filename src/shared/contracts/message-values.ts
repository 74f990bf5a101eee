// The bounds and messages of contract rules that the web's message tables also need
// (src/web/components/ui/form/contract-messages.ts), in a module without zod: the forms import
// those tables with their first render, and a contract module would bring zod (29 KB gzip) into
// every server-rendered page with a form, and so into the home route's shared chunk. The
// contracts re-export them where they were.

/** The passport's hours and porosity bounds (passport-fields.ts). */
export const FLIGHT_HOURS_MAX = 10_000;
export const POROSITY_MAX_SECONDS = 10_000;

/** A stolen-gear report's or check's serial that is not one (stolen.ts). */
export const STOLEN_SERIAL_MESSAGE =
  'A serial number has at least 3 characters: letters, digits and / _ + # only.';

// The messages a safety notice is refused with (notice-scope.ts): the `en` values of the
// `noticeErrors.*` locale keys (same key names).
export const NOTICE_MESSAGES = {
  badSerial: 'A serial in a rule has letters, digits and / _ + # only.',
  rangeLength: 'Both ends of a serial range have the same number of characters.',
  rangeOrder: 'A serial range starts before it ends.',
  overlap: 'Two serial ranges overlap.',
  producedOrder: 'The production range starts before it ends.',
  scopeNothing: 'The scope matches nothing in the catalogue.',
  sourceUrl: 'Enter the http(s) address of the notice.',
} as const;
/** The locale key of one of these messages (the web shows it translated), or undefined. */
export function noticeMessageKey(message: string): string | undefined {
  const key = Object.entries(NOTICE_MESSAGES).find(([, m]) => m === message)?.[0];
  return key ? `noticeErrors.${key}` : undefined;
}
