// The filters of GET gears/ (docs/api.md, "Gears"): one schema for the list (its query with the
// order and the page is in gear-list-query.ts), its count, the feed, saved searches and the web's
// search form. Each key here has its SQL in the server's filter table
// (src/server/features/search/filters.ts), typed over these keys, so a filter added here does not
// compile until the list, the saved-search match and the wanted match say what it means.
import { z } from 'zod';
import {
  CURRENCIES,
  GEAR_CONDITIONS,
  GEAR_STATUSES,
  PRICE_MAX,
  PRICE_TYPES,
} from '#shared/constants.ts';
import { countryCodeSchema, emptyToUndefined, idSchema, plainText } from './common.ts';
import { RADIUS_KM_MAX, RADIUS_KM_MIN } from '#shared/constants.ts';
import { parseMoney } from '#shared/money.ts';
import { EN_CLASSES, TAKEOFF_WEIGHT_MAX } from './catalogue.ts';

const optionalText = z.preprocess(emptyToUndefined, plainText().max(200).optional());
/** A price in a query string, as a person types it in any language (src/shared/money.ts). */
const optionalPrice = z.preprocess((value, ctx) => {
  if (typeof value !== 'string') return value;
  if (value.trim() === '') return undefined;
  const parsed = parseMoney(value);
  if (parsed.ok) return parsed.value;
  ctx.addIssue({ code: 'custom', message: parsed.message });
  return z.NEVER;
}, z.number().min(0).max(PRICE_MAX).optional());
const optionalBool = z.preprocess(
  emptyToUndefined,
  z
    .enum(['true', 'false'])
    .transform((v) => v === 'true')
    .optional(),
);

const WEIGHT_MESSAGE = `Enter your take-off weight in kg, above 0 and at most ${TAKEOFF_WEIGHT_MAX}.`;
/** A pilot's all-up take-off weight in kg: 0, negative, above 400 or text is a 400. */
export const takeoffWeightSchema = z.coerce
  .number({ error: WEIGHT_MESSAGE })
  .gt(0, WEIGHT_MESSAGE)
  .max(TAKEOFF_WEIGHT_MAX, WEIGHT_MESSAGE);
const commaList = <T extends z.ZodType>(item: T) =>
  z.preprocess((v) => {
    if (typeof v !== 'string') return v;
    const items = v
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean);
    // `country=` is no filter, as an empty text filter is: one meaning, one cache key.
    return items.length > 0 ? items : undefined;
  }, z.array(item).max(20).optional());
const optionalYear = z.preprocess(
  emptyToUndefined,
  z.coerce.number({ error: 'Enter a year.' }).int('Enter a year.').min(1900).max(2100).optional(),
);

export const NOTICE_FILTERS = ['none', 'open'] as const;
/** A radius search's bounds in km, and its radius when `near` comes without one. */
export { RADIUS_KM_MAX, RADIUS_KM_MIN };
export const RADIUS_KM_DEFAULT = 50;
const RADIUS_MESSAGE = `Enter a distance in km from ${RADIUS_KM_MIN} to ${RADIUS_KM_MAX}.`;

/** Every filter of GET gears/, none required: what a search, a feed and a saved search keep. */
export const gearFiltersSchema = z.object({
  name: optionalText,
  brand: optionalText,
  model: optionalText,
  /**
   * A catalogue model (GET catalogue/models/{id}): the listings linked to one of its sizes. Its
   * page lists by this rather than by brand and model text, which also finds other models whose
   * names contain the name.
   */
  catalogue_model: z.preprocess(emptyToUndefined, idSchema.optional()),
  q: optionalText,
  gear_type: z.preprocess(emptyToUndefined, idSchema.optional()),
  /** One country or several, comma-separated (`DE,AT,CH`). */
  country: commaList(countryCodeSchema),
  user: z.preprocess(emptyToUndefined, idSchema.optional()),
  max_price: optionalPrice,
  min_price: optionalPrice,
  currency: z.preprocess(emptyToUndefined, z.enum(CURRENCIES).optional()),
  /**
   * The currency of `min_price` and `max_price` (and of `price_converted` in the answer): the
   * `currency` filter's when it is set, else EUR. Listings in other currencies are compared
   * through the reference rates (docs/api.md, "Where, how and when").
   */
  price_currency: z.preprocess(emptyToUndefined, z.enum(CURRENCIES).optional()),
  has_certificate: optionalBool,
  certified_seller: optionalBool,
  status: z.preprocess(emptyToUndefined, z.enum(GEAR_STATUSES).optional()),
  // Fit (docs/api.md, "Model catalogue and fit"): wings and reserves certified for the weight.
  takeoff_weight: z.preprocess(emptyToUndefined, takeoffWeightSchema.optional()),
  en_class: commaList(
    z.enum(EN_CLASSES, { error: `Use ${EN_CLASSES.join(', ')}, separated by commas.` }),
  ),
  size: commaList(plainText().max(40)),
  year_min: optionalYear,
  year_max: optionalYear,
  /** Comma-separated price types (`negotiable,offers`). */
  price_type: commaList(z.enum(PRICE_TYPES, { error: `Use ${PRICE_TYPES.join(', ')}.` })),
  /** `false` hides reserved listings, `true` keeps only them (issue 16). */
  reserved: optionalBool,
  /** Safety notices (docs/api.md): `none` without an open one, `open` with at least one. */
  notice: z.preprocess(emptyToUndefined, z.enum(NOTICE_FILTERS).optional()),
  /** The passport says airworthy and no grounding notice is open on it (`false`: the others). */
  airworthy: optionalBool,
  /** Comma-separated conditions (`new,like_new`). */
  condition: commaList(z.enum(GEAR_CONDITIONS, { error: `Use ${GEAR_CONDITIONS.join(', ')}.` })),
  /** A town of the gazetteer, by id or name (GET towns/), and the distance from it. */
  near: z.preprocess(emptyToUndefined, plainText().max(120).optional()),
  radius_km: z.preprocess(
    emptyToUndefined,
    z.coerce
      .number({ error: RADIUS_MESSAGE })
      .min(RADIUS_KM_MIN, RADIUS_MESSAGE)
      .max(RADIUS_KM_MAX, RADIUS_MESSAGE)
      .optional(),
  ),
});
export type GearFilters = z.infer<typeof gearFiltersSchema>;
export type GearFilterKey = keyof GearFilters;
/** The filter keys in the order of the schema. */
export const GEAR_FILTER_KEYS = Object.keys(gearFiltersSchema.shape) as GearFilterKey[];
