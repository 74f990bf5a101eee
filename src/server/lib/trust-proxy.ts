// TRUST_PROXY: which peers may speak for the client through X-Forwarded-For and -Proto. Either a
// hop count (the proxies in front of the app, each appending the address it saw) or the proxies'
// own addresses and CIDR ranges. Never "every hop": then any client names its own address in the
// left-most X-Forwarded-For entry and escapes every per-IP limit.
import { isIP } from 'node:net';

/** `false`: no proxy; a number: that many hops; a list: the proxies' addresses and ranges. */
export type TrustProxy = false | number | string[];

// The named ranges of proxy-addr, which Fastify uses to read X-Forwarded-For.
const RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

const isAddressOrRange = (entry: string) => {
  if (RANGE_NAMES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (!family || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
};

export function parseTrustProxy(value: string | undefined): TrustProxy {
  const text = (value ?? '').trim().toLowerCase();
  if (['', '0', 'false', 'off', 'no'].includes(text)) return false;
  if (/^\d{1,2}$/.test(text)) return Number(text);
  const entries = text.split(',').map((entry) => entry.trim());
  if (entries.every(isAddressOrRange)) return entries;
  throw new Error(
    `TRUST_PROXY must be a hop count (1 for one proxy in front of the app) or a comma-separated ` +
      `list of the proxies' addresses or CIDR ranges, not "${value}".`,
  );
}

/**
 * Fastify's `trustProxy` option. A number is given as a function: Fastify 5 reads a bare hop
 * count as "trust no peer". The hop-th address from the right of X-Forwarded-For (the socket's
 * peer is hop 0) is the client's.
 */
export function trustProxyOption(trust: TrustProxy) {
  if (typeof trust === 'number') return (_address: string, hop: number) => hop < trust;
  return trust;
}
