// The reference rates staff keep (docs/api.md, "Where, how and when"): one unit of each currency
// in euros. Prices in lists are compared and converted through them.
import { z } from 'zod';
import { CURRENCIES } from '#shared/constants.ts';

const rate = z.number().positive('A rate is above 0.').max(1e6);

/** GET rates/: every currency's rate (EUR is 1). */
export const ratesSchema = z.partialRecord(z.enum(CURRENCIES), rate);
export type Rates = z.infer<typeof ratesSchema>;

/** PUT rates/: the rates to change; EUR, the reference, stays 1. */
export const ratesWriteSchema = z
  .partialRecord(z.enum(CURRENCIES), rate)
  .refine((r) => r.EUR === undefined || r.EUR === 1, {
    message: 'EUR is the reference: its rate is 1.',
    path: ['EUR'],
  });

/** A price in another currency, through the rates (a list's `price_converted`). */
export const convertedPriceSchema = z.object({
  amount: z.number(),
  currency: z.enum(CURRENCIES),
});
export type ConvertedPrice = z.infer<typeof convertedPriceSchema>;
