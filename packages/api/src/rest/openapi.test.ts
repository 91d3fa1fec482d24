import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { restRoutes } from './index';

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
