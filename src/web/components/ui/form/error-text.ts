// Field errors in the page's language. The shared schemas and the server speak the same English
// messages, so one table turns either into a locale key; anything else is shown as it came.
import type { TFunction } from 'i18next';
import type { FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ruleMessage } from '#web/lib/rule-messages.ts';
import { useErrorTables } from '../failure-text.ts';

type Lookup = (
  message: string,
) => { key: string; values: Record<string, string | number> } | undefined;
let serverMessage: Lookup = () => undefined;
let contractMessage: Lookup = () => undefined;
/**
 * The contracts' and the server's tables (contract-messages.ts, server-messages.ts), once
 * failure-text.ts has loaded them: kept out of the pages' first load (the sign-up page's budget).
 */
export const setMessageTables = (tables: { server: Lookup; contract: Lookup }) => {
  serverMessage = tables.server;
  contractMessage = tables.contract;
};

/** The fixed message for a password and confirmation that differ (its `en` text). */
export const PASSWORD_MISMATCH = 'Passwords are not the same!';

const KNOWN_MESSAGES: Record<string, string> = {
  'This field is required.': 'account.errors.required',
  'Use at least 8 characters.': 'account.errors.passwordShort',
  'The password cannot be all digits.': 'account.errors.passwordDigits',
  'The password cannot be the username.': 'account.errors.passwordUsername',
  'This password is too common.': 'account.errors.passwordCommon',
  'Use letters, digits and . + - _ only.': 'account.errors.usernameChars',
  'Use digits, spaces and + - ( ) only.': 'account.errors.phoneChars',
  'Use a two-letter country code.': 'account.errors.country',
  'The current password is not correct.': 'accountSecurity.password.wrongOld',
  [PASSWORD_MISMATCH]: 'account.errors.passwordMismatch',
  'The catalogue has this brand already.': 'admin.catalogue.brandExists',
  'This brand has a model of this name for this gear type already.': 'admin.catalogue.modelExists',
};

/** A schema's or the server's message in the page's language, when a table knows it. */
export function translateMessage(message: string, t: TFunction): string {
  const key = KNOWN_MESSAGES[message];
  if (key) return t(key);
  const contract = contractMessage(message);
  if (contract) return t(contract.key, contract.values);
  const server = serverMessage(message);
  if (server) return t(server.key, server.values);
  return ruleMessage(t, message) ?? message;
}

/** `translateMessage` for the page's language, for a message that may be missing. */
export function useMessageText() {
  const { t } = useTranslation();
  useErrorTables();
  return (message: string | undefined) => (message ? translateMessage(message, t) : undefined);
}

// zod issue codes per field, for the messages the shared schemas leave to zod's defaults.
const BY_CODE: Record<string, Record<string, string>> = {
  username: { too_small: 'usernameShort', invalid_format: 'usernameChars' },
  email: { invalid_format: 'email', invalid_type: 'email' },
  password: { too_small: 'passwordShort' },
};

/** The account forms' wording: an empty field is "required", zod defaults get a sentence. */
export function useFieldErrorText() {
  const { t } = useTranslation();
  return (field: string, error: FieldError | undefined, value: unknown): string | undefined => {
    if (!error) return undefined;
    // An empty field fails the schema's length rule first; "required" is what the user needs to hear.
    if (error.type !== 'server' && (value === '' || value === undefined))
      return t('account.errors.required');
    if (error.message && KNOWN_MESSAGES[error.message]) return translateMessage(error.message, t);
    const rule = ruleMessage(t, error.message);
    if (rule) return rule;
    const byCode = BY_CODE[field]?.[error.type];
    if (byCode) return t(`account.errors.${byCode}`);
    if (error.type === 'too_big') return t('account.errors.tooLong');
    return error.message || t('account.errors.invalid');
  };
}
