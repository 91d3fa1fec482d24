import { describe, expect, it } from 'vitest';
import { referenceAreaReversed, referenceAreaSchema } from './reference.schemas';

describe('reference areas (spec §9: start < end)', () => {
  it('refuses two constant ends that do not go up, under the end, with the catalogue key', () => {
    for (const [from, to] of [
      [10, 5],
      [5, 5],
    ] as const) {
      const area = { from: { value: from }, to: { value: to } };
      expect(referenceAreaReversed(area)).toBe(true);
      const parsed = referenceAreaSchema.safeParse(area);
      expect(parsed.success).toBe(false);
      expect(parsed.error?.issues[0]).toMatchObject({ path: ['to'], message: 'referenceAreaOrder' });
    }
  });

  it('accepts an area that goes up, and one with a statistic at an end (known only once drawn)', () => {
    for (const area of [
      { from: { value: 1 }, to: { value: 2 } },
      { from: { value: 100 }, to: { aggregate: 'AVG' as const } },
    ]) {
      expect(referenceAreaReversed(area)).toBe(false);
      expect(referenceAreaSchema.safeParse(area).success).toBe(true);
    }
  });
});
