// The server renderer's i18next instances never change their language or their texts
// (entry-server.tsx), so a text asked for with the same key and options is the same every time.
// i18next's `t` copies all of its options into each call and scans every text for interpolation
// and nesting: a fifth of a detail page's render went there, for the same few hundred texts at
// every render of every page. Kept per instance, a text is worked out once. Only calls with a key
// and options made of strings, numbers and booleans are kept (they make the key); any other
// call goes to i18next as before.
import type { i18n as I18n } from 'i18next';

/** At most this many texts per instance (numbers in the options make new keys); then no more. */
const LIMIT = 2000;

/** A kept call's options as a key: each option as name, type and value ('' for none). */
function optionsKey(options: unknown): string | undefined {
  if (typeof options !== 'object' || options === null || Array.isArray(options)) return undefined;
  let id = '';
  // for…in rather than Object.entries: no array of pairs per call (an options object is a
  // literal, so it has no inherited enumerable keys).
  for (const name in options) {
    const value = (options as Record<string, unknown>)[name];
    const type = value === null ? 'null' : typeof value;
    if (type !== 'string' && type !== 'number' && type !== 'boolean' && type !== 'undefined')
      return undefined;
    id += `\u0000${name}\u0001${type[0]}${String(value)}`;
  }
  return id;
}

type Call = (key: unknown, options?: unknown, ...rest: unknown[]) => unknown;
type FixedT = Call & { lng?: unknown; lngs?: unknown; ns?: unknown; keyPrefix?: unknown };

const part = (value: unknown) =>
  value === null || value === undefined
    ? ''
    : typeof value === 'string'
      ? value
      : JSON.stringify(value);

/** A `t`'s key: the general form ends with a NUL, which the common call's short form has not. */
function scopeOf([lng, ns, keyPrefix, scopeNs]: readonly unknown[]): string {
  // useTranslation() without a prefix, as nearly every component asks: one namespace, named twice.
  const common =
    typeof lng === 'string' &&
    typeof ns === 'string' &&
    keyPrefix === undefined &&
    Array.isArray(scopeNs) &&
    scopeNs.length === 1 &&
    scopeNs[0] === ns;
  if (common) return `${lng}\u0001${ns}`;
  return `${[lng, ns, keyPrefix, scopeNs].map(part).join('\u0001')}\u0000`;
}

/**
 * Makes `instance.getFixedT` (what react-i18next's `t` is) keep what it works out, and keep the
 * `t` of each language, namespace and key prefix: every `useTranslation` of every component asks
 * for it again, over a hundred times a `/gears` page (bench/README.md, session 15).
 */
export function memoizeFixedT(instance: I18n): void {
  const original = instance.getFixedT.bind(instance) as unknown as (...args: unknown[]) => FixedT;
  let size = 0;
  const fixed = new Map<string, FixedT>();
  // i18next's own parameters: language(s), namespace(s), key prefix, { scopeNs }.
  const getFixedT = (...args: unknown[]) => {
    const [lng, ns, keyPrefix, options] = args as [
      unknown,
      unknown,
      unknown,
      { scopeNs?: unknown }?,
    ];
    if (typeof keyPrefix === 'function' || args.length > 4) return original(...args);
    const scope = scopeOf([lng, ns, keyPrefix, options?.scopeNs]);
    const known = fixed.get(scope);
    if (known) return known;
    const t = original(...args);
    // Per `t`, by the key alone when there are no options: a component's key is a literal whose
    // hash V8 keeps, where a key joined to its scope was a new string to hash at every call
    // (bench/README.md, session 19).
    const plain = new Map<string, unknown>();
    const withOptions = new Map<string, unknown>();
    const memo: Call = (key, options, ...rest) => {
      if (typeof key !== 'string' || rest.length > 0) return t(key, options, ...rest);
      if (options === undefined) {
        const text = plain.get(key);
        if (text !== undefined || plain.has(key)) return text;
        return keep(plain, key, t(key));
      }
      const id = optionsKey(options);
      if (id === undefined) return t(key, options);
      const call = key + id;
      const text = withOptions.get(call);
      if (text !== undefined || withOptions.has(call)) return text;
      return keep(withOptions, call, t(key, options));
    };
    const made = Object.assign(memo, {
      lng: t.lng,
      lngs: t.lngs,
      ns: t.ns,
      keyPrefix: t.keyPrefix,
    });
    if (fixed.size < LIMIT) fixed.set(scope, made);
    return made;
  };
  const keep = (map: Map<string, unknown>, id: string, text: unknown) => {
    if (size < LIMIT) {
      map.set(id, text);
      size++;
    }
    return text;
  };
  instance.getFixedT = getFixedT as unknown as I18n['getFixedT'];
}
