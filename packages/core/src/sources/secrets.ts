import { providerTemplate, sourceTypeSchema } from '@tessera/query';
import type { SecretBox } from '@tessera/auth';

/** What a masked secret looks like to clients; sending it back keeps the stored value. */
export const SECRET_MASK = '********';

type Config = Record<string, unknown>;

/** Names of the attributes flagged `encrypt` for a type, top-level and inside each `schemas[]` item. */
function secretKeys(type: string): { top: Set<string>; nested: Set<string> } {
  const known = sourceTypeSchema.safeParse(type);
  const template = known.success ? providerTemplate(known.data) : undefined;
  const top = new Set<string>();
  const nested = new Set<string>();
  for (const a of template?.attributes ?? []) {
    if (a.encrypt) top.add(a.name);
    for (const child of a.children ?? []) if (child.encrypt) nested.add(child.name);
  }
  return { top, nested };
}

async function mapSecrets(type: string, config: Config, fn: (value: string, previous: unknown) => Promise<unknown>, previous: Config = {}): Promise<Config> {
  const { top, nested } = secretKeys(type);
  const out: Config = { ...config };
  for (const k of top) if (typeof out[k] === 'string' && out[k] !== '') out[k] = await fn(out[k] as string, previous[k]);
  if (Array.isArray(out.schemas) && nested.size) {
    const prevItems = Array.isArray(previous.schemas) ? (previous.schemas as Config[]) : [];
    out.schemas = await Promise.all(
      (out.schemas as Config[]).map(async (item, i) => {
        if (!item || typeof item !== 'object') return item;
        const copy: Config = { ...item };
        const prevItem = prevItems.find((p) => p && p.tableName === item.tableName) ?? prevItems[i] ?? {};
        for (const k of nested) if (typeof copy[k] === 'string' && copy[k] !== '') copy[k] = await fn(copy[k] as string, prevItem[k]);
        return copy;
      }),
    );
  }
  return out;
}

/** Seals secret properties for storage; a masked value keeps the previously stored (sealed) one. */
export function sealConfig(box: SecretBox, type: string, config: Config, stored: Config = {}): Promise<Config> {
  return mapSecrets(type, config, async (value, prev) => (value === SECRET_MASK ? prev : box.isSealed(value) ? prev : box.encrypt(value)), stored);
}

/** Opens sealed properties for the engine. */
export function openConfig(box: SecretBox, type: string, config: Config): Promise<Config> {
  return mapSecrets(type, config, async (value) => (box.isSealed(value) ? box.decrypt(value) : value));
}

/** Replaces secret properties with the mask for answers to clients. */
export function maskConfig(type: string, config: Config): Promise<Config> {
  return mapSecrets(type, config, async () => SECRET_MASK);
}
