// The data block of a server-rendered page (lib/ssr-payload.ts), written on the server from the
// API's own JSON text where it can be. Most of the block is the reads' answers exactly as they
// were parsed (a `/gears` page's 24 listings): serialising them again cost as much as parsing
// them (bench/README.md, session 17). An answer's value is frozen by the server (ssr.ts), so
// the text it was parsed from is still what the page rendered.
import { randomBytes } from 'node:crypto';
import { scriptSafe } from '#shared/ssr.ts';
import type { SsrPayload } from '#web/lib/ssr-payload.ts';

/** The JSON text each answer's value was parsed from (entry-server.tsx records it). */
export const answerTexts = new WeakMap<object, string>();

// Where an answer goes, until its text takes the place: a string no answer can hold (a NUL
// character, escaped by JSON.stringify as \u0000, then this process's random tag).
const TAG = `\u0000${randomBytes(9).toString('base64url')}:`;
const PLACE = new RegExp(`"${JSON.stringify(TAG).slice(1, -1).replace(/\\/g, '\\\\')}(\\d+)"`, 'g');

/** The payload's JSON safe inside <script>, the answers' values written as their own text. */
export function payloadJson(
  payload: Omit<SsrPayload, 'translations' | 'textsOf' | 'route' | 'page'>,
): string {
  const texts: string[] = [];
  const json = JSON.stringify(payload, (_key, value: unknown) => {
    if (typeof value !== 'object' || value === null) return value;
    const text = answerTexts.get(value);
    if (text === undefined) return value;
    texts.push(text);
    return `${TAG}${texts.length - 1}`;
  });
  const whole = texts.length === 0 ? json : json.replace(PLACE, (_, at: string) => texts[+at]!);
  return scriptSafe(whole);
}
