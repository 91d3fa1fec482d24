import { z } from 'zod';
import { envelopeSchema } from '../../envelope';
import type { RestRoute } from '../../route';

type JsonSchema = {
  $ref?: string;
  $defs?: Record<string, JsonSchema>;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  prefixItems?: JsonSchema[];
  type?: string | string[];
  required?: string[];
};

const jsonType = (v: unknown) =>
  v === null ? 'null' : Array.isArray(v) ? 'array' : typeof v === 'number' ? 'number' : typeof v;

/** Whether a union branch can describe the value at all (its type, and an object's required keys). */
function fits(root: JsonSchema, raw: JsonSchema, value: unknown): boolean {
  const s = resolve(root, raw);
  const types = s.type === undefined ? null : [s.type].flat();
  const t = jsonType(value);
  if (types && !types.includes(t) && !(t === 'number' && types.includes('integer'))) return false;
  if (t === 'object' && s.required) return s.required.every((k) => k in (value as object));
  return true;
}

const documented = new WeakMap<RestRoute, JsonSchema>();
const pattern = new WeakMap<RestRoute, RegExp>();

/** The route that answers `method path` (below /api/v1): Hono runs the first declared one that matches. */
export function routeOf(routes: RestRoute[], method: string, path: string): RestRoute | undefined {
  const bare = path.split('?')[0]!.replace(/\/+$/, '') || '/';
  return routes.find((r) => {
    if (r.method !== method.toLowerCase()) return false;
    let re = pattern.get(r);
    if (!re) {
      const source = r.path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:[A-Za-z0-9_]+/g, '[^/]+');
      pattern.set(r, (re = new RegExp(`^${source}$`)));
    }
    return re.test(bare);
  });
}

/**
 * Why a successful JSON answer does not match its route's declared response (the envelope around the
 * route's `response` schema, as the OpenAPI document states it): zod's issues, and keys of object answers
 * that the schema does not declare (zod strips those silently, so the document would hide them). Empty
 * when it matches, or when no declared route answers this method and path.
 */
export function responseIssues(routes: RestRoute[], method: string, path: string, body: unknown): string[] {
  const r = routeOf(routes, method, path);
  if (!r) return [];
  const parsed = envelopeSchema(r.response).safeParse(body);
  const issues = parsed.success
    ? []
    : parsed.error.issues.map((i) => `${i.path.join('.') || '(answer)'}: ${i.message}`);
  let schema = documented.get(r);
  if (!schema) {
    schema = z.toJSONSchema(envelopeSchema(r.response), {
      io: 'output',
      unrepresentable: 'any',
    }) as JsonSchema;
    documented.set(r, schema);
  }
  issues.push(...undeclaredKeys(schema, schema, body, '').map((p) => `${p}: key not declared in the schema`));
  return issues;
}

/** Throws, naming the route and the issues, when a successful REST answer does not match its schema. */
export function assertResponseMatches(
  routes: RestRoute[],
  method: string,
  path: string,
  body: unknown,
): void {
  const issues = responseIssues(routes, method, path, body);
  if (!issues.length) return;
  const r = routeOf(routes, method, path)!;
  throw new Error(
    `${method.toUpperCase()} ${path} (route ${r.method.toUpperCase()} ${r.path}) answered outside its response schema:\n  ${issues.join('\n  ')}`,
  );
}

function resolve(root: JsonSchema, s: JsonSchema): JsonSchema {
  if (!s.$ref) return s;
  if (s.$ref === '#') return root;
  const name = s.$ref.replace(/^#\/\$defs\//, '');
  return root.$defs?.[name] ?? {};
}

function undeclaredKeys(root: JsonSchema, raw: JsonSchema, value: unknown, path: string): string[] {
  const s = resolve(root, raw);
  const options = s.anyOf ?? s.oneOf;
  if (options) {
    // The answer matched some branch (zod said so); report only when every branch has undeclared keys.
    const fitting = options.filter((o) => fits(root, o, value));
    const each = (fitting.length ? fitting : options).map((o) => undeclaredKeys(root, o, value, path));
    return each.reduce((best, x) => (x.length < best.length ? x : best));
  }
  const out = (s.allOf ?? []).flatMap((a) => undeclaredKeys(root, a, value, path));
  if (Array.isArray(value)) {
    value.forEach((v, i) => {
      const item = s.prefixItems?.[i] ?? s.items;
      if (item) out.push(...undeclaredKeys(root, item, v, `${path}[${i}]`));
    });
    return out;
  }
  if (value === null || typeof value !== 'object') return out;
  if (!s.properties && s.additionalProperties === undefined) return out;
  for (const [key, v] of Object.entries(value)) {
    const at = path ? `${path}.${key}` : key;
    const declared = s.properties?.[key];
    if (declared) out.push(...undeclaredKeys(root, declared, v, at));
    else if (s.additionalProperties === false) out.push(at);
    else if (typeof s.additionalProperties === 'object')
      out.push(...undeclaredKeys(root, s.additionalProperties, v, at));
  }
  return out;
}
