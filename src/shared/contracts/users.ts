import { z } from 'zod';
import { isCommonPassword } from '#shared/common-passwords.ts';
import { LANGUAGES } from '#shared/constants.ts';
import { TAKEOFF_WEIGHT_MAX } from './catalogue.ts';
import {
  countryCodeSchema,
  dateTimeSchema,
  idSchema,
  MIXED_SCRIPTS_MESSAGE,
  mixesScripts,
  personName,
  plainText,
} from './common.ts';

/** No @: a login with an @ is an e-mail, so a username must never look like one. */
export const usernameSchema = z
  .string()
  .trim()
  .min(3)
  .max(150)
  .regex(/^[\p{L}\p{N}.+\-_]+$/u, 'Use letters, digits and . + - _ only.')
  .refine((name) => !mixesScripts(name), MIXED_SCRIPTS_MESSAGE);

export const passwordSchema = z
  .string()
  .min(8, 'Use at least 8 characters.')
  .max(128)
  .refine((p) => !/^\d+$/.test(p), 'The password cannot be all digits.')
  // All-digit passwords already have their own message above.
  .refine((p) => /^\d+$/.test(p) || !isCommonPassword(p), 'This password is too common.');

export const phoneSchema = plainText()
  .max(32)
  .regex(/^[\d\s+\-()]*$/, 'Use digits, spaces and + - ( ) only.');

const nameSchema = personName().max(150);

const WEIGHT_MESSAGE = `Enter your take-off weight in kg, above 0 and at most ${TAKEOFF_WEIGHT_MAX}.`;
/** The pilot's all-up take-off weight in kg, remembered for searches; null forgets it. */
export const profileWeightSchema = z
  .number({ error: WEIGHT_MESSAGE })
  .gt(0, WEIGHT_MESSAGE)
  .max(TAKEOFF_WEIGHT_MAX, WEIGHT_MESSAGE)
  .nullable();

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
