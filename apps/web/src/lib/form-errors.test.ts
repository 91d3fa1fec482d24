import { get } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { valueAt } from './form-errors';

describe('valueAt', () => {
  const values = { name: 'n', rels: [{ value: ['a'] }, { value: null }], nested: { deep: { x: 0 } } };

  it("reads a path the way react-hook-form's get does", () => {
    for (const path of [
      'name',
      'rels.0.value',
      'rels[0].value',
      'rels.1.value',
      'nested.deep.x',
      'missing',
      'name.length.x',
      'rels.5.value',
    ])
      expect(valueAt(values, path), path).toEqual(get(values, path));
  });

  it('answers undefined below a value that holds nothing', () => {
    expect(valueAt(values, 'rels.1.value.0')).toBeUndefined();
    expect(valueAt(null, 'a')).toBeUndefined();
  });
});
