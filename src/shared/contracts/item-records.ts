// The gear passport's records (docs/api-beyond.md, "Gear passport"): a check, repack, repair or
// note with its verdict, porosity points, trim lines and who did it, as written and as read (with
// its pictures and whether it is signed).
import { z } from 'zod';
import { dateSchema, dateTimeSchema, idSchema, isoDate, longText, plainText } from './common.ts';
import {
  flightHoursSchema,
  notFutureDate,
  optionalField,
  porositySecondsSchema,
} from './passport-fields.ts';

export const RECORD_KINDS = ['check', 'repack', 'repair', 'note'] as const;
export const VERDICTS = ['airworthy', 'not_airworthy', 'repair_needed'] as const;
export const porosityPointSchema = z.object({
  point: plainText().max(40),
  value: porositySecondsSchema,
  limit: porositySecondsSchema.nullable(),
});
export const trimLineSchema = z.object({
  line: plainText().min(1).max(20),
  measured_mm: z.number().min(0).max(20_000),
  nominal_mm: z.number().min(1).max(20_000),
});
export const recordBySchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('certifier'), certifier: idSchema }),
  z.object({ type: z.literal('shop'), shop_name: plainText().min(1).max(120) }),
  z.object({ type: z.literal('owner') }),
]);

const isDate = (v: unknown) => dateSchema.safeParse(v).success;

export const recordWriteSchema = z
  .object({
    kind: z.enum(RECORD_KINDS),
    date: notFutureDate('The date cannot be in the future.'),
    /** The check's or repack's own expiry, when its paper names one. */
    valid_until: optionalField(isoDate()),
    flight_hours: optionalField(flightHoursSchema),
    by: recordBySchema.default({ type: 'owner' }),
    porosity: z.array(porosityPointSchema).max(30).default([]),
    line_strength_ok: optionalField(z.boolean()),
    trim: z.array(trimLineSchema).max(120).default([]),
    canopy_ok: optionalField(z.boolean()),
    risers_ok: optionalField(z.boolean()),
    verdict: optionalField(z.enum(VERDICTS)),
    text: longText().max(2000).default(''),
    /** A certifier account signs its own record (ignored for anyone else). */
    sign: z.boolean().default(false),
    /** The safety notice this record proves fixed (a repair or check naming it), or null. */
    notice: optionalField(idSchema),
  })
  .refine((r) => !r.valid_until || r.valid_until >= r.date, {
    path: ['valid_until'],
    message: 'The expiry date cannot be before the date of the record.',
    when: ({ value }) => {
      const v = (value ?? {}) as { date?: unknown; valid_until?: unknown };
      return isDate(v.date) && isDate(v.valid_until);
    },
  });
export type RecordWrite = z.infer<typeof recordWriteSchema>;

export const recordPictureSchema = z.object({
  id: idSchema,
  image: z.string(),
  thumbnail: z.string(),
});

export const itemRecordSchema = z.object({
  id: idSchema,
  item: idSchema,
  kind: z.enum(RECORD_KINDS),
  date: dateSchema,
  valid_until: dateSchema.nullable(),
  flight_hours: z.number().nullable(),
  by: z.object({
    type: z.enum(['certifier', 'shop', 'owner']),
    certifier: idSchema.nullable(),
    name: z.string().nullable(),
  }),
  signed: z.boolean(),
  signed_at: dateTimeSchema.nullable(),
  /** The owner wrote it and no certifier signed it: "declared by the owner". */
  declared_by_owner: z.boolean(),
  /** Whether the caller may change it (its author, its signer, staff). */
  can_edit: z.boolean(),
  porosity: z.array(porosityPointSchema),
  line_strength_ok: z.boolean().nullable(),
  trim: z.array(trimLineSchema),
  canopy_ok: z.boolean().nullable(),
  risers_ok: z.boolean().nullable(),
  verdict: z.enum(VERDICTS).nullable(),
  text: z.string(),
  /** The safety notice this record proves fixed, or null. */
  notice: idSchema.nullable().optional(),
  pictures: z.array(recordPictureSchema),
  created_at: dateTimeSchema,
});
export type ItemRecord = z.infer<typeof itemRecordSchema>;
