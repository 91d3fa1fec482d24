import type { RestRoute } from '@tessera/api';

/**
 * The authorisation matrix decides which operations act inside an organisation from the operation
 * itself, never from a mark its author chose to add: an operation is org-scoped when its path or
 * its input (at any depth) names an organisation or an item id (`orgId`, `id`, `ids`, `…Id`, `…Ids`).
 * Account namespaces are the exception: there an id names the caller's own record (a user setting,
 * their avatar) unless it is an `orgId`.
 */
export type Scope = 'org' | 'account';

export interface Operation {
  door: 'REST' | 'tRPC';
  /** `GET /orgs/:orgId` or `org.byId`: how the matrix cases name it. */
  name: string;
  namespace: string;
  idKeys: string[];
}

/** REST path prefixes and tRPC routers that act on the caller's own account. */
const ACCOUNT_NAMESPACES = new Set([
  'sys',
  'tpa',
  'users',
  'settings/user',
  'files/user',
  'system',
  'auth',
  'user',
]);

const isIdKey = (k: string) => k === 'id' || k === 'ids' || /[a-z]Ids?$/.test(k);

interface ZodLike {
  _zod?: { def: Record<string, unknown> & { type: string } };
}

/** Every property name of an input schema, through objects, arrays, unions, pipes and wrappers. */
export function inputKeys(schema: unknown, seen = new Set<unknown>()): string[] {
  const def = (schema as ZodLike | undefined)?._zod?.def;
  if (!def || seen.has(schema)) return [];
  seen.add(schema);
  const walk = (s: unknown) => inputKeys(s, seen);
  switch (def.type) {
    case 'object': {
      const shape = def.shape as Record<string, unknown>;
      return [...Object.keys(shape), ...Object.values(shape).flatMap(walk)];
    }
    case 'array':
      return walk(def.element);
    case 'union':
      return (def.options as unknown[]).flatMap(walk);
    case 'intersection':
      return [...walk(def.left), ...walk(def.right)];
    case 'pipe':
      return [...walk(def.in), ...walk(def.out)];
    case 'record':
      return walk(def.valueType);
    case 'lazy':
      return walk((def.getter as () => unknown)());
    default:
      return 'innerType' in def ? walk(def.innerType) : [];
  }
}

export function restOperation(r: RestRoute): Operation {
  const segments = r.path.split('/').filter(Boolean);
  const first = segments[0] ?? '';
  const namespace = first === 'settings' || first === 'files' ? `${first}/${segments[1] ?? ''}` : first;
  const params = segments.filter((s) => s.startsWith(':')).map((s) => s.slice(1));
  const keys = [...params, ...inputKeys(r.query), ...(r.body === 'multipart' ? [] : inputKeys(r.body))];
  return {
    door: 'REST',
    name: `${r.method.toUpperCase()} ${r.path}`,
    namespace,
    idKeys: [...new Set(keys.filter(isIdKey))],
  };
}

export function trpcOperation(name: string, inputs: unknown[]): Operation {
  // The settings router serves both the caller's own settings (…User) and the organisation's.
  const router = name.split('.')[0] ?? '';
  const namespace = router === 'settings' && /user$/i.test(name) ? 'settings/user' : router;
  return {
    door: 'tRPC',
    name,
    namespace,
    idKeys: [...new Set(inputs.flatMap((s) => inputKeys(s)).filter(isIdKey))],
  };
}

export function scopeOf(op: Operation): Scope {
  const ids = ACCOUNT_NAMESPACES.has(op.namespace) ? op.idKeys.filter((k) => k === 'orgId') : op.idKeys;
  return ids.length ? 'org' : 'account';
}
