import { z } from 'zod';
import {
  CONTROL_CHARACTERS_MESSAGE,
  DATE_MAX,
  DATE_MIN,
  DATE_RANGE_MESSAGE,
  MIXED_SCRIPTS_MESSAGE,
  PAGE_SIZE_DEFAULT,
  PAGE_SIZE_MAX,
} from '#shared/constants.ts';

/** Every entity id is a UUID string (docs/api.md). */
export const idSchema = z.uuid();
export const idParamsSchema = z.object({ id: idSchema });

/** ISO 8601 date `YYYY-MM-DD`, as the API answers it. */
export const dateSchema = z.iso.date();
export const dateTimeSchema = z.iso.datetime({ offset: true });

// The rules' limits and messages live in constants.ts, apart from zod: the web translates them
// (rule-messages.ts) on pages that load no schema.
export {
  CONTROL_CHARACTERS_MESSAGE,
  DATE_MAX,
  DATE_MIN,
  DATE_RANGE_MESSAGE,
  MIXED_SCRIPTS_MESSAGE,
};
/** Same-length ISO dates compare as text. */
export const isDateInRange = (date: string) => date >= DATE_MIN && date <= DATE_MAX;

/** A date a client sends: a real calendar day within DATE_MIN..DATE_MAX. */
export const isoDate = () =>
  z.iso.date().refine(isDateInRange, {
    message: DATE_RANGE_MESSAGE,
    // A malformed date already has its own message; the range is about real dates only.
    when: ({ value }) => typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value),
  });

/*
 * Text rules (docs/api.md): no field or filter takes the NUL character (PostgreSQL refuses it) or any
 * other C0 control; long texts (descriptions, messages) keep tab and line breaks (LF, CR LF).
 * Nor the bidirectional embedding, override and isolate controls (U+202A–U+202E,
 * U+2066–U+2069): they reorder what is shown after them, so a name or a title could show other
 * words than it holds ("Trojan Source"). The single-character marks (LRM, RLM, ALM) that
 * right-to-left writing needs are kept.
 */
// Matching control characters is the point of these two patterns.
// eslint-disable-next-line no-control-regex
const NO_CONTROLS = /^[^\u0000-\u001f\u202a-\u202e\u2066-\u2069]*$/;
const NO_CONTROLS_BUT_LINES =
  // eslint-disable-next-line no-control-regex
  /^[^\u0000-\u0008\u000b\u000c\u000e-\u001f\u202a-\u202e\u2066-\u2069]*$/;
export const hasNoControls = (text: string) => NO_CONTROLS.test(text);

/** One-line text (names, filters, options): trimmed, no control characters; chain min/max. */
export const plainText = () => z.string().trim().regex(NO_CONTROLS, CONTROL_CHARACTERS_MESSAGE);

/**
 * A word that mixes Latin letters with Cyrillic or Greek ones: no real name is spelt so, but a
 * look-alike is ("Ozоne" with a Cyrillic о passes for the brand Ozone). Words wholly in one
 * alphabet, and names mixing alphabets across words, are fine.
 */
export const mixesScripts = (text: string) =>
  text
    .split(/[^\p{L}\p{M}]+/u)
    .some(
      (word) =>
        /\p{Script=Latin}/u.test(word) && /[\p{Script=Cyrillic}\p{Script=Greek}]/u.test(word),
    );

/** A person's name or username: one-line text with no look-alike word (mixesScripts). */
export const personName = () =>
  plainText().refine((text) => !mixesScripts(text), MIXED_SCRIPTS_MESSAGE);

/** Multi-line text (descriptions, messages): trimmed, tab and line breaks allowed; chain min/max. */
export const longText = () =>
  z.string().trim().regex(NO_CONTROLS_BUT_LINES, CONTROL_CHARACTERS_MESSAGE);

/** Query strings arrive as text: empty means "not given" (a search form sends its empty fields too). */
export const emptyToUndefined = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

export const pagingQuerySchema = z.object({
  page: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).default(1)),
  page_size: z.preprocess(
    emptyToUndefined,
    z.coerce.number().int().min(1).max(PAGE_SIZE_MAX).default(PAGE_SIZE_DEFAULT),
  ),
});
export type PagingQuery = z.infer<typeof pagingQuerySchema>;

/** Two-letter ISO 3166-1 alpha-2 country code, or empty. */
export const countryCodeSchema = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^([A-Z]{2})?$/, 'Use a two-letter country code.');

// A missing field reads "This field is required." everywhere (server errors and web forms).
z.config({
  customError: (issue) => (issue.input === undefined ? 'This field is required.' : undefined),
});
