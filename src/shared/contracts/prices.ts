// Prices from the market itself (docs/api.md, "Offers and prices"): a listing's price history,
// the price guide of a catalogue model, and the one guide line a listing carries in lists.
// Nothing here is a guess: a group of fewer than PRICE_GUIDE_MIN_COUNT points is left out.
import { z } from 'zod';
import { CURRENCIES } from '#shared/constants.ts';
import { dateTimeSchema, emptyToUndefined, idSchema } from './common.ts';

/** Fewer data points than this back no number: a guide from a handful of sales would claim more than the data supports. */
export const PRICE_GUIDE_MIN_COUNT = 5;
/** Sold prices and asking prices count over this many months. */
export const PRICE_GUIDE_MONTHS = 24;
/** A drop is shown (struck through) this long after it. */
export const PRICE_DROP_SHOWN_DAYS = 60;

export const priceHistoryEntrySchema = z.object({
  price: z.number(),
  currency: z.enum(CURRENCIES),
  changed_at: dateTimeSchema,
});
export const priceHistorySchema = z.array(priceHistoryEntrySchema);
export type PriceHistoryEntry = z.infer<typeof priceHistoryEntrySchema>;

/** In lists: the median of `count` similar listings (same model, same currency, year ±1). */
export const priceGuideLineSchema = z.object({
  median: z.number(),
  count: z.number().int(),
  /** The asking price against the median in whole percent: negative is under it. */
  delta_pct: z.number().int(),
});
export type PriceGuideLine = z.infer<typeof priceGuideLineSchema>;

export const priceStatsSchema = z.object({
  median: z.number(),
  q1: z.number(),
  q3: z.number(),
  count: z.number().int(),
});
export type PriceStats = z.infer<typeof priceStatsSchema>;

export const modelPricesQuerySchema = z.object({
  /** A size of the model: its prices alone (only where it has enough data). */
  size: z.preprocess(emptyToUndefined, idSchema.optional()),
  /** Prices in this currency; by default the currency most of the model's prices are in. */
  currency: z.preprocess(emptyToUndefined, z.enum(CURRENCIES).optional()),
});
export type ModelPricesQuery = z.infer<typeof modelPricesQuerySchema>;

export const modelPricesSchema = z.object({
  model: idSchema,
  size: idSchema.nullable(),
  /** Null when the model has no price at all. */
  currency: z.enum(CURRENCIES).nullable(),
  /** Asking prices of listed gear, and sold prices: null when fewer than 5. */
  asking: priceStatsSchema.nullable(),
  sold: priceStatsSchema.nullable(),
  /** By year of manufacture; a year and kind with fewer than 5 prices is left out. */
  by_year: z.array(
    z.object({
      year: z.number().int(),
      asking: priceStatsSchema.nullable(),
      sold: priceStatsSchema.nullable(),
    }),
  ),
  /** The date of the oldest price counted, or null when nothing is shown. */
  since: dateTimeSchema.nullable(),
});
export type ModelPrices = z.infer<typeof modelPricesSchema>;
