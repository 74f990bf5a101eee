import { z } from 'zod';
import { dateSchema, dateTimeSchema, idSchema } from './common.ts';

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

/** Body of POST gears/{id}/certificates/ and PUT certificates/{id}/; `gear` and `user` are ignored. */
export const certificateWriteSchema = z
  .object({
    issue_date: dateSchema,
    expiration_date: dateSchema,
    porosity: z.coerce.number().min(0).max(100_000),
    lines_need_trim: z.boolean(),
    fabric_condition: z.boolean(),
    certifier: idSchema,
  })
  .refine((c) => c.expiration_date >= c.issue_date, {
    path: ['expiration_date'],
    message: 'The expiry date cannot be before the issue date.',
  });
export type CertificateWrite = z.infer<typeof certificateWriteSchema>;

export const certificatePictureSchema = z.object({ id: idSchema, image: z.string() });
export type CertificatePicture = z.infer<typeof certificatePictureSchema>;
export const certificatePictureListSchema = z.array(certificatePictureSchema);
