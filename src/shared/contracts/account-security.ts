// Bodies and answers of the account-security calls of docs/api.md (e-mail verification, password
// reset and change, account deletion and data export); docs/api-beyond.md describes them.
import { z } from 'zod';
import { offerSchema } from './offers.ts';
import { CURRENCIES } from '#shared/constants.ts';
import { certificateSchema } from './certificates.ts';
import { gearSchema, pictureSchema } from './gears.ts';
import { dateTimeSchema, idSchema, plainText } from './common.ts';
import { passwordSchema } from './user-fields.ts';
import { privateUserSchema, registerSchema } from './users.ts';

/** A one-use token from a mailed link; its form is checked by looking it up (400 invalid_token). */
const linkTokenSchema = plainText().min(1).max(200);

export const verifyEmailSchema = z.object({ token: linkTokenSchema });
export type VerifyEmailInput = z.infer<typeof verifyEmailSchema>;

export const passwordResetRequestSchema = z.object({ email: registerSchema.shape.email });
export type PasswordResetRequestInput = z.infer<typeof passwordResetRequestSchema>;

export const passwordResetConfirmSchema = z.object({
  token: linkTokenSchema,
  password: passwordSchema,
});
export type PasswordResetConfirmInput = z.infer<typeof passwordResetConfirmSchema>;

export const passwordChangeSchema = z.object({
  old_password: z.string().min(1).max(128),
  new_password: passwordSchema,
});
export type PasswordChangeInput = z.infer<typeof passwordChangeSchema>;

export const accountDeleteSchema = z.object({ password: z.string().min(1).max(128) });
export type AccountDeleteInput = z.infer<typeof accountDeleteSchema>;

/** Answer of the 202 calls: nothing to read but a short confirmation. */
export const acceptedSchema = z.object({ detail: z.string() });

const exportGearSchema = gearSchema
  .pick({
    id: true,
    name: true,
    brand: true,
    model: true,
    description: true,
    price: true,
    currency: true,
    gear_type: true,
    properties: true,
    country: true,
    status: true,
    created_at: true,
    updated_at: true,
    price_type: true,
  })
  .extend({ pictures: z.array(pictureSchema), sold_price: z.number().nullable() });

/** GET users/me/export/: everything stored about the caller, never a password or token hash. */
export const accountExportSchema = z.object({
  exported_at: dateTimeSchema,
  user: privateUserSchema.extend({ language: z.string(), updated_at: dateTimeSchema }),
  gears: z.array(exportGearSchema),
  certificates: z.array(
    certificateSchema.extend({ pictures: z.array(z.object({ id: idSchema, image: z.string() })) }),
  ),
  wanted_items: z.array(
    z.object({
      id: idSchema,
      gear_type: idSchema,
      description: z.string(),
      brand: z.string(),
      model: z.string(),
      max_price: z.number(),
      currency: z.enum(CURRENCIES),
      country: z.string(),
      status: z.string(),
      created_at: dateTimeSchema,
    }),
  ),
  favourites: z.array(z.object({ gear: idSchema, created_at: dateTimeSchema })),
  reports: z.array(
    z.object({
      id: idSchema,
      gear: idSchema,
      reason: z.string(),
      text: z.string(),
      status: z.string(),
      created_at: dateTimeSchema,
    }),
  ),
  /** Buyer–seller conversations (issue 16), every message, the other side's not named. */
  conversations: z.array(
    z.object({
      id: idSchema,
      gear: idSchema.nullable(),
      gear_name: z.string(),
      role: z.enum(['buyer', 'seller']),
      created_at: dateTimeSchema,
      messages: z.array(
        z.object({
          id: idSchema,
          from_me: z.boolean(),
          text: z.string(),
          created_at: dateTimeSchema,
          read_at: dateTimeSchema.nullable(),
        }),
      ),
    }),
  ),
  /** Offers the user made in conversations (docs/api.md, "Offers and prices"). */
  offers: z.array(offerSchema),
  contact_messages: z.array(
    z.object({
      id: idSchema,
      full_name: z.string(),
      email: z.string(),
      message: z.string(),
      created_at: dateTimeSchema,
    }),
  ),
  sessions: z.array(z.object({ created_at: dateTimeSchema, expires_at: dateTimeSchema })),
});
export type AccountExport = z.infer<typeof accountExportSchema>;
