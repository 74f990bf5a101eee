import { z } from 'zod';
import { idSchema, longText, plainText } from './common.ts';

/** POST contact/ (fullName, email, message, all required). `website` is a honeypot. */
export const contactMessageSchema = z.object({
  fullName: plainText().min(1).max(200),
  // Trim before the format check, so a pasted address with a trailing space still passes.
  email: z.string().trim().max(254).pipe(z.email()).meta({ format: 'email' }),
  message: longText().min(1).max(5000),
  website: z.string().max(0, 'Leave this field empty.').optional(),
});
export type ContactMessageInput = z.infer<typeof contactMessageSchema>;

/** Answer of POST contact/: the stored message's id (the message itself is not echoed). */
export const contactResponseSchema = z.object({ id: idSchema });
export type ContactResponse = z.infer<typeof contactResponseSchema>;
