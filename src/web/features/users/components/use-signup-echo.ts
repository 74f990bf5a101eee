// The sign-up form posted without JavaScript and refused: the server renders the page again with
// its answer (lib/form-echo.ts). This shows it as the page's script shows the same answer: the
// typed values, each field's message, and the toast's words at the top of the form.
import { useState } from 'react';
import type { FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PASSWORD_MISMATCH, translateMessage } from '#web/components/ui/form/error-text.ts';
import { useFormEcho } from '#web/lib/form-echo.ts';

const TAKEN: Record<string, string> = { username_taken: 'username', email_taken: 'email' };

export function useSignupEcho(editing: boolean) {
  const { t } = useTranslation();
  const found = useFormEcho('signup');
  const [echo, setEcho] = useState(editing ? null : found);
  const fieldError = (name: string): FieldError | undefined => {
    if (!echo) return undefined;
    if (echo.code && TAKEN[echo.code] === name)
      return { type: 'server', message: t(`account.errors.${name}Taken`) };
    const messages = echo.fields[name];
    if (!messages?.length) return undefined;
    // As the script says of an empty field (the API's words are about its length).
    if (echo.values[name] === '') return { type: 'server', message: t('account.errors.required') };
    return { type: 'server', message: messages.map((m) => translateMessage(m, t)).join(' ') };
  };
  const mismatch = echo?.fields.confirm_password?.includes(PASSWORD_MISMATCH);
  return {
    values: echo?.values ?? {},
    fieldError,
    /** What the script's toast would have said. */
    alert: echo ? t(mismatch ? 'account.passwordMismatch' : 'account.failed') : null,
    /** Forgets the answer once the form is sent again. */
    clear: () => setEcho(null),
  };
}
