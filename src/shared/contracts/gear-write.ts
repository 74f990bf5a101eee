// The body of POST/PUT gears/ (docs/api.md "Gear"): what a seller may write, and the money rule
// offers and wanted requests share.
import { z } from 'zod';
import {
  CURRENCIES,
  DESCRIPTION_MAX,
  GEAR_CONDITIONS,
  GEAR_STATUSES,
  PRICE_MAX,
  PRICE_TYPES,
  TEXT_FIELD_MAX,
} from '#shared/constants.ts';
import { idSchema, longText, plainText } from './common.ts';
import { propertyValueSchema } from './gears.ts';
import { townWriteSchema } from './towns.ts';

const BLANK = 'This field may not be blank.';
const trimmedText = (max: number) => plainText().min(1, BLANK).max(max);

/** Money: a JSON number, 0 ≤ price ≤ 1e12, at most 2 decimals. */
export const priceSchema = z
  .number()
  .min(0)
  .max(PRICE_MAX)
  .refine((n) => Math.abs(Math.round(n * 100) - n * 100) < 1e-6, 'At most 2 decimals.');

/**
 * The body of POST/PUT gears/. Fields the client may not set are stripped (zod drops unknown
 * keys). Every field sent must be non-empty, except `description`. The beyond
 * fields (description, country, status) may be left out: a new listing then gets no description,
 * the seller's country and `active`; an edit keeps what the listing had, so a client that only
 * knows the original payload never resets them. A property sent as null or "" is cleared.
 */
export const gearWriteSchema = z.object({
  name: trimmedText(TEXT_FIELD_MAX),
  brand: trimmedText(TEXT_FIELD_MAX),
  model: trimmedText(TEXT_FIELD_MAX),
  price: priceSchema,
  currency: z.enum(CURRENCIES),
  gear_type: idSchema,
  properties: z.record(z.string(), propertyValueSchema.nullable()).default({}),
  description: longText().max(DESCRIPTION_MAX).optional(),
  country: z
    .string()
    .trim()
    .toUpperCase()
    .min(1, { error: BLANK, abort: true })
    .regex(/^[A-Z]{2}$/, 'Use a two-letter country code.')
    .optional(),
  status: z.enum(GEAR_STATUSES).optional(),
  /** Left out: `fixed` on a new listing, kept on an edit. */
  price_type: z.enum(PRICE_TYPES).optional(),
  /** With `status: sold`, the final price (private to the seller and staff). */
  sold_price: priceSchema.nullable().optional(),
  /** A catalogue size (its model's facts fill the properties in the form); null unlinks. */
  catalogue_size: idSchema.nullable().optional(),
  condition: z.enum(GEAR_CONDITIONS).nullable().optional(),
  pickup: z.boolean().optional(),
  shipping: z.boolean().optional(),
  test_flight: z.boolean().optional(),
  /** A gazetteer town (id, or name within the country: GET towns/); null forgets it. */
  town: townWriteSchema.nullable().optional(),
  /** One of the seller's items (its passport shows on the listing); null unlinks. */
  item: idSchema.nullable().optional(),
});
export type GearWrite = z.infer<typeof gearWriteSchema>;
export type GearWriteInput = z.input<typeof gearWriteSchema>;
