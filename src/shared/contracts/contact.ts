import { z } from 'zod';

/** POST contact/ (spec: fullName, email, message, all required). `website` is a honeypot. */
export const contactMessageSchema = z.object({
  fullName: z.string().trim().min(1).max(200),
  email: z.email().trim().max(254),
  message: z.string().trim().min(1).max(5000),
  website: z.string().max(0, 'Leave this field empty.').optional(),
});
export type ContactMessageInput = z.infer<typeof contactMessageSchema>;
