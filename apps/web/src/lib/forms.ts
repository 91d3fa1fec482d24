import { zodResolver } from '@hookform/resolvers/zod';
import type { TFunction } from 'i18next';
import { useCallback } from 'react';
import {
  get,
  useForm,
  type FieldError,
  type FieldErrors,
  type FieldValues,
  type Path,
  type Resolver,
  type UseFormProps,
  type UseFormReturn,
} from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { appErrorOf } from './app-error';

/**
 * Error codes the server answers that belong to one field of a form rather than to a toast. The field
 * is named by its last path segment, as in the schemas.
 */
const codeFields: Record<string, string> = {
  USERNAME_EXISTS: 'username',
  EMAIL_EXISTS: 'email',
  WRONG_PASSWORD: 'oldPassword',
  CODE_INVALID: 'verifyCode',
  NAME_EXISTS: 'name',
  CONFIRM_NAME_MISMATCH: 'confirmName',
};

/** A server error already rendered in the reader's language (its `message` is the text). */
const SERVER = 'server';

/**
 * zod's resolver with the schemas the server uses. The messages of those schemas are keys of the
 * `validation` namespace; a "too long" key needs its limit and a custom check its params (the
 * duplicate key), which the resolver drops, so they are read back from zod's issue and kept in the
 * error's `types`.
 */
export function schemaResolver<S extends z.ZodType<unknown, FieldValues>>(
  schema: S,
): Resolver<z.input<S> & FieldValues, unknown, z.output<S> & FieldValues> {
  const base = zodResolver(schema as never) as unknown as Resolver<
    z.input<S> & FieldValues,
    unknown,
    z.output<S> & FieldValues
  >;
  return async (values, context, options) => {
    const result = await base(values, context, options);
    if (Object.keys(result.errors).length === 0) return result;
    const parsed = await schema.safeParseAsync(values);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const params: Record<string, string> = {};
        if ('maximum' in issue && typeof issue.maximum === 'number') params.max = String(issue.maximum);
        if (issue.code === 'custom' && issue.params)
          for (const [k, v] of Object.entries(issue.params)) params[k] = String(v);
        if (Object.keys(params).length === 0) continue;
        const error = get(result.errors, issue.path.join('.')) as FieldError | undefined;
        if (error) error.types = { ...error.types, ...params };
      }
    }
    return result;
  };
}

/** A react-hook-form form validated by a shared zod schema; the submitted values are the parsed ones. */
export function useSchemaForm<S extends z.ZodType<unknown, FieldValues>>(
  schema: S,
  options: Omit<UseFormProps<z.input<S> & FieldValues, unknown, z.output<S> & FieldValues>, 'resolver'> = {},
): UseFormReturn<z.input<S> & FieldValues, unknown, z.output<S> & FieldValues> {
  return useForm({ ...options, resolver: schemaResolver(schema) });
}

/** The words of one field's error: a server text as it came, a validation key rendered with the label. */
export function fieldErrorText(
  t: TFunction,
  error: FieldError | undefined,
  label: string,
): string | undefined {
  if (!error?.message) return undefined;
  if (error.type === SERVER) return error.message;
  return t(`validation:${error.message}`, { label, ...error.types });
}

/** `errorOf(name, labelKey)`: the rendered error of a field of the form, for FormField's `error`. */
export function useFieldErrors<V extends FieldValues>(errors: FieldErrors<V>) {
  const { t } = useTranslation();
  return useCallback(
    (name: Path<V>, labelKey: string) =>
      fieldErrorText(t, get(errors, name) as FieldError | undefined, t(labelKey)),
    [errors, t],
  );
}

/** Puts a text already in the reader's language under a field: a check only the caller can make. */
export function setFieldText<V extends FieldValues>(
  form: Pick<UseFormReturn<V, unknown, never>, 'setError'>,
  name: Path<V>,
  text: string,
): void {
  form.setError(name, { type: SERVER, message: text });
}

/** How a form reads the server's paths (a door may name the input differently) and labels its fields. */
export interface ServerErrorOptions {
  pathOf?: (serverPath: string) => string;
  labelOf?: (name: string) => string | undefined;
}

/**
 * Puts a failed server check under its fields: the zod issues the door reports (by path, or by the
 * path's last segment when the form holds only part of the input) and the codes of `codeFields`.
 * Answers false when nothing belonged to a field; the caller then reports the error as usual.
 */
export function applyServerError<V extends FieldValues>(
  form: Pick<UseFormReturn<V, unknown, never>, 'setError' | 'getValues'>,
  error: unknown,
  t: TFunction,
  options: ServerErrorOptions = {},
): boolean {
  const app = appErrorOf(error);
  if (!app) return false;
  const values = form.getValues() as Record<string, unknown>;
  const has = (path: string) => get(values, path) !== undefined;
  const target = (serverPath: string): string | null => {
    const path = options.pathOf ? options.pathOf(serverPath) : serverPath;
    if (has(path)) return path;
    const leaf = path.split('.').pop() ?? path;
    return has(leaf) ? leaf : null;
  };
  const labelOf = (name: string) => options.labelOf?.(name) ?? t(`fields:${name.split('.').pop()}`);
  let placed = false;
  for (const f of app.fields) {
    const name = target(f.path);
    if (!name) continue;
    const message = t(`validation:${f.message}`, { label: labelOf(name), ...f.params });
    form.setError(name as Path<V>, { type: SERVER, message: f.text ?? message });
    placed = true;
  }
  const codeField = codeFields[app.code];
  const name = codeField ? target(codeField) : null;
  if (name) {
    form.setError(name as Path<V>, { type: SERVER, message: t(`errors:${app.code}`, app.params) });
    placed = true;
  }
  return placed;
}
