// The stolen-gear register (docs/api.md "Deal safely (beyond)"): a report is public once staff
// publish it, with its serial in full (that is the point); anyone may check a serial.
import { z } from 'zod';
// Serials compare as the passport keeps them (one normalisation and one alphabet for items and
// reports): every serial a passport holds can be reported and checked.
import { normaliseSerial, SERIAL_CHARACTERS } from './passport-fields.ts';
import { TEXT_FIELD_MAX, DESCRIPTION_MAX } from '#shared/constants.ts';
import {
  dateSchema,
  dateTimeSchema,
  emptyToUndefined,
  idSchema,
  isoDate,
  longText,
  plainText,
} from './common.ts';

export const STOLEN_STATUSES = ['pending', 'published', 'recovered', 'rejected'] as const;
export type StolenStatus = (typeof STOLEN_STATUSES)[number];

export const STOLEN_SERIAL_MESSAGE =
  'A serial number has at least 3 characters: letters, digits and / _ + # only.';
// At least 3: a shorter one would name too many pieces of gear to be a report or a check.
const isSerial = (serial: string) => {
  const normal = normaliseSerial(serial);
  return normal.length >= 3 && SERIAL_CHARACTERS.test(normal);
};
/** A reported or checked serial, kept as typed (its normal form is what is compared). */
const stolenSerialSchema = plainText().max(60).refine(isSerial, STOLEN_SERIAL_MESSAGE);

export const stolenWriteSchema = z.object({
  gear_type: idSchema,
  brand: plainText().min(1).max(TEXT_FIELD_MAX),
  model: plainText().min(1).max(TEXT_FIELD_MAX),
  serial: stolenSerialSchema,
  stolen_on: isoDate().refine((d) => d <= new Date().toISOString().slice(0, 10), {
    message: 'The date cannot be in the future.',
  }),
  place: plainText().min(1).max(TEXT_FIELD_MAX),
  police_ref: plainText().max(TEXT_FIELD_MAX).default(''),
  text: longText().max(DESCRIPTION_MAX).default(''),
});
export type StolenWrite = z.infer<typeof stolenWriteSchema>;

/** Photos of the stolen gear (checked by content like listing photos). */
export const STOLEN_PICTURES_MAX = 6;
export const stolenPictureSchema = z.object({
  id: idSchema,
  image: z.string(),
  thumbnail: z.string(),
});
export type StolenPicture = z.infer<typeof stolenPictureSchema>;

export const stolenReportSchema = z.object({
  id: idSchema,
  gear_type: idSchema,
  brand: z.string(),
  model: z.string(),
  serial: z.string(),
  stolen_on: dateSchema,
  place: z.string(),
  police_ref: z.string(),
  text: z.string(),
  status: z.enum(STOLEN_STATUSES),
  published_at: dateTimeSchema.nullable(),
  pictures: z.array(stolenPictureSchema),
  created_at: dateTimeSchema,
});
export type StolenReport = z.infer<typeof stolenReportSchema>;
export const stolenReportListSchema = z.array(stolenReportSchema);

export const stolenStatusWriteSchema = z.object({
  status: z.enum(['published', 'recovered', 'rejected']),
});

export const stolenCheckQuerySchema = z.object({ serial: stolenSerialSchema });
export const stolenCheckSchema = z.object({ reported: z.boolean(), report: idSchema.nullable() });

export const stolenListQuerySchema = z.object({
  page: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).default(1)),
  page_size: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).max(100).default(24)),
  /** Staff only: the reports of another status (pending ones to review). */
  status: z.preprocess(emptyToUndefined, z.enum(STOLEN_STATUSES).optional()),
});
