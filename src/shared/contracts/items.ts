// The gear passport (docs/api-beyond.md, "Gear passport"): items, their records, transfers.
// Serials are compared normalised; dates are checked against today so no check lies ahead.
import { z } from 'zod';
import { itemStatusSchema } from '#shared/passport/status.ts';
import {
  dateSchema,
  dateTimeSchema,
  emptyToUndefined,
  idSchema,
  isoDate,
  longText,
  plainText,
} from './common.ts';

/** Upper case, spaces, dashes and dots removed: "ab-12 3.4" and "AB1234" are one serial. */
export const normaliseSerial = (serial: string) => serial.toUpperCase().replace(/[\s.-]+/g, '');

/** What others see of a serial: its last 3 characters. */
export const serialHint = (serial: string | null) => (serial ? serial.slice(-3) : null);

/** The latest day that is "today" somewhere on Earth (UTC+14): later is the future everywhere. */
export const latestToday = (now = Date.now()) =>
  new Date(now + 14 * 3_600_000).toISOString().slice(0, 10);
const notFuture = (message: string) =>
  isoDate().refine((d) => d <= latestToday(), { message, abort: true });

export const FLIGHT_HOURS_MAX = 10_000;
export const POROSITY_MAX_SECONDS = 10_000;
const hours = z
  .number()
  .min(0, 'Hours cannot be negative.')
  .max(FLIGHT_HOURS_MAX, `At most ${FLIGHT_HOURS_MAX} hours.`);
const seconds = z
  .number()
  .min(0, 'Porosity cannot be negative.')
  .max(POROSITY_MAX_SECONDS, `At most ${POROSITY_MAX_SECONDS} seconds.`);
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess(emptyToUndefined, schema.nullable().optional());

export const serialSchema = plainText()
  .max(60)
  .transform(normaliseSerial)
  .pipe(
    z
      .string()
      .min(1, 'Enter the serial number.')
      .regex(/^[\p{L}\p{N}/_+#]+$/u, 'Use letters, digits and / _ + # only.'),
  );

export const itemWriteSchema = z.object({
  gear_type: idSchema,
  brand: plainText().min(1).max(120),
  model: plainText().min(1).max(120),
  catalogue_size: optional(idSchema),
  serial: serialSchema,
  production_date: optional(notFuture('The production date cannot be in the future.')),
  flight_hours: optional(hours),
});
export type ItemWrite = z.infer<typeof itemWriteSchema>;
/** POST items/ may name one of the caller's listings, which then shows the passport. */
export const itemCreateSchema = itemWriteSchema.extend({ gear: idSchema.optional() });

export const RECORD_KINDS = ['check', 'repack', 'repair', 'note'] as const;
export const VERDICTS = ['airworthy', 'not_airworthy', 'repair_needed'] as const;
export const porosityPointSchema = z.object({
  point: plainText().max(40),
  value: seconds,
  limit: seconds.nullable(),
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
    date: notFuture('The date cannot be in the future.'),
    /** The check's or repack's own expiry, when its paper names one. */
    valid_until: optional(isoDate()),
    flight_hours: optional(hours),
    by: recordBySchema.default({ type: 'owner' }),
    porosity: z.array(porosityPointSchema).max(30).default([]),
    line_strength_ok: optional(z.boolean()),
    trim: z.array(trimLineSchema).max(120).default([]),
    canopy_ok: optional(z.boolean()),
    risers_ok: optional(z.boolean()),
    verdict: optional(z.enum(VERDICTS)),
    text: longText().max(2000).default(''),
    /** A certifier account signs its own record (ignored for anyone else). */
    sign: z.boolean().default(false),
    /** The safety notice this record proves fixed (a repair or check naming it), or null. */
    notice: optional(idSchema),
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
  serial: serialSchema,
  text: longText().max(2000).default(''),
});
