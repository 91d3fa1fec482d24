import { describe, expect, it } from 'vitest';
import { sizeFormSchema } from './size-form-schema';

describe('the size range form', () => {
  it('submits Datart’s size (the largest) and sizeMin', () => {
    expect(sizeFormSchema.parse({ min: '4', max: '40' })).toEqual({ size: 40, sizeMin: 4 });
    expect(sizeFormSchema.parse({ min: '0', max: '200' })).toEqual({ size: 200, sizeMin: 0 });
  });
  it('refuses sizes out of 0–200, a smallest above the largest, or a missing number, under the smallest', () => {
    for (const [min, max] of [
      ['-1', '10'],
      ['5', '201'],
      ['20', '10'],
      ['1', '0'],
      ['', '10'],
      ['a', '10'],
    ]) {
      const r = sizeFormSchema.safeParse({ min, max });
      expect(r.success).toBe(false);
      expect(r.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([['min', 'sizeRange']]);
    }
  });
});
