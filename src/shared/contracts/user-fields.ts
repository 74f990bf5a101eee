// The rules of a user's own fields (username, password, phone, names, take-off weight), shared by
// sign-up, profile, password reset and change, staff's command line and certifiers' contacts.
import { z } from 'zod';
import { isCommonPassword } from '#shared/common-passwords.ts';
import { TAKEOFF_WEIGHT_MAX } from './catalogue.ts';
import { MIXED_SCRIPTS_MESSAGE, mixesScripts, personName, plainText } from './common.ts';

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

/** A first or last name. */
export const nameSchema = personName().max(150);

const WEIGHT_MESSAGE = `Enter your take-off weight in kg, above 0 and at most ${TAKEOFF_WEIGHT_MAX}.`;
/** The pilot's all-up take-off weight in kg, remembered for searches; null forgets it. */
export const profileWeightSchema = z
  .number({ error: WEIGHT_MESSAGE })
  .gt(0, WEIGHT_MESSAGE)
  .max(TAKEOFF_WEIGHT_MAX, WEIGHT_MESSAGE)
  .nullable();
