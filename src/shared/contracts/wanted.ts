// Wanted items (docs/api.md, beyond): what a user is looking for and the most they would pay. The API
// body and the /requestgear form share these field rules; the form only differs in taking the
// price as typed text (read by src/shared/money.ts).
import { z } from 'zod';
import { CURRENCIES, DESCRIPTION_MAX, TEXT_FIELD_MAX } from '#shared/constants.ts';
import { moneyOrNull, parseMoney } from '#shared/money.ts';
import {
  countryCodeSchema,
  dateTimeSchema,
  emptyToUndefined,
  idSchema,
  longText,
  pagingQuerySchema,
  plainText,
} from './common.ts';
import { priceSchema } from './gear-write.ts';

export const WANTED_STATUSES = ['open', 'closed'] as const;

const description = longText().min(1, 'This field may not be blank.').max(DESCRIPTION_MAX);
const optionalName = z.preprocess(emptyToUndefined, plainText().max(TEXT_FIELD_MAX).optional());

/** The body of POST wanted/. Empty optional fields mean "any". */
export const wantedWriteSchema = z.object({
  gear_type: idSchema,
  description,
  brand: optionalName,
  model: optionalName,
  max_price: priceSchema,
  currency: z.enum(CURRENCIES),
  country: z.preprocess(emptyToUndefined, countryCodeSchema.optional()),
});
export type WantedWrite = z.infer<typeof wantedWriteSchema>;
export type WantedWriteInput = z.input<typeof wantedWriteSchema>;

/** A wanted item as the API sends it: no contact detail of its owner, only the id. */
export const wantedItemSchema = z.object({
  id: idSchema,
  gear_type: idSchema,
  description: z.string(),
  brand: z.string(),
  model: z.string(),
  max_price: z.number(),
  currency: z.enum(CURRENCIES),
  country: z.string(),
  status: z.enum(WANTED_STATUSES),
  user: idSchema,
  created_at: dateTimeSchema,
});
export type WantedItem = z.infer<typeof wantedItemSchema>;
export const wantedListSchema = z.array(wantedItemSchema);

/** GET wanted/: open items; `user=` one's own id lists one's own of any status. */
export const wantedListQuerySchema = pagingQuerySchema.extend({
  user: z.preprocess(emptyToUndefined, idSchema.optional()),
  gear_type: z.preprocess(emptyToUndefined, idSchema.optional()),
});
export type WantedListQuery = z.infer<typeof wantedListQuerySchema>;

/** The /requestgear form: text inputs, checked with the same limits as the API body. */
export const wantedFormSchema = z.object({
  gear_type: z.string().min(1),
  description,
  brand: plainText().max(TEXT_FIELD_MAX),
  model: plainText().max(TEXT_FIELD_MAX),
  max_price: z
    .string()
    .trim()
    .min(1)
    .superRefine((text, ctx) => {
      const parsed = parseMoney(text);
      if (!parsed.ok) ctx.addIssue({ code: 'custom', message: parsed.message });
    }),
  currency: z.enum(CURRENCIES),
  country: countryCodeSchema,
});
export type WantedFormInput = z.input<typeof wantedFormSchema>;
export type WantedFormValues = z.output<typeof wantedFormSchema>;

/** The form's values as the POST wanted/ body: empty optional fields left out. */
export function wantedFormToBody(values: WantedFormValues): WantedWriteInput {
  return {
    gear_type: values.gear_type,
    description: values.description,
    brand: values.brand || undefined,
    model: values.model || undefined,
    max_price: moneyOrNull(values.max_price)!,
    currency: values.currency,
    country: values.country || undefined,
  };
}
