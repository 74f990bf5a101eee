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

/** A kept call's key: the text's key and each option as name, type and value. */
function callKey(key: unknown, options: unknown, rest: unknown[]): string | undefined {
  if (typeof key !== 'string' || rest.length > 0) return undefined;
  if (options === undefined) return key;
  if (typeof options !== 'object' || options === null || Array.isArray(options)) return undefined;
  let id = key;
  for (const [name, value] of Object.entries(options)) {
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

/**
 * Makes `instance.getFixedT` (what react-i18next's `t` is) keep what it works out, and keep the
 * `t` of each language, namespace and key prefix: every `useTranslation` of every component asks
 * for it again, over a hundred times a `/gears` page (bench/README.md, session 15).
 */
export function memoizeFixedT(instance: I18n): void {
  const original = instance.getFixedT.bind(instance) as unknown as (...args: unknown[]) => FixedT;
  const kept = new Map<string, unknown>();
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
    const scope = `${[lng, ns, keyPrefix, options?.scopeNs].map(part).join('\u0001')}\u0000`;
    const known = fixed.get(scope);
    if (known) return known;
    const t = original(...args);
    const memo: Call = (key, options, ...rest) => {
      const call = callKey(key, options, rest);
      if (call === undefined) return t(key, options, ...rest);
      const id = scope + call;
      if (kept.has(id)) return kept.get(id);
      const text = t(key, options, ...rest);
      if (kept.size < LIMIT) kept.set(id, text);
      return text;
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
  instance.getFixedT = getFixedT as unknown as I18n['getFixedT'];
}
