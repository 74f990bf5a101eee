// The one way a form shows what the server refused: each message under the field it names
// (keys like `price` or `properties.size`), translated when known, the first field focused.
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ApiError } from '#web/lib/api-client.ts';
import { translateMessage } from './error-text.ts';
import { useErrorTables } from '../failure-text.ts';

export type ServerErrors = {
  /** How many of the form's fields got a message. */
  placed: number;
  /** Messages for keys the form does not show, or the error's own message when it names none. */
  rest: string | null;
};

/**
 * Returns `apply(error, setError, fields)`: `fields` lists the keys the form shows (or tells
 * whether it shows one); what fits no field comes back in `rest` for the form to show itself.
 */
export function useServerErrors() {
  const { t } = useTranslation();
  useErrorTables();
  return <T extends FieldValues>(
    error: unknown,
    setError: UseFormSetError<T>,
    fields: readonly string[] | ((key: string) => boolean),
  ): ServerErrors => {
    const shows = typeof fields === 'function' ? fields : (key: string) => fields.includes(key);
    const entries = error instanceof ApiError ? Object.entries(error.fieldErrors) : [];
    if (!entries.length)
      return {
        placed: 0,
        rest: error instanceof Error ? translateMessage(error.message, t) : String(error),
      };
    const other: string[] = [];
    let placed = 0;
    for (const [key, messages] of entries) {
      const message = messages.map((m) => translateMessage(m, t)).join(' ');
      if (!shows(key)) other.push(message);
      else setError(key as Path<T>, { type: 'server', message }, { shouldFocus: placed++ === 0 });
    }
    return { placed, rest: other.length ? other.join(' ') : null };
  };
}
