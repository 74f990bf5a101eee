// The sign-up form's own check, which the page's script makes before it calls the API (the API
// knows no confirmation field): a form posted without JavaScript gets it on the server.
import type { ErrorBody } from '#shared/errors.ts';
import { registerSchema } from '#shared/contracts/users.ts';

/** The spec's message for a password and confirmation that differ (its `en` text). */
export const PASSWORD_MISMATCH = 'Passwords are not the same!';
const REQUIRED = 'This field is required.';

/**
 * Null when the confirmation matches (the API judges the rest); else the refusal, with the
 * API's messages for the other fields so that one answer names every field to fix.
 */
export function signupRefusal(input: Record<string, string>, confirm: string): ErrorBody | null {
  if (confirm !== '' && confirm === input.password) return null;
  const errors: Record<string, string[]> = {};
  const parsed = registerSchema.safeParse(input);
  for (const issue of parsed.success ? [] : parsed.error.issues)
    (errors[issue.path.join('.') || 'non_field_errors'] ??= []).push(issue.message);
  errors.confirm_password = [confirm === '' ? REQUIRED : PASSWORD_MISMATCH];
  return { detail: 'Some fields are not valid.', code: 'validation_error', errors };
}
