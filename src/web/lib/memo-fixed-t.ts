// The server renderer's i18next instances never change their language or their texts
// (entry-server.tsx), so a text asked for with the same key and options is the same every time.
// i18next's `t` copies all of its options into each call and scans every text for interpolation
// and nesting: a fifth of a detail page's render went there, for the same few hundred texts at
// every render of every page. Kept per instance, a text is worked out once. Only calls with a key
// and options made of strings, numbers and booleans are kept (their JSON is the key); any other
// call goes to i18next as before.
import type { i18n as I18n } from 'i18next';

/** At most this many texts per instance (numbers in the options make new keys); then no more. */
const LIMIT = 2000;

const plain = (value: unknown) =>
  value === null || ['string', 'number', 'boolean', 'undefined'].includes(typeof value);

function callKey(key: unknown, options: unknown, rest: unknown[]): string | undefined {
  if (typeof key !== 'string' || rest.length > 0) return undefined;
  if (options === undefined) return key;
  if (typeof options !== 'object' || options === null || Array.isArray(options)) return undefined;
  const entries = Object.entries(options);
  return entries.every(([, value]) => plain(value))
    ? `${key}\u0000${JSON.stringify(entries)}`
    : undefined;
}

type Call = (key: unknown, options?: unknown, ...rest: unknown[]) => unknown;
type FixedT = Call & { lng?: unknown; lngs?: unknown; ns?: unknown; keyPrefix?: unknown };

/** Makes `instance.getFixedT` (what react-i18next's `t` is) keep what it works out. */
export function memoizeFixedT(instance: I18n): void {
  const original = instance.getFixedT.bind(instance) as unknown as (...args: unknown[]) => FixedT;
  const kept = new Map<string, unknown>();
  // i18next's own parameters: language(s), namespace(s), key prefix, { scopeNs }.
  const getFixedT = (...args: unknown[]) => {
    const [lng, ns, keyPrefix, fixed] = args as [unknown, unknown, unknown, { scopeNs?: unknown }?];
    const t = original(...args);
    if (typeof keyPrefix === 'function') return t;
    const scope = `${JSON.stringify([lng ?? null, ns ?? null, keyPrefix ?? null, fixed?.scopeNs ?? null])}\u0000`;
    const memo: Call = (key, options, ...rest) => {
      const call = callKey(key, options, rest);
      if (call === undefined) return t(key, options, ...rest);
      const id = scope + call;
      if (kept.has(id)) return kept.get(id);
      const text = t(key, options, ...rest);
      if (kept.size < LIMIT) kept.set(id, text);
      return text;
    };
    return Object.assign(memo, { lng: t.lng, lngs: t.lngs, ns: t.ns, keyPrefix: t.keyPrefix });
  };
  instance.getFixedT = getFixedT as unknown as I18n['getFixedT'];
}
