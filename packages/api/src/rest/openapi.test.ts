import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { buildOpenApi, restRoutes } from './index';

/** A schema that says nothing about an answer: unknown itself, or a list of unknowns. */
const saysNothing = (schema: z.ZodType): boolean =>
  schema instanceof z.ZodUnknown ||
  schema instanceof z.ZodAny ||
  (schema instanceof z.ZodArray && saysNothing(schema.element as z.ZodType));

describe('the REST routes’ documented answers', () => {
  it('describe a shape on every JSON route (no unknown answer, no list of unknowns)', () => {
    const vague = restRoutes
      .filter((r) => saysNothing(r.response))
      .map((r) => `${r.method.toUpperCase()} ${r.path}`);
    expect(restRoutes.length).toBeGreaterThan(100);
    expect(vague).toEqual([]);
  });
});

describe('the OpenAPI document', () => {
  it('resolves every $ref inside itself (a recursive schema’s definitions are components)', () => {
    const doc = buildOpenApi(restRoutes, 'v1');
    const refs = [...JSON.stringify(doc).matchAll(/"\$ref":"([^"]*)"/g)].map((m) => m[1]!);
    expect(refs.length).toBeGreaterThan(0);
    const at = (ref: string) =>
      ref
        .replace(/^#\//, '')
        .split('/')
        .reduce<unknown>((v, k) => (v as Record<string, unknown> | undefined)?.[k], doc);
    expect(refs.filter((r) => !r.startsWith('#/components/schemas/') || at(r) === undefined)).toEqual([]);
    expect(JSON.stringify(doc)).not.toContain('"$defs"');
  });
});
