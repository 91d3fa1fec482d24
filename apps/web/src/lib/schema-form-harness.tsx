import { act, renderHook } from '@testing-library/react';
import { TRPCClientError } from '@trpc/client';
import type { Language } from '@tessera/i18n';
import type { i18n } from 'i18next';
import type { ReactNode } from 'react';
import { get, type FieldError, type FieldValues } from 'react-hook-form';
import { I18nextProvider } from 'react-i18next';
import type { z } from 'zod';
import type { AppErrorData } from './app-error';
import { fieldErrorText, useSchemaForm } from './forms';
import { changeLanguage, createI18n } from './i18n';

/** The language of the form, and how its section's texts are added (as the section's route does). */
export interface HarnessOptions {
  lng?: Language;
  texts?: (instance: i18n) => void | Promise<void>;
}

/**
 * For the schema tests: a form on a schema as a dialog holds it, in English or Chinese. `errorOf`
 * renders a field's error with its label's key as the dialog does; `submit` answers the submitted
 * (parsed) values, or null when the schema refused them.
 */
export async function renderSchemaForm<S extends z.ZodType<unknown, FieldValues>>(
  schema: S,
  defaultValues: z.input<S>,
  { lng = 'en', texts }: HarnessOptions = {},
) {
  const instance = createI18n();
  await texts?.(instance);
  await changeLanguage(instance, lng);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <I18nextProvider i18n={instance}>{children}</I18nextProvider>
  );
  const hook = renderHook(
    () => {
      const form = useSchemaForm(schema, { defaultValues: defaultValues as never });
      // Reading the state in render subscribes to it, as the dialogs do.
      return { form, errors: form.formState.errors, dirty: form.formState.isDirty };
    },
    { wrapper },
  );
  const t = instance.t.bind(instance);
  const errorOf = (path: string, labelKey: string) =>
    fieldErrorText(t, get(hook.result.current.errors, path) as FieldError | undefined, t(labelKey));
  const submit = async (): Promise<z.output<S> | null> => {
    let sent: z.output<S> | null = null;
    await act(() => hook.result.current.form.handleSubmit((v) => void (sent = v))());
    return sent;
  };
  return { form: () => hook.result.current.form, dirty: () => hook.result.current.dirty, t, errorOf, submit };
}

/** A failed tRPC call as the client receives it: the server's code, params and the fields it names. */
export function trpcFailure(
  code: string,
  fields: AppErrorData['fields'] = [],
  params: AppErrorData['params'] = {},
) {
  return Object.assign(new TRPCClientError<never>(code), { data: { appError: { code, params, fields } } });
}
