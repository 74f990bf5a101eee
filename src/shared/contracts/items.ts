// The gear passport (docs/api-beyond.md, "Gear passport"): items and their transfers, and a
// report of a serial another account holds. The records are in item-records.ts, the rules of
// serials, dates and hours in passport-fields.ts.
import { z } from 'zod';
import { itemStatusSchema } from '#shared/passport/status.ts';
import { dateSchema, dateTimeSchema, idSchema, longText, plainText } from './common.ts';
import { itemRecordSchema } from './item-records.ts';
import {
  flightHoursSchema,
  itemSerialSchema,
  notFutureDate,
  optionalField,
} from './passport-fields.ts';

export const itemWriteSchema = z.object({
  gear_type: idSchema,
  brand: plainText().min(1).max(120),
  model: plainText().min(1).max(120),
  catalogue_size: optionalField(idSchema),
  serial: itemSerialSchema,
  production_date: optionalField(notFutureDate('The production date cannot be in the future.')),
  flight_hours: optionalField(flightHoursSchema),
});
export type ItemWrite = z.infer<typeof itemWriteSchema>;
/** POST items/ may name one of the caller's listings, which then shows the passport. */
export const itemCreateSchema = itemWriteSchema.extend({ gear: idSchema.optional() });

export const itemSchema = z.object({
  id: idSchema,
  gear_type: idSchema,
  brand: z.string(),
  model: z.string(),
  catalogue_size: idSchema.nullable(),
  /** The owner and staff only. */
  serial: z.string().nullable().optional(),
  serial_hint: z.string().nullable(),
  production_date: dateSchema.nullable(),
  flight_hours: z.number().nullable(),
  /** The owner and staff only. */
  owner: idSchema.optional(),
  is_owner: z.boolean(),
  status: itemStatusSchema,
  records: z.array(itemRecordSchema),
  /** The owner and staff only: hidden from others, a published stolen report names its serial. */
  held: z.enum(['stolen_report']).optional(),
  created_at: dateTimeSchema,
});
export type Item = z.infer<typeof itemSchema>;
export const itemListSchema = z.array(itemSchema);

export const transferSchema = z.object({
  id: idSchema,
  item: idSchema,
  brand: z.string(),
  model: z.string(),
  status: z.enum(['offered', 'accepted', 'declined', 'cancelled']),
  created_at: dateTimeSchema,
});
export type Transfer = z.infer<typeof transferSchema>;
export const transferWriteSchema = z.object({ to_user: idSchema, gear: idSchema.optional() });

/** Reporting a serial another account holds (the 409 `serial_taken`), to staff. */
export const serialReportSchema = z.object({
  brand: plainText().min(1).max(120),
  model: plainText().min(1).max(120),
  serial: itemSerialSchema,
  text: longText().max(2000).default(''),
});
