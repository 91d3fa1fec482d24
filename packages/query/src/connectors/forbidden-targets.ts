import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import { QueryError } from '../errors';

/** `host:port/database` (database optional) of systems a source must never reach, e.g. Tessera's metadata DB. */
export interface ForbiddenTarget {
  host: string;
  port: number;
  database?: string;
}

export function parseForbiddenTarget(spec: string): ForbiddenTarget {
  const m = /^(\[[^\]]+\]|[^:/]+)(?::(\d+))?(?:\/(.+))?$/.exec(spec.trim());
  if (!m) throw new QueryError('SOURCE_CONFIG_INVALID', `Bad forbidden target ${spec}`);
  return { host: (m[1] as string).replace(/^\[|\]$/g, ''), port: Number(m[2] ?? 5432), database: m[3] };
}

const isLoopback = (ip: string) =>
  ip === '::1' || ip.startsWith('127.') || ip === '0.0.0.0' || ip === '::' || ip.startsWith('::ffff:127.');

async function addresses(host: string): Promise<string[]> {
  if (isIP(host)) return [host.toLowerCase()];
  try {
    return (await lookup(host, { all: true })).map((a) => a.address.toLowerCase());
  } catch {
    return [host.toLowerCase()];
  }
}

/** Refuse a source whose host (after DNS), port and database match a forbidden target. */
export async function assertNotForbidden(
  host: string,
  port: number,
  database: string,
  targets: (ForbiddenTarget | string)[],
): Promise<void> {
  if (targets.length === 0) return;
  const mine = await addresses(host);
  for (const raw of targets) {
    const t = typeof raw === 'string' ? parseForbiddenTarget(raw) : raw;
    if (t.port !== port) continue;
    if (t.database !== undefined && t.database.toLowerCase() !== database.toLowerCase()) continue;
    const theirs = await addresses(t.host);
    const same = mine.some((a) => theirs.includes(a) || (isLoopback(a) && theirs.some(isLoopback)));
    if (same)
      throw new QueryError(
        'SOURCE_FORBIDDEN',
        'This source points at a database the application itself uses',
        { host, port },
      );
  }
}
