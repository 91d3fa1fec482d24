import { act, renderHook } from '@testing-library/react';
import { TRPCClientError } from '@trpc/client';
import type { ReactNode } from 'react';
import { get, type FieldError } from 'react-hook-form';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { applyServerError, fieldErrorText, useSchemaForm } from './forms';
import { changeLanguage, createI18n } from './i18n';
import { toVariableInput, type ApiVariable } from './variable-form';
import {
  toVariableFormValues,
  variableFieldOf,
  variableFormSchema,
  type VariableFormValues,
} from './variable-form-schema';

const saved: ApiVariable = {
  id: 'v1',
  name: 'region',
  label: null,
  type: 'PERMISSION',
  valueType: 'STRING',
  format: null,
  permission: 'EDITABLE',
  defaultValue: ['North'],
  expression: false,
  relVariableSubjects: [
    { id: 'r', subjectType: 'ROLE', subjectId: 'role1', value: ['East', 'West'], useDefaultValue: false },
  ],
};

async function setup(values: Partial<VariableFormValues>, lng: 'en' | 'zh' = 'en') {
  const i18n = createI18n();
  await changeLanguage(i18n, lng);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <I18nextProvider i18n={i18n}>{children}</I18nextProvider>
  );
  const defaultValues = { ...toVariableFormValues(null), ...values };
  const hook = renderHook(
    () => {
      const form = useSchemaForm(variableFormSchema, { defaultValues });
      // Reading the state in render subscribes to it, as the dialog does.
      return { form, errors: form.formState.errors, dirty: form.formState.isDirty };
    },
    { wrapper },
  );
  const t = i18n.t.bind(i18n);
  const errorOf = (path: string, label: string) =>
    fieldErrorText(t, get(hook.result.current.errors, path) as FieldError | undefined, label);
  const submit = async () => {
    let sent: unknown = null;
    await act(() => hook.result.current.form.handleSubmit((v) => void (sent = v))());
    return sent;
  };
  return { form: () => hook.result.current.form, dirty: () => hook.result.current.dirty, t, errorOf, submit };
}

describe('the variable form schema', () => {
  it('asks for a name, in either language', async () => {
    const en = await setup({ name: '  ' });
    expect(await en.submit()).toBeNull();
    expect(en.errorOf('name', 'Name')).toBe('Name is required');
    const zh = await setup({}, 'zh');
    await zh.submit();
    expect(zh.errorOf('name', '名称')).toBe('名称不能为空');
  });

  it('takes the server’s rule for names: letters, digits and underscores, not starting with a digit', async () => {
    for (const name of ['1x', 'a b', 'a$', 'x-y']) {
      const { submit, errorOf } = await setup({ name });
      expect(await submit()).toBeNull();
      expect(errorOf('name', 'Name')).toBe(
        'Name may contain letters, digits and underscores only, and may not start with a digit',
      );
    }
    for (const name of ['ok_1', '_x', '国家', ' country ']) {
      const { submit } = await setup({ name });
      expect(await submit()).toMatchObject({ name: name.trim() });
    }
    const long = await setup({ name: 'a'.repeat(129) });
    await long.submit();
    expect(long.errorOf('name', 'Name')).toBe('Name must be at most 128 characters');
  });

  it('checks the default values of a NUMERIC variable, one per line', async () => {
    const bad = await setup({ name: 'n', valueType: 'NUMERIC', valuesText: '1\nx\n' });
    expect(await bad.submit()).toBeNull();
    expect(bad.errorOf('valuesText', 'Default value(s)')).toBe('Default value(s) must be a number');
    const good = await setup({ name: 'n', valueType: 'NUMERIC', valuesText: ' 1\n\n2.5 ' });
    expect(await good.submit()).toMatchObject({ values: ['1', '2.5'] });
    // Text is any value of a STRING variable; an expression's values are not checked as numbers.
    expect(await (await setup({ name: 's', valuesText: 'x' })).submit()).toMatchObject({ values: ['x'] });
    const expr = await setup({ name: 'e', valueType: 'NUMERIC', expression: true, expressionText: '1+1' });
    expect(await expr.submit()).toMatchObject({ expression: true, expressionText: '1+1' });
  });

  it('requires the SQL of an expression', async () => {
    const { submit, errorOf } = await setup({ name: 'd', expression: true, expressionText: ' ' });
    expect(await submit()).toBeNull();
    expect(errorOf('expressionText', 'Expression')).toBe('Expression is required');
  });

  it('submits a VariableForm that toVariableInput sends as the server expects', async () => {
    const { submit } = await setup(toVariableFormValues(saved));
    const sent = await submit();
    expect(toVariableInput(sent as never)).toEqual({
      name: 'region',
      label: null,
      type: 'PERMISSION',
      valueType: 'STRING',
      format: null,
      permission: 'EDITABLE',
      defaultValue: ['North'],
      expression: false,
      relVariableSubjects: [
        { id: 'r', subjectType: 'ROLE', subjectId: 'role1', value: ['East', 'West'], useDefaultValue: false },
      ],
    });
  });

  it('keeps per-subject values as typed until submitted', async () => {
    expect(toVariableFormValues(saved).rels[0]!.valueText).toBe('East, West');
    const { form, dirty, submit } = await setup(toVariableFormValues(saved));
    expect(dirty()).toBe(false);
    act(() => form().setValue('rels.0.valueText', 'East,', { shouldDirty: true }));
    expect(form().getValues('rels.0.valueText')).toBe('East,');
    expect(dirty()).toBe(true);
    expect(await submit()).toMatchObject({ rels: [{ value: ['East'] }] });
  });

  it('puts a duplicate name and a server check of the default values under their fields', async () => {
    const { form, t, errorOf } = await setup({ name: 'country' });
    const failed = (code: string, fields: object[]) =>
      Object.assign(new TRPCClientError<never>(code), { data: { appError: { code, params: {}, fields } } });
    act(() => void applyServerError(form(), failed('NAME_EXISTS', []), t));
    expect(errorOf('name', 'Name')).toBe('Name already exists!');
    act(() => {
      const placed = applyServerError(
        form(),
        failed('INVALID_INPUT', [{ path: '0.defaultValue', message: 'invalid', params: {} }]),
        t,
        { pathOf: (p) => variableFieldOf(p, false), labelOf: () => 'Default value(s)' },
      );
      expect(placed).toBe(true);
    });
    expect(errorOf('valuesText', 'Default value(s)')).toBe('Default value(s) is invalid');
    expect(variableFieldOf('defaultValue.0', true)).toBe('expressionText');
    expect(variableFieldOf('0.name', false)).toBe('name');
  });
});
