import { describe, expect, it } from 'vitest';
import { parseTrustProxy, trustProxyOption } from './trust-proxy.ts';

describe('TRUST_PROXY', () => {
  it('is off when unset or off', () => {
    for (const value of [undefined, '', '0', 'off', 'false', 'no']) {
      expect(parseTrustProxy(value)).toBe(false);
    }
  });

  it('a number is a hop count, not "trust every hop"', () => {
    expect(parseTrustProxy('1')).toBe(1);
    expect(parseTrustProxy(' 2 ')).toBe(2);
    const trust = trustProxyOption(1) as (address: string, hop: number) => boolean;
    expect(trust('10.0.0.1', 0)).toBe(true);
    expect(trust('203.0.113.9', 1)).toBe(false);
  });

  it('takes the proxies’ addresses, CIDR ranges and proxy-addr’s range names', () => {
    expect(parseTrustProxy('10.0.0.0/8, 192.0.2.1,fd00::/8,loopback')).toEqual([
      '10.0.0.0/8',
      '192.0.2.1',
      'fd00::/8',
      'loopback',
    ]);
  });

  it('refuses "trust everyone" and anything it cannot read, naming the variable', () => {
    for (const value of ['on', 'true', 'all', '10.0.0.0/33', '10.0.0.0/8,nowhere', '1.2.3']) {
      expect(() => parseTrustProxy(value)).toThrow(/TRUST_PROXY/);
    }
  });
});
