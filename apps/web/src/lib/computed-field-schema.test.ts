import { describe, expect, it } from 'vitest';
import { computedFieldFormSchema } from './computed-field-schema';
import { syncModel, upsertComputedField } from './view-model';

const model = upsertComputedField(syncModel(null, [{ name: ['city'], type: 'VARCHAR' }]), {
  name: 'up',
  expression: 'UPPER([city])',
  type: 'STRING',
  category: 'computedField',
});
const issues = (r: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  r.error?.issues.map((i) => [i.path.join('.'), i.message]);

describe('the computed field form', () => {
  it('submits the field trimmed', () => {
    expect(
      computedFieldFormSchema(model, undefined).parse({
        name: ' low ',
        type: 'STRING',
        expression: ' LOWER([city]) ',
      }),
    ).toEqual({ name: 'low', expression: 'LOWER([city])', type: 'STRING', category: 'computedField' });
  });

  it('asks for a name free among the columns and the other fields, without brackets, and an expression', () => {
    const schema = computedFieldFormSchema(model, undefined);
    expect(issues(schema.safeParse({ name: ' ', type: 'STRING', expression: '' }))).toEqual([
      ['name', 'required'],
      ['expression', 'required'],
    ]);
    expect(issues(schema.safeParse({ name: 'CITY', type: 'STRING', expression: 'x' }))).toEqual([
      ['name', 'duplicateName'],
    ]);
    expect(issues(schema.safeParse({ name: 'Up', type: 'STRING', expression: 'x' }))).toEqual([
      ['name', 'duplicateName'],
    ]);
    expect(issues(schema.safeParse({ name: 'a[b]', type: 'STRING', expression: 'x' }))).toEqual([
      ['name', 'noBrackets'],
    ]);
    // Editing the field keeps its own name.
    expect(
      computedFieldFormSchema(model, 0).safeParse({ name: 'up', type: 'NUMERIC', expression: 'x' }).success,
    ).toBe(true);
  });
});
