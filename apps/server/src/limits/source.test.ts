import { describe, expect, it } from 'vitest';
import { fastifyTrustProxy, limitSource, parseTrustProxy } from './source';

describe('parseTrustProxy', () => {
  it.each([
    ['false', false],
    ['0', false],
    ['true', { hops: 1 }],
    ['2', { hops: 2 }],
    ['10.0.0.5', { proxies: ['10.0.0.5'] }],
    [
      ' 10.0.0.0/8 , 2001:db8::/32,loopback',
      { proxies: ['10.0.0.0/8', '2001:db8::/32', 'loopback'] },
    ],
    ['uniquelocal,linklocal', { proxies: ['uniquelocal', 'linklocal'] }],
  ])('reads %j', (value, expected) => {
    expect(parseTrustProxy(value)).toEqual(expected);
  });

  it.each(['yes', '11', '10.0.0.0/33', '2001:db8::/129', '10.0.0.1/8/1', '10.0.0.1,', 'proxy.lan'])(
    'refuses %j with a message',
    (value) => {
      expect(parseTrustProxy(value)).toEqual({ error: expect.any(String) });
    },
  );
});

describe('fastifyTrustProxy', () => {
  it('trusts nothing, a list, or exactly the nearest n hops', () => {
    expect(fastifyTrustProxy(false)).toBe(false);
    expect(fastifyTrustProxy({ proxies: ['10.0.0.0/8'] })).toEqual(['10.0.0.0/8']);
    const twoHops = fastifyTrustProxy({ hops: 2 });
    if (typeof twoHops !== 'function') throw new Error('expected a function');
    expect([0, 1, 2, 3].map((hop) => twoHops('192.0.2.1', hop))).toEqual([
      true,
      true,
      false,
      false,
    ]);
  });
});

describe('limitSource', () => {
  it.each([
    ['203.0.113.7', '203.0.113.7'],
    ['::ffff:203.0.113.7', '203.0.113.7'],
    ['2001:db8:1:2:3:4:5:6', '2001:db8:1:2::/64'],
    ['2001:0db8:0001:0002::9', '2001:db8:1:2::/64'],
    ['2001:db8::1', '2001:db8:0:0::/64'],
    ['::1', '0:0:0:0::/64'],
    ['64:ff9b::198.51.100.1', '64:ff9b:0:0::/64'],
    ['1:2::4:5:198.51.100.1', '1:2:0:0::/64'],
    ['not an address', 'not an address'],
  ])('counts %s as %s', (ip, source) => {
    expect(limitSource(ip)).toBe(source);
  });
});
