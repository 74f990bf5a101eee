// A listing as the API answers it (docs/api.md "Gear"): its photos, seller, properties and the
// trust facts lists and the detail carry; what a seller writes is in gear-write.ts.
import { z } from 'zod';
import { itemStatusSchema } from '#shared/passport/status.ts';
import { CURRENCIES, GEAR_CONDITIONS, GEAR_READ_STATUSES, PRICE_TYPES } from '#shared/constants.ts';
import { dateTimeSchema, idSchema } from './common.ts';
import { priceGuideLineSchema } from './prices.ts';
import { noticeCountsSchema } from './safety-notices.ts';
import { convertedPriceSchema } from './rates.ts';
import { townSchema } from './towns.ts';

export const pictureSchema = z.object({
  picture_id: idSchema,
  link: z.string(),
  thumbnail: z.string(),
  /** Pixel sizes of the two stored variants, for `srcset` and a box that does not shift. */
  width: z.number().int(),
  height: z.number().int(),
  thumbnail_width: z.number().int(),
  thumbnail_height: z.number().int(),
  /** The middle variant (about 800 px), when the photo has one: photos stored before it do not. */
  medium: z.string().optional(),
  medium_width: z.number().int().optional(),
  medium_height: z.number().int().optional(),
});
export type Picture = z.infer<typeof pictureSchema>;

export const sellerSchema = z.object({
  id: idSchema,
  first_name: z.string(),
  last_name: z.string(),
  is_certified_seller: z.boolean(),
  // Contact fields reach logged-in callers only (docs/api.md privacy rule).
  username: z.string().optional(),
  email: z.string().optional(),
  country: z.string().optional(),
  phone_number: z.string().optional(),
});

/** A property value as stored: the gear type decides which one is valid. */
export const FITS = ['low', 'mid', 'high'] as const;
export type Fit = (typeof FITS)[number];

export const propertyValueSchema = z.union([z.string(), z.number(), z.boolean()]);

export const gearSchema = z.object({
  id: idSchema,
  name: z.string(),
  brand: z.string(),
  model: z.string(),
  description: z.string(),
  price: z.number(),
  currency: z.enum(CURRENCIES),
  gear_type: idSchema,
  properties: z.record(z.string(), propertyValueSchema),
  country: z.string(),
  status: z.enum(GEAR_READ_STATUSES),
  user: idSchema,
  seller: sellerSchema,
  pictures: z.array(pictureSchema),
  has_certificate: z.boolean(),
  /** The catalogue size the seller picked, or null (free text). */
  catalogue_size: idSchema.nullable(),
  price_type: z.enum(PRICE_TYPES),
  /** The price before the last drop, and when it dropped: only within 60 days, else null. */
  previous_price: z.number().nullable(),
  price_changed_at: dateTimeSchema.nullable(),
  /** In lists: how the asking price compares with ≥ 5 similar listings (null otherwise). */
  price_guide: priceGuideLineSchema.nullable().optional(),
  /** What it sold for: only ever sent to the seller and staff. */
  sold_price: z.number().nullable().optional(),
  /** In a list filtered by take-off weight: the third of the gear's range the pilot falls in. */
  fit: z.enum(FITS).optional(),
  condition: z.enum(GEAR_CONDITIONS).nullable(),
  pickup: z.boolean(),
  shipping: z.boolean(),
  test_flight: z.boolean(),
  /** The town it is in (a gazetteer town), or null. */
  town: townSchema.nullable(),
  /** In lists: the price in the list's price currency when the listing's differs (rates/). */
  price_converted: convertedPriceSchema.optional(),
  /** When the listing was first published; null for a draft. */
  published_at: dateTimeSchema.nullable(),
  /** In the owner's own list: reads of its page by others, and watchlists holding it. */
  views: z.number().int().optional(),
  saves: z.number().int().optional(),
  /** The item (gear passport) this listing offers and its status; left out without one. */
  item: idSchema.optional(),
  airworthiness: itemStatusSchema.optional(),
  /** To its seller and staff only: why others cannot see it (a stolen-gear report names it). */
  held: z.enum(['stolen_report']).optional(),
  /** In lists and on the detail: open safety-notice matches by severity (docs/api.md). */
  notices: noticeCountsSchema.optional(),
  created_at: dateTimeSchema,
  updated_at: dateTimeSchema,
});
export type Gear = z.infer<typeof gearSchema>;
export const gearListSchema = z.array(gearSchema);

export const pictureOrderSchema = z.object({ picture_ids: z.array(idSchema).min(1) });
