// What to tell a user whose mailed link (verification or password reset) was refused. The
// server says why in English (docs/api.md error body); the page says it in the user's language.
import type { TFunction } from 'i18next';
import { ApiError } from '#web/lib/api-client.ts';

const REASONS: Record<string, 'used' | 'expired' | 'invalid'> = {
  'This link has already been used.': 'used',
  'This link has expired. Please ask for a new one.': 'expired',
};

/** The message of a refused link, or null when the failure is something else. */
export function tokenErrorText(error: unknown, t: TFunction): string | null {
  if (!(error instanceof ApiError)) return null;
  const tokenRefused =
    error.body?.code === 'invalid_token' || Boolean(error.fieldErrors.token?.length);
  if (!tokenRefused) return null;
  const reason = REASONS[error.body?.detail ?? ''] ?? 'invalid';
  return t(`accountSecurity.tokenErrors.${reason}`);
}
