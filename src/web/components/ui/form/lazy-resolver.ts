// A form's resolver loaded on its first use. A server-rendered page's form (the About page's
// contact form) would otherwise bring zod, about 29 KB gzip, into every visitor's first load;
// this way it comes when the visitor starts on the form, or at the latest when they submit.
import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';

export type LazyResolver<T extends FieldValues, C = unknown, O = T> = Resolver<T, C, O> & {
  /** Starts loading now (on the form's first focus), so a submit rarely waits for it. */
  preload: () => void;
};

export function lazyResolver<T extends FieldValues, C = unknown, O = T>(
  load: () => Promise<Resolver<T, C, O>>,
): LazyResolver<T, C, O> {
  let loading: Promise<Resolver<T, C, O>> | undefined;
  const get = () =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined; // the next submit tries again
      throw error;
    }));
  const resolver: Resolver<T, C, O> = async (values, context, options) => {
    try {
      const resolve = await get();
      return await resolve(values, context, options);
    } catch {
      // A resolver that throws leaves react-hook-form submitting for ever: the form reports a
      // root error instead, and the visitor can send again.
      const errors = { root: { type: 'load', message: '' } } as FieldErrors<T>;
      return { values: {}, errors };
    }
  };
  return Object.assign(resolver, { preload: () => void get().catch(() => undefined) });
}
