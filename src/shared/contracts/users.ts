// Users as the API reads and writes them (docs/api.md "Users"): sign-up, profile, login and the
// private and public shapes; the rules of each field are in user-fields.ts.
import { z } from 'zod';
import { LANGUAGES } from '#shared/constants.ts';
import { countryCodeSchema, dateSchema, dateTimeSchema, idSchema, plainText } from './common.ts';
import { ratingsSummarySchema } from './ratings.ts';
import {
  nameSchema,
  passwordSchema,
  phoneSchema,
  profileWeightSchema,
  usernameSchema,
} from './user-fields.ts';

/** What logged-in users see of a profile's contact: messages only (the default), + e-mail, + phone. */
export const CONTACT_VISIBILITIES = ['messages', 'email', 'email_phone'] as const;
export type ContactVisibility = (typeof CONTACT_VISIBILITIES)[number];

/** POST register/. */
export const registerSchema = z
  .object({
    username: usernameSchema,
    password: passwordSchema,
    email: z.email().trim().max(254),
    first_name: nameSchema.default(''),
    last_name: nameSchema.default(''),
    country: countryCodeSchema.default(''),
    phone_number: phoneSchema.default(''),
    language: z.enum(LANGUAGES).optional(),
  })
  .refine((u) => u.password.toLowerCase() !== u.username.toLowerCase(), {
    path: ['password'],
    message: 'The password cannot be the username.',
  });
export type RegisterInput = z.input<typeof registerSchema>;

/** PUT users/{id}/: same fields as register; username, email and password are read-only and ignored. */
export const profileUpdateSchema = z.object({
  first_name: nameSchema.default(''),
  last_name: nameSchema.default(''),
  country: countryCodeSchema.default(''),
  phone_number: phoneSchema.default(''),
  /** The interface language the user last chose (mail is sent in it); kept when not given. */
  language: z.enum(LANGUAGES).optional(),
  /** What logged-in users see of the e-mail and phone; kept when not given. */
  contact_visibility: z.enum(CONTACT_VISIBILITIES).optional(),
  /** A mail for each new message (at most one per conversation per 15 min); kept when not given. */
  message_mails: z.boolean().optional(),
  /** The take-off weight searches offer (kg); kept when not given, null forgets it. */
  takeoff_weight: profileWeightSchema.optional(),
});
export type ProfileUpdateInput = z.input<typeof profileUpdateSchema>;

export const loginSchema = z.object({
  username: plainText().min(1).max(254),
  password: z.string().min(1).max(128),
  /** The interface language at login; stored on the user when given. */
  language: z.enum(LANGUAGES).optional(),
});
export type LoginInput = z.infer<typeof loginSchema>;

export const privateUserSchema = z.object({
  id: idSchema,
  username: z.string(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  country: z.string(),
  phone_number: z.string(),
  is_certified_seller: z.boolean(),
  is_staff: z.boolean(),
  email_verified: z.boolean(),
  contact_visibility: z.enum(CONTACT_VISIBILITIES),
  message_mails: z.boolean(),
  takeoff_weight: z.number().nullable(),
  date_joined: dateTimeSchema,
});
export type PrivateUser = z.infer<typeof privateUserSchema>;

/** What anyone sees; the four contact fields are added for logged-in callers only. */
export const publicProfileSchema = z.object({
  id: idSchema,
  first_name: z.string(),
  last_name: z.string(),
  is_certified_seller: z.boolean(),
  date_joined: dateTimeSchema,
  username: z.string().optional(),
  email: z.string().optional(),
  country: z.string().optional(),
  phone_number: z.string().optional(),
  /** The owner's choice, for logged-in callers: `messages` means no e-mail and phone. */
  contact_visibility: z.enum(CONTACT_VISIBILITIES).optional(),
  /** Present when the details exist but the caller must verify their e-mail first. */
  contact_locked: z.literal('verify_email').optional(),
  /** Trust before a deal (docs/api.md "Deal safely"): the day they joined (`YYYY-MM-DD`). */
  member_since: dateSchema.optional(),
  sold_count: z.number().int().optional(),
  ratings: ratingsSummarySchema.optional(),
  /** Null under 5 answers in conversations. */
  median_reply_minutes: z.number().int().nullable().optional(),
});
export type PublicProfile = z.infer<typeof publicProfileSchema>;

/** GET users/: any account may page through every user, so the list holds no contact field. */
export const publicProfileListSchema = z.array(
  publicProfileSchema.pick({
    id: true,
    first_name: true,
    last_name: true,
    is_certified_seller: true,
    date_joined: true,
  }),
);

export const tokenResponseSchema = z.object({
  access: z.string(),
  token_type: z.literal('Token'),
  expires_in: z.number().int(),
  user: privateUserSchema,
});
export type TokenResponse = z.infer<typeof tokenResponseSchema>;
