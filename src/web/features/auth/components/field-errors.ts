// Turns a field error (from the shared zod schemas or from the server's `errors`) into text in the
// page's language. Both sides speak the shared schemas' English messages, so one table covers them.
import type { FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ruleMessage } from '../../../lib/rule-messages.ts';

/** The spec's message for a password and confirmation that differ (its `en` text). */
export const PASSWORD_MISMATCH = 'Passwords are not the same!';

const KNOWN_MESSAGES: Record<string, string> = {
  'This field is required.': 'required',
  'Use at least 8 characters.': 'passwordShort',
  'The password cannot be all digits.': 'passwordDigits',
  'The password cannot be the username.': 'passwordUsername',
  'This password is too common.': 'passwordCommon',
  'Use letters, digits and . + - _ only.': 'usernameChars',
  'Use digits, spaces and + - ( ) only.': 'phoneChars',
  'Use a two-letter country code.': 'country',
  [PASSWORD_MISMATCH]: 'passwordMismatch',
};

// zod issue codes per field, for the messages the shared schemas leave to zod's defaults.
const BY_CODE: Record<string, Record<string, string>> = {
  username: { too_small: 'usernameShort', invalid_format: 'usernameChars' },
  email: { invalid_format: 'email', invalid_type: 'email' },
  password: { too_small: 'passwordShort' },
};

export function useFieldErrorText() {
  const { t } = useTranslation();
  return (field: string, error: FieldError | undefined, value: unknown): string | undefined => {
    if (!error) return undefined;
    // An empty field fails the schema's length rule first; "required" is what the user needs to hear.
    if (error.type !== 'server' && (value === '' || value === undefined))
      return t('account.errors.required');
    const rule = ruleMessage(t, error.message);
    if (rule) return rule;
    const known = error.message ? KNOWN_MESSAGES[error.message] : undefined;
    if (known) return t(`account.errors.${known}`);
    const byCode = BY_CODE[field]?.[error.type];
    if (byCode) return t(`account.errors.${byCode}`);
    if (error.type === 'too_big') return t('account.errors.tooLong');
    return error.message || t('account.errors.invalid');
  };
}
