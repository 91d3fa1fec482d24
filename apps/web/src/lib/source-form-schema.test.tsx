import { act, renderHook } from '@testing-library/react';
import { TRPCClientError } from '@trpc/client';
import type { ReactNode } from 'react';
import { get, type FieldError } from 'react-hook-form';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { applyServerError, fieldErrorText, useSchemaForm } from './forms';
import { changeLanguage, createI18n } from './i18n';
import { formAttributes, toFormValues, type SourceTemplate, type TemplateAttribute } from './source-form';
import { sourceFormSchema, type SourceFormValues } from './source-form-schema';

const a = (name: string, type: string, extra: Partial<TemplateAttribute> = {}): TemplateAttribute => ({
  name,
  displayName: name,
  type,
  required: false,
  encrypt: false,
  defaultValue: null,
  ...extra,
});

const jdbc: SourceTemplate = {
  type: 'JDBC',
  name: 'jdbc-data-provider',
  displayName: 'JDBC',
  attributes: [
    a('dbType', 'select', { required: true, options: ['POSTGRESQL'] }),
    a('url', 'string', { required: true }),
    a('syncInterval', 'number', { defaultValue: 60 }),
  ],
};
const http: SourceTemplate = {
  type: 'HTTP',
  name: 'http-data-provider',
  displayName: 'HTTP',
  attributes: [a('schemas', 'schema', { children: [a('tableName', 'string', { required: true })] })],
};

async function setup(template: SourceTemplate, values: Partial<SourceFormValues>, lng: 'en' | 'zh' = 'en') {
  const i18n = createI18n();
  await changeLanguage(i18n, lng);
  const attributes = formAttributes(template);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <I18nextProvider i18n={i18n}>{children}</I18nextProvider>
  );
  const defaultValues = { name: '', description: '', config: toFormValues(attributes, {}), ...values };
  const hook = renderHook(
    () => {
      const form = useSchemaForm(sourceFormSchema(attributes), { defaultValues });
      // Reading the errors in render subscribes to them, as a form component does.
      return { form, errors: form.formState.errors };
    },
    { wrapper },
  );
  const result = {
    get current() {
      return hook.result.current.form;
    },
  };
  const t = i18n.t.bind(i18n);
  const errorOf = (path: string, label: string) =>
    fieldErrorText(t, get(hook.result.current.errors, path) as FieldError | undefined, label);
  const submit = async () => {
    let sent: unknown = null;
    await act(() => result.current.handleSubmit((v) => void (sent = v))());
    return sent;
  };
  return { result, t, errorOf, submit };
}

describe('the source form schema', () => {
  it('asks for the name and the required template fields, in either language', async () => {
    const en = await setup(jdbc, {});
    expect(await en.submit()).toBeNull();
    expect(en.errorOf('name', 'Name')).toBe('Name is required');
    expect(en.errorOf('config.url', 'URL')).toBe('URL is required');
    expect(en.errorOf('config.dbType', 'Database')).toBe('Database is required');
    const zh = await setup(jdbc, {}, 'zh');
    await zh.submit();
    expect(zh.errorOf('config.url', 'URL')).toBe('URL不能为空');
  });

  it('checks numbers, unique keys and nested tables by path', async () => {
    const { result, errorOf, submit } = await setup(http, {});
    act(() => result.current.setValue('config.schemas' as 'config', [{ tableName: ' ' }] as never));
    await submit();
    expect(errorOf('config.schemas.0.tableName', 'Table')).toBe('Table is required');

    const j = await setup(jdbc, {
      name: 'pg',
      config: {
        dbType: 'POSTGRESQL',
        url: 'jdbc:postgresql://h/db',
        syncInterval: 'abc',
        properties: [
          { key: 'a', value: '1' },
          { key: 'a ', value: '2' },
        ],
      },
    });
    expect(await j.submit()).toBeNull();
    expect(j.errorOf('config.syncInterval', 'Sync interval')).toBe('Sync interval must be a number');
    expect(j.errorOf('config.properties', 'Properties')).toBe('Keys must be unique (a appears twice)');
  });

  it('submits the server rules: the name trimmed, an empty description as null, text as typed', async () => {
    const { submit } = await setup(jdbc, {
      name: '  Warehouse ',
      config: { dbType: 'POSTGRESQL', url: ' jdbc:postgresql://h/db', syncInterval: '30', properties: [] },
    });
    expect(await submit()).toMatchObject({
      name: 'Warehouse',
      description: null,
      config: { url: ' jdbc:postgresql://h/db', syncInterval: '30' },
    });
  });

  it('puts a failed server check under its field, the test door’s `properties` as the form’s `config`', async () => {
    const { result, t, errorOf } = await setup(jdbc, { name: 'pg' });
    const failed = (code: string, fields: object[]) =>
      Object.assign(new TRPCClientError<never>(code), { data: { appError: { code, params: {}, fields } } });
    act(() => {
      const e = failed('INVALID_INPUT', [{ path: 'properties.url', message: 'required', params: {} }]);
      const placed = applyServerError(result.current, e, t, {
        pathOf: (p) => p.replace(/^properties\./, 'config.'),
        labelOf: () => 'URL',
      });
      expect(placed).toBe(true);
    });
    expect(errorOf('config.url', 'URL')).toBe('URL is required');
    act(() => void applyServerError(result.current, failed('NAME_EXISTS', []), t));
    expect(errorOf('name', 'Name')).toBe('Name already exists!');
  });
});
