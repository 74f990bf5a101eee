import { z } from 'zod';
import { dateSchema, dateTimeSchema, idSchema, isoDate } from './common.ts';

export const certifierSchema = z.object({
  id: idSchema,
  name: z.string(),
  website: z.string(),
  phone_number: z.string(),
  contact_email: z.string(),
  address: z.string(),
});
export type Certifier = z.infer<typeof certifierSchema>;
export const certifierListSchema = z.array(certifierSchema);

export const certificateSchema = z.object({
  id: idSchema,
  gear: idSchema,
  user: idSchema,
  issue_date: dateSchema,
  expiration_date: dateSchema,
  porosity: z.number(),
  lines_need_trim: z.boolean(),
  fabric_condition: z.boolean(),
  certifier: idSchema,
  certifier_name: z.string(),
  created_at: dateTimeSchema,
});
export type Certificate = z.infer<typeof certificateSchema>;
export const certificateListSchema = z.array(certificateSchema);

// Form inputs send numbers as text: a numeric string counts, but null, '' and true must not
// quietly become 0 or 1 the way z.coerce would make them.
const porositySchema = z.preprocess(
  (v) => (typeof v === 'string' && v.trim() !== '' && Number.isFinite(Number(v)) ? Number(v) : v),
  z.number().min(0).max(100_000),
);

const isDate = (v: unknown) => dateSchema.safeParse(v).success;

/** Body of POST gears/{id}/certificates/ and PUT certificates/{id}/; `gear` and `user` are ignored. */
export const certificateWriteSchema = z
  .object({
    issue_date: isoDate(),
    expiration_date: isoDate(),
    porosity: porositySchema,
    lines_need_trim: z.boolean(),
    fabric_condition: z.boolean(),
    certifier: idSchema,
  })
  .refine((c) => c.expiration_date >= c.issue_date, {
    path: ['expiration_date'],
    message: 'The expiry date cannot be before the issue date.',
    // Compare only two real dates: a malformed one already has its own message.
    when: ({ value }) => {
      // A body that is not an object (`null`) has its own type error; there is nothing to compare.
      const v = (value ?? {}) as { issue_date?: unknown; expiration_date?: unknown };
      return isDate(v.issue_date) && isDate(v.expiration_date);
    },
  });
export type CertificateWrite = z.infer<typeof certificateWriteSchema>;

/** Proof photos per certificate (beyond the original contract): one upload per request, this many at most. */
export const CERTIFICATE_PICTURES_MAX = 12;

export const certificatePictureSchema = z.object({ id: idSchema, image: z.string() });
export type CertificatePicture = z.infer<typeof certificatePictureSchema>;
export const certificatePictureListSchema = z.array(certificatePictureSchema);
