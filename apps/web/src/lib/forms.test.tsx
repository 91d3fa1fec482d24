import { accountsSchemas, orgsSchemas } from '@tessera/core/schemas';
import { act, renderHook } from '@testing-library/react';
import { TRPCClientError } from '@trpc/client';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { applyServerError, useFieldErrors, useSchemaForm } from './forms';
import { changeLanguage, createI18n } from './i18n';
import { RestError } from './app-error';

function serverError(code: string, fields: { path: string; message: string; params?: object }[] = []) {
  const e = new TRPCClientError<never>(code);
  Object.assign(e, { data: { appError: { code, params: {}, fields } } });
  return e;
}

const passwordForm = accountsSchemas.changePasswordInputSchema;
const orgForm = orgsSchemas.createOrgInputSchema;

async function setup<S extends z.ZodType<unknown, Record<string, unknown>>>(
  schema: S,
  defaultValues: Record<string, unknown>,
  lng: 'en' | 'zh' = 'en',
) {
  const i18n = createI18n();
  await changeLanguage(i18n, lng);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <I18nextProvider i18n={i18n}>{children}</I18nextProvider>
  );
  const hook = renderHook(
    () => {
      const form = useSchemaForm(schema, { defaultValues: defaultValues as never });
      return { form, errorOf: useFieldErrors(form.formState.errors) };
    },
    { wrapper },
  );
  return { ...hook, t: i18n.t.bind(i18n) };
}

describe('forms on the server schemas', () => {
  it('renders the schema messages with the field label, in either language', async () => {
    const en = await setup(passwordForm, { oldPassword: '', newPassword: '123', confirmPassword: '1234' });
    await act(() => en.result.current.form.handleSubmit(() => undefined)());
    expect(en.result.current.errorOf('oldPassword', 'fields:oldPassword')).toBe(
      'Current password is required',
    );
    expect(en.result.current.errorOf('newPassword', 'fields:newPassword')).toBe(
      'Password must be 6-20 characters',
    );
    const zh = await setup(
      passwordForm,
      { oldPassword: 'x', newPassword: 'secret1', confirmPassword: 'other1' },
      'zh',
    );
    await act(() => zh.result.current.form.handleSubmit(() => undefined)());
    expect(zh.result.current.errorOf('confirmPassword', 'fields:confirmPassword')).toBe(
      '两次输入的密码不一致',
    );
  });

  it('keeps the limit of a too-long value for its message', async () => {
    const { result } = await setup(orgForm, { name: 'x'.repeat(129), description: '' });
    await act(() => result.current.form.handleSubmit(() => undefined)());
    expect(result.current.errorOf('name', 'orgs:fields.name')).toMatch(/at most 128 characters/);
  });

  it('submits the parsed values (trimmed, empty text as null)', async () => {
    const { result } = await setup(orgForm, { name: '  Acme  ', description: '' });
    let sent: unknown;
    await act(() => result.current.form.handleSubmit((v) => void (sent = v))());
    expect(sent).toEqual({ name: 'Acme', description: null });
  });
});

describe('applyServerError', () => {
  it('puts zod issues and field codes of the server under their fields', async () => {
    const { result, t } = await setup(passwordForm, {
      oldPassword: 'a',
      newPassword: 'b',
      confirmPassword: 'c',
    });
    act(() => {
      expect(applyServerError(result.current.form, serverError('WRONG_PASSWORD'), t)).toBe(true);
    });
    expect(result.current.errorOf('oldPassword', 'fields:oldPassword')).toBe('The current password is wrong');
    act(() => {
      const e = serverError('INVALID_INPUT', [{ path: 'user.newPassword', message: 'passwordLength' }]);
      expect(applyServerError(result.current.form, e, t)).toBe(true);
    });
    expect(result.current.errorOf('newPassword', 'fields:newPassword')).toBe(
      'Password must be 6-20 characters',
    );
  });

  it('names a field as the form labels it: a reference by what it points at, in either language', async () => {
    const sourceForm = z.object({ name: z.string(), sourceId: z.string() });
    for (const [lng, text] of [
      ['en', 'Source is required'],
      ['zh', '数据源不能为空'],
    ] as const) {
      const { result, t } = await setup(sourceForm, { name: 'Sales', sourceId: '' }, lng);
      act(() => {
        const e = serverError('INVALID_INPUT', [{ path: 'sourceId', message: 'required' }]);
        expect(applyServerError(result.current.form, e, t)).toBe(true);
      });
      expect(result.current.errorOf('sourceId', 'fields:source')).toBe(text);
    }
  });

  it('reads REST errors too, and answers false for errors that belong to no field', async () => {
    const { result, t } = await setup(orgForm, { name: 'a', description: '' });
    const rest = new RestError('Name already exists!', 400, { code: 'NAME_EXISTS', params: {}, fields: [] });
    act(() => void expect(applyServerError(result.current.form, rest, t)).toBe(true));
    expect(result.current.errorOf('name', 'orgs:fields.name')).toBe('Name already exists!');
    act(() => {
      expect(applyServerError(result.current.form, serverError('FORBIDDEN'), t)).toBe(false);
      expect(applyServerError(result.current.form, new Error('offline'), t)).toBe(false);
    });
  });

  it('leaves alone what the server placed elsewhere: paths the form disowns, and their code', async () => {
    const { result, t } = await setup(orgForm, { name: 'a', description: '' });
    // A variable saved with a view clashes: its name is not the view's, though both end in `name`.
    const clash = serverError('NAME_EXISTS', [{ path: 'variablesToCreate.0.name', message: 'nameExists' }]);
    const ownOnly = { pathOf: (p: string) => (p === 'name' ? p : null) };
    act(() => void expect(applyServerError(result.current.form, clash, t, ownOnly)).toBe(false));
    expect(result.current.errorOf('name', 'orgs:fields.name')).toBeUndefined();
    // Without the form saying so, the last segment still finds the field (a form holding part of the input).
    act(() => void expect(applyServerError(result.current.form, clash, t)).toBe(true));
    expect(result.current.errorOf('name', 'orgs:fields.name')).toBe('Name already exists!');
  });
});
