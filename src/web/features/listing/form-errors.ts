// Getting errors into react-hook-form: the client checks (flat paths) and the API's field errors.
import type { FieldErrors, FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from '../../lib/api-client.ts';

/** `{'properties.size': m}` → `{properties: {size: {message: m}}}`, the shape react-hook-form reads. */
export function nestErrors<T extends FieldValues>(flat: Record<string, string>): FieldErrors<T> {
  const errors: Record<string, unknown> = {};
  for (const [path, message] of Object.entries(flat)) {
    const [head, tail] = path.split(/\.(.*)/s) as [string, string | undefined];
    const entry = { type: 'validate', message };
    if (tail) errors[head] = { ...(errors[head] as object), [tail]: entry };
    else errors[head] = entry;
  }
  return errors as FieldErrors<T>;
}

/**
 * Puts each server message under the input it names (keys like `price` or `properties.size`) and
 * focuses the first; returns the text for the form itself (other keys, or an error without fields).
 * `translate` puts the messages it knows in the page's language (the shared rules' messages).
 */
export function applyServerErrors<T extends FieldValues>(
  error: unknown,
  shown: (key: string) => boolean,
  setError: UseFormSetError<T>,
  translate: (message: string) => string = (message) => message,
): string | null {
  const entries = error instanceof ApiError ? Object.entries(error.fieldErrors) : [];
  if (!entries.length) return error instanceof Error ? error.message : String(error);
  const other: string[] = [];
  let focused = false;
  for (const [key, original] of entries) {
    const messages = original.map(translate);
    if (!shown(key)) {
      other.push(messages.join(' '));
      continue;
    }
    setError(
      key as Path<T>,
      { type: 'server', message: messages.join(' ') },
      { shouldFocus: !focused },
    );
    focused = true;
  }
  return other.length ? other.join(' ') : null;
}
