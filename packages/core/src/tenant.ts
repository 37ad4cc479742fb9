import { DEFAULT_TENANT } from './constants';

const IGNORED_LABELS = new Set(['www', 'tool']);
const IPV4 = /^\d{1,3}(\.\d{1,3}){3}$/;

function stripPort(host: string): string {
  if (host.startsWith('[')) return host.slice(0, host.indexOf(']') + 1);
  const colon = host.lastIndexOf(':');
  // More than one colon and no brackets: a bare IPv6 address, no port to strip.
  if (colon === -1 || host.indexOf(':') !== colon) return host;
  return host.slice(0, colon);
}

/**
 * The tenant a host name belongs to: its first label, unless that is `www` or
 * `tool`. Hosts with fewer than three labels (localhost, example.ie) and IP
 * addresses belong to the default tenant.
 */
export function tenantFromHost(host: string): string {
  const name = stripPort(host.trim().toLowerCase()).replace(/\.$/, '');
  if (name.includes(':') || IPV4.test(name)) return DEFAULT_TENANT;
  const labels = name.split('.');
  const first = labels[0];
  if (labels.length < 3 || first === undefined || first === '' || IGNORED_LABELS.has(first)) {
    return DEFAULT_TENANT;
  }
  return first;
}
