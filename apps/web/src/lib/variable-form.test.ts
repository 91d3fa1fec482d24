import { describe, expect, it } from 'vitest';
import {
  emptyVariableForm,
  splitValues,
  toRunVariables,
  toVariableForm,
  toVariableInput,
  type ApiVariable,
} from './variable-form';

const api: ApiVariable = {
  id: 'v1',
  name: 'country',
  label: 'Country',
  type: 'QUERY',
  valueType: 'STRING',
  format: null,
  permission: 'EDITABLE',
  defaultValue: ['France', 'Spain'],
  expression: false,
  relVariableSubjects: null,
};

describe('variable form', () => {
  it('round-trips a query variable', () => {
    const form = toVariableForm(api);
    expect(form.values).toEqual(['France', 'Spain']);
    expect(toVariableInput(form)).toEqual({
      name: 'country',
      label: 'Country',
      type: 'QUERY',
      valueType: 'STRING',
      format: null,
      permission: 'EDITABLE',
      defaultValue: ['France', 'Spain'],
      expression: false,
      relVariableSubjects: null,
    });
  });

  it('sends an expression as the single default value', () => {
    const form = {
      ...emptyVariableForm(),
      name: 'd',
      valueType: 'DATE' as const,
      expression: true,
      expressionText: ' now() ',
    };
    expect(toVariableInput(form)).toMatchObject({
      defaultValue: ['now()'],
      expression: true,
      format: 'YYYY-MM-DD',
    });
    expect(toVariableForm({ ...api, expression: true, defaultValue: ['now()'] })).toMatchObject({
      expressionText: 'now()',
      values: [],
    });
  });

  it('maps values per role or member of permission variables', () => {
    const form = {
      ...emptyVariableForm(),
      name: 'region',
      type: 'PERMISSION' as const,
      rels: [
        { subjectType: 'ROLE' as const, subjectId: 'r1', value: [' North ', ''], useDefaultValue: false },
        { id: 'x', subjectType: 'USER' as const, subjectId: 'u1', value: ['ignored'], useDefaultValue: true },
      ],
    };
    expect(toVariableInput(form).relVariableSubjects).toEqual([
      { subjectType: 'ROLE', subjectId: 'r1', value: ['North'], useDefaultValue: false },
      { id: 'x', subjectType: 'USER', subjectId: 'u1', value: null, useDefaultValue: true },
    ]);
    expect(toVariableInput(form).defaultValue).toBeNull();
  });

  it('turns variables into executeTest variables and splits values', () => {
    expect(toRunVariables([api])).toEqual([
      {
        name: 'country',
        type: 'QUERY',
        valueType: 'STRING',
        expression: false,
        defaultValue: ['France', 'Spain'],
      },
    ]);
    expect(splitValues('a, b\nc\n')).toEqual(['a', 'b', 'c']);
  });

  it('runs with a tried value instead of the default, but never replaces an expression', () => {
    expect(toRunVariables([api], { country: 'Peru, Chile' })[0]!.defaultValue).toEqual(['Peru', 'Chile']);
    expect(toRunVariables([api], { country: '  ' })[0]!.defaultValue).toEqual(['France', 'Spain']);
    const expression = { ...api, expression: true, defaultValue: ['now()'] };
    expect(toRunVariables([expression], { country: '1' })[0]!.defaultValue).toEqual(['now()']);
  });

  it('a draft of a view not saved yet runs like a saved variable', () => {
    const draft = toVariableInput({ ...toVariableForm(api), name: 'region' });
    expect(toRunVariables([draft])[0]).toMatchObject({ name: 'region', defaultValue: ['France', 'Spain'] });
  });
});
