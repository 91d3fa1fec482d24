import { lookup as dnsLookup } from 'node:dns';
import { BlockList, isIP } from 'node:net';
import { QueryError } from '../../errors';

export interface HttpGuardOptions {
  /** Operator allow-list: `host` (any port) or `host:port`, e.g. `127.0.0.1:8080`, `[::1]:9000`, `api.internal`. */
  allowList?: string[];
  /** Largest response body accepted (default 50 MB). */
  maxBytes?: number;
  /** Whole-request time limit (default 30 s). */
  timeoutMs?: number;
  maxRedirects?: number;
}

const blocked = new BlockList();
for (const [net, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const)
  blocked.addSubnet(net, prefix, 'ipv4');
for (const [net, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['64:ff9b::', 96],
  ['100::', 64],
  ['2001:db8::', 32],
  ['2002::', 16],
  ['fc00::', 7],
  ['fe80::', 10],
  ['fec0::', 10],
  ['ff00::', 8],
] as const)
  blocked.addSubnet(net, prefix, 'ipv6');

/** Loopback, private, link-local, unspecified, multicast, reserved and IPv4-mapped addresses. */
export function isBlockedAddress(ip: string): boolean {
  const family = isIP(ip);
  if (family === 4) return blocked.check(ip, 'ipv4');
  // IPv4-mapped IPv6 (::ffff:a.b.c.d) is refused outright; it is not in the BlockList because
  // Node would then match every plain IPv4 address against it.
  if (family === 6) return blocked.check(ip, 'ipv6') || /^::ffff:/i.test(ip);
  return true;
}

/** The URL's host as written by WHATWG URL: decimal/octal/hex IPv4 forms are already normalised. */
export function hostOf(url: URL): { hostname: string; port: number } {
  const hostname = url.hostname.replace(/^\[|\]$/g, '').toLowerCase();
  const port = url.port ? Number(url.port) : url.protocol === 'https:' ? 443 : 80;
  return { hostname, port };
}

export function isAllowListed(url: URL, allowList: string[] = []): boolean {
  const { hostname, port } = hostOf(url);
  return allowList.some((entry) => {
    const m = /^(\[[^\]]+\]|[^:]+)(?::(\d+))?$/.exec(entry.trim().toLowerCase());
    if (!m) return false;
    const host = (m[1] as string).replace(/^\[|\]$/g, '');
    return host === hostname && (m[2] === undefined || Number(m[2]) === port);
  });
}

const refuse = (url: URL, address: string) =>
  new QueryError('SSRF_BLOCKED', `Requests to ${url.hostname} (${address}) are not allowed`, {
    host: url.hostname,
    address,
  });

/** Check a URL before connecting: scheme, and literal IP hosts (named hosts are checked at lookup). */
export function checkUrl(url: URL, options: HttpGuardOptions): void {
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new QueryError('SSRF_BLOCKED', `Only http and https URLs are allowed`, { protocol: url.protocol });
  }
  if (url.username || url.password)
    throw new QueryError('SOURCE_CONFIG_INVALID', 'Put credentials in username/password, not in the URL');
  if (isAllowListed(url, options.allowList)) return;
  const { hostname } = hostOf(url);
  if (isIP(hostname) && isBlockedAddress(hostname)) throw refuse(url, hostname);
  if (hostname === 'localhost' || hostname.endsWith('.localhost')) throw refuse(url, hostname);
}

type LookupCallback = (
  err: NodeJS.ErrnoException | null,
  address: string | { address: string; family: number }[],
  family?: number,
) => void;

/**
 * A `lookup` for http.request that refuses blocked addresses. The connection uses exactly the
 * address that was checked, so DNS rebinding between check and connect is impossible.
 */
export function guardedLookup(url: URL, options: HttpGuardOptions) {
  const allowed = isAllowListed(url, options.allowList);
  return (hostname: string, opts: { all?: boolean }, cb: LookupCallback) => {
    dnsLookup(hostname, { all: true }, (err, addresses) => {
      if (err) return cb(err, []);
      const bad = addresses.find((a) => isBlockedAddress(a.address));
      if (bad && !allowed) return cb(refuse(url, bad.address) as unknown as NodeJS.ErrnoException, []);
      if (opts.all) return cb(null, addresses);
      const first = addresses[0];
      if (!first) return cb(new Error(`No address for ${hostname}`) as NodeJS.ErrnoException, []);
      cb(null, first.address, first.family);
    });
  };
}
