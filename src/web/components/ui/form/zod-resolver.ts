// A react-hook-form resolver from a shared zod contract, with the form's own words: the contract
// decides what is wrong, `text` says it (several messages are fixed word for word in every language).
import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldError, FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

export type ErrorText<T> = (path: string, error: FieldError, values: T) => string;

export function zodResolverWith<T extends FieldValues>(
  schema: z.ZodType,
  text: ErrorText<T>,
): Resolver<T> {
  const resolve = zodResolver(schema as never) as unknown as Resolver<T>;
  return async (values, context, options) => {
    const result = await resolve(values, context, options);
    reword(result.errors as Record<string, unknown>, '', { values, text });
    return result.values && !Object.keys(result.errors).length
      ? { values, errors: {} }
      : { values: {}, errors: result.errors as FieldErrors<T> };
  };
}

const isLeaf = (entry: object): entry is FieldError =>
  typeof (entry as FieldError).type === 'string';

function reword<T>(
  errors: Record<string, unknown>,
  prefix: string,
  rewording: { values: T; text: ErrorText<T> },
) {
  const { values, text } = rewording;
  for (const [key, entry] of Object.entries(errors)) {
    if (!entry || typeof entry !== 'object') continue;
    const path = prefix ? `${prefix}.${key}` : key;
    if (isLeaf(entry)) entry.message = text(path, entry, values);
    else reword(entry as Record<string, unknown>, path, rewording);
  }
}
