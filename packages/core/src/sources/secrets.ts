import { parseJdbcConfig, providerTemplate, sourceTypeSchema } from '@tessera/query';
import type { SecretBox } from '@tessera/auth';
import { AppError } from '../errors';

/** What a masked secret looks like to clients; sending it back keeps the stored value (same target only). */
export const SECRET_MASK = '********';

type Config = Record<string, unknown>;

/**
 * Where a type keeps secrets, from its provider template: attributes flagged `encrypt` (top level and
 * inside each `schemas[]` item), and key/value attributes (`object`, e.g. an HTTP source's headers and
 * query parameters) whose every value is a secret, since that is where API keys and Authorization go.
 */
function secretKeys(type: string): { top: Set<string>; nested: Set<string>; nestedMaps: Set<string> } {
  const known = sourceTypeSchema.safeParse(type);
  const template = known.success ? providerTemplate(known.data) : undefined;
  const top = new Set<string>();
  const nested = new Set<string>();
  const nestedMaps = new Set<string>();
  for (const a of template?.attributes ?? []) {
    if (a.encrypt) top.add(a.name);
    for (const child of a.children ?? []) {
      if (child.encrypt) nested.add(child.name);
      else if (child.type === 'object') nestedMaps.add(child.name);
    }
  }
  return { top, nested, nestedMaps };
}

type Visit = (
  value: string,
  previous: unknown,
  where: { field: string; item: Config | null; prevItem: Config | null },
) => Promise<unknown>;

const isObject = (v: unknown): v is Config => !!v && typeof v === 'object' && !Array.isArray(v);

async function mapSecrets(type: string, config: Config, fn: Visit, previous: Config = {}): Promise<Config> {
  const { top, nested, nestedMaps } = secretKeys(type);
  const out: Config = { ...config };
  for (const k of top)
    if (typeof out[k] === 'string' && out[k] !== '')
      out[k] = await fn(out[k] as string, previous[k], { field: k, item: null, prevItem: null });
  if (Array.isArray(out.schemas) && (nested.size || nestedMaps.size)) {
    const prevItems = Array.isArray(previous.schemas) ? (previous.schemas as Config[]) : [];
    out.schemas = await Promise.all(
      (out.schemas as Config[]).map(async (item, i) => {
        if (!isObject(item)) return item;
        const copy: Config = { ...item };
        const prevItem =
          prevItems.find((p) => isObject(p) && p.tableName === item.tableName) ?? prevItems[i] ?? {};
        const where = (field: string) => ({ field, item, prevItem: isObject(prevItem) ? prevItem : null });
        for (const k of nested)
          if (typeof copy[k] === 'string' && copy[k] !== '')
            copy[k] = await fn(copy[k] as string, prevItem[k], where(k));
        for (const m of nestedMaps) {
          if (!isObject(copy[m])) continue;
          const prevMap = isObject(prevItem[m]) ? (prevItem[m] as Config) : {};
          const map: Config = {};
          for (const [key, value] of Object.entries(copy[m] as Config)) {
            map[key] =
              typeof value === 'string' && value !== ''
                ? await fn(value, prevMap[key], where(`${m}.${key}`))
                : value;
          }
          copy[m] = map;
        }
        return copy;
      }),
    );
  }
  return out;
}

/** Who a JDBC source's password is for: host, port, user and database from its URL (case-insensitive host). */
function jdbcTarget(config: Config): string | null {
  try {
    const c = parseJdbcConfig(config);
    return JSON.stringify([c.kind, c.host.toLowerCase(), c.port, c.database, c.user]);
  } catch {
    return null;
  }
}

/** Who an HTTP table's secrets are for: the origin (scheme, host, port) of its URL and its basic-auth user. */
function httpTarget(item: Config | null): string | null {
  if (!item || typeof item.url !== 'string') return null;
  try {
    return JSON.stringify([new URL(item.url).origin, item.username ?? '']);
  } catch {
    return null;
  }
}

export interface SealOptions {
  /** The stored config of the same source (after checking MANAGE on it), or nothing for a new one. */
  stored?: Config;
}

/**
 * Seals secret properties for storage. A masked (or already sealed) value means "keep the stored
 * one", which is allowed only when the stored config is the same source's and still points at the same
 * target: host, port, user and database for JDBC, origin and user for an HTTP table. Otherwise the
 * person must type the secret again (SECRET_REENTER), so a stored secret is never sent to a host of
 * the caller's choosing.
 */
export function sealConfig(
  box: SecretBox,
  type: string,
  config: Config,
  opts: SealOptions = {},
): Promise<Config> {
  const stored = opts.stored ?? {};
  return mapSecrets(
    type,
    config,
    async (value, prev, where) => {
      if (value !== SECRET_MASK && !box.isSealed(value)) return box.encrypt(value);
      const same = where.item
        ? httpTarget(where.item) !== null && httpTarget(where.item) === httpTarget(where.prevItem)
        : jdbcTarget(config) !== null && jdbcTarget(config) === jdbcTarget(stored);
      if (typeof prev !== 'string' || prev === '' || !same)
        throw new AppError('SECRET_REENTER', { field: where.field });
      return box.isSealed(prev) ? prev : box.encrypt(prev);
    },
    stored,
  );
}

/** Opens sealed properties for the engine (values stored before they were secrets pass through). */
export function openConfig(box: SecretBox, type: string, config: Config): Promise<Config> {
  return mapSecrets(type, config, async (value) => (box.isSealed(value) ? box.decrypt(value) : value));
}

/** Replaces secret properties with the mask for answers to clients. */
export function maskConfig(type: string, config: Config): Promise<Config> {
  return mapSecrets(type, config, async () => SECRET_MASK);
}
