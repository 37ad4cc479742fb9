import { isIP } from 'node:net';

/**
 * Which peers may tell us the client's address in `X-Forwarded-For` (`TRUST_PROXY`):
 * - `false`: none; the client is the TCP peer.
 * - `{ hops: n }`: the n nearest peers are proxies; the client is the address they forwarded
 *   (`true` means one hop: the proxy in front appends the real address as the last entry).
 * - `{ proxies: [...] }`: peers whose address is in this list (addresses, CIDR ranges, or
 *   `loopback`, `linklocal`, `uniquelocal`); the client is the nearest address not in it.
 * Anything a client writes into `X-Forwarded-For` itself sits further from us than every
 * trusted hop, so it can never be taken as the client's address.
 */
export type TrustProxySetting = false | { hops: number } | { proxies: string[] };

export const MAX_PROXY_HOPS = 10;
const RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isAddressOrRange(entry: string): boolean {
  if (RANGE_NAMES.has(entry)) return true;
  const [address = '', prefix, extra] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || extra !== undefined) return false;
  if (prefix === undefined) return true;
  if (!/^\d{1,3}$/.test(prefix)) return false;
  return Number(prefix) <= (family === 4 ? 32 : 128);
}

/** Reads `TRUST_PROXY`; answers an error message for a value it cannot use. */
export function parseTrustProxy(value: string): TrustProxySetting | { error: string } {
  const text = value.trim();
  if (text === 'false' || text === '0') return false;
  if (text === 'true') return { hops: 1 };
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    return hops <= MAX_PROXY_HOPS
      ? { hops }
      : { error: `a hop count must be at most ${MAX_PROXY_HOPS}` };
  }
  const proxies = text.split(',').map((entry) => entry.trim());
  const bad = proxies.filter((entry) => !isAddressOrRange(entry));
  if (bad.length > 0) {
    return {
      error: `must be false, true, a hop count, or a comma-separated list of proxy addresses or CIDR ranges (not ${bad.map((entry) => JSON.stringify(entry)).join(', ')})`,
    };
  }
  return { proxies };
}

/** The `trustProxy` option of Fastify for a setting. */
export function fastifyTrustProxy(
  setting: TrustProxySetting,
): false | string[] | ((address: string, hop: number) => boolean) {
  if (setting === false) return false;
  if ('proxies' in setting) return setting.proxies;
  const { hops } = setting;
  // Fastify fails closed on a bare number; a function trusts exactly the n nearest peers.
  return (_address, hop) => hop < hops;
}

/**
 * The source a per-address limit counts against. An IPv6 client usually holds a whole /64,
 * so its addresses count together; an IPv4-mapped IPv6 address is its IPv4 address.
 */
export function limitSource(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped?.[1]) return mapped[1];
  if (isIP(ip) !== 6) return ip;
  const [head = '', tail = ''] = ip
    .toLowerCase()
    // A trailing dotted quad is the last two groups.
    .replace(/(\d+)\.(\d+)\.(\d+)\.(\d+)$/, (_all, a: string, b: string, c: string, d: string) =>
      [(Number(a) << 8) | Number(b), (Number(c) << 8) | Number(d)]
        .map((group) => group.toString(16))
        .join(':'),
    )
    .split('::');
  const headGroups = head ? head.split(':') : [];
  const tailGroups = tail ? tail.split(':') : [];
  const groups = ip.includes('::')
    ? [...headGroups, ...Array(8 - headGroups.length - tailGroups.length).fill('0'), ...tailGroups]
    : headGroups;
  return `${groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}
