// The wanted-item form. POST wanted/ comes in a later issue (API.md, "beyond"); until its shared
// contract exists this schema follows API.md's body: gear_type, description, brand?, model?,
// max_price, currency, country?.
import { z } from 'zod';
import { CURRENCIES, DESCRIPTION_MAX, TEXT_FIELD_MAX } from '#shared/constants.ts';
import { countryCodeSchema } from '#shared/contracts/common.ts';
import { parsePrice } from '../search/search-query.ts';

export const wantedFormSchema = z.object({
  gear_type: z.string().min(1),
  description: z.string().trim().min(1).max(DESCRIPTION_MAX),
  brand: z.string().trim().max(TEXT_FIELD_MAX),
  model: z.string().trim().max(TEXT_FIELD_MAX),
  max_price: z
    .string()
    .trim()
    .min(1)
    .refine((text) => parsePrice(text) !== null),
  currency: z.enum(CURRENCIES),
  country: countryCodeSchema,
});
export type WantedFormInput = z.input<typeof wantedFormSchema>;
export type WantedFormValues = z.output<typeof wantedFormSchema>;

/** The request body: empty optional fields left out, the price as a number. */
export function wantedBody(values: WantedFormValues) {
  return {
    gear_type: values.gear_type,
    description: values.description,
    brand: values.brand || undefined,
    model: values.model || undefined,
    max_price: parsePrice(values.max_price)!,
    currency: values.currency,
    country: values.country || undefined,
  };
}
