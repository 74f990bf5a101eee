import type { Resolver, ResolverOptions } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { lazyResolver } from './lazy-resolver.ts';

type Values = { name: string };
const options = { fields: {}, shouldUseNativeValidation: false } as ResolverOptions<Values>;
const required: Resolver<Values> = (values) =>
  values.name
    ? { values, errors: {} as Record<string, never> }
    : { values: {}, errors: { name: { type: 'required', message: 'Name?' } } };

describe('lazyResolver', () => {
  it('loads the resolver once, on the first validation or on preload, and uses it', async () => {
    const load = vi.fn(async () => required);
    const resolver = lazyResolver(load);
    expect(load).not.toHaveBeenCalled();
    resolver.preload();
    expect(await resolver({ name: '' }, undefined, options)).toEqual({
      values: {},
      errors: { name: { type: 'required', message: 'Name?' } },
    });
    expect(await resolver({ name: 'Ana' }, undefined, options)).toEqual({
      values: { name: 'Ana' },
      errors: {},
    });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('answers a root error when loading fails, and loads again on the next submit', async () => {
    const load = vi
      .fn<() => Promise<Resolver<Values>>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValueOnce(required);
    const resolver = lazyResolver(load);
    resolver.preload(); // a failed preload is not an unhandled rejection
    expect(await resolver({ name: 'Ana' }, undefined, options)).toEqual({
      values: {},
      errors: { root: { type: 'load', message: '' } },
    });
    expect(await resolver({ name: 'Ana' }, undefined, options)).toEqual({
      values: { name: 'Ana' },
      errors: {},
    });
    expect(load).toHaveBeenCalledTimes(2);
  });
});
