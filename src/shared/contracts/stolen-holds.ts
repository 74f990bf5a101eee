// Stolen-gear holds, for staff (docs/api.md "Deal safely (beyond)"): a passport item whose serial
// a published report names, with its listings, held from the public until staff release it.
import { z } from 'zod';
import { dateTimeSchema, idSchema } from './common.ts';

export const stolenHoldSchema = z.object({
  id: idSchema,
  report: z.object({ id: idSchema, brand: z.string(), model: z.string(), serial: z.string() }),
  item: z.object({
    id: idSchema,
    owner: idSchema,
    brand: z.string(),
    model: z.string(),
    serial: z.string().nullable(),
  }),
  gears: z.array(z.object({ id: idSchema, name: z.string() })),
  released_at: dateTimeSchema.nullable(),
  created_at: dateTimeSchema,
});
export type StolenHold = z.infer<typeof stolenHoldSchema>;
export const stolenHoldListSchema = z.array(stolenHoldSchema);
