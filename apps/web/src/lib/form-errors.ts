import { fieldLabelKeys, fieldLeaf } from '@tessera/i18n/field-label';
import type { TFunction } from 'i18next';
import { useCallback } from 'react';
import type { FieldError, FieldErrors, FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
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

/**
 * The value at a path (`rels.0.value`, `rels[0].value`), as react-hook-form's own `get` reads it. Written here so that
 * these helpers load without the form library: pages that only show a form's errors' texts (the workspace
 * shell, through the auth pages' shared pieces) do not fetch it.
 */
export function valueAt(source: unknown, path: string): unknown {
  let value = source;
  for (const key of path.split(/[,[\].]+?/).filter(Boolean)) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<string, unknown>)[key];
  }
  return value;
}

/** A server error already rendered in the reader's language (its `message` is the text). */
const SERVER = 'server';

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
      fieldErrorText(t, valueAt(errors, name) as FieldError | undefined, t(labelKey)),
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

/**
 * How a form reads the server's paths (a door may name the input differently, or answer for more than
 * the form holds: `null` is a path that is not this form's) and labels its fields.
 */
export interface ServerErrorOptions {
  pathOf?: (serverPath: string) => string | null;
  labelOf?: (name: string) => string | undefined;
}

/**
 * Puts a failed server check under its fields: the zod issues the door reports (by path, or by the
 * path's last segment when the form holds only part of the input) and the codes of `codeFields`. A code
 * lands on its field unless the server named the places at fault and none is on this form (a clash of
 * a variable's name saved with a view is not the view's name).
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
  const has = (path: string) => valueAt(values, path) !== undefined;
  const target = (serverPath: string): string | null => {
    const path = options.pathOf ? options.pathOf(serverPath) : serverPath;
    if (path === null) return null;
    if (has(path)) return path;
    const leaf = path.split('.').pop() ?? path;
    return has(leaf) ? leaf : null;
  };
  const labelOf = (name: string) =>
    options.labelOf?.(name) ?? t(fieldLabelKeys(name), { defaultValue: fieldLeaf(name) });
  let placed = false;
  for (const f of app.fields) {
    const name = target(f.path);
    if (!name) continue;
    const message = t(`validation:${f.message}`, { label: labelOf(name), ...f.params });
    form.setError(name as Path<V>, { type: SERVER, message: f.text ?? message });
    placed = true;
  }
  const codeField = codeFields[app.code];
  const name = codeField && (placed || app.fields.length === 0) ? target(codeField) : null;
  if (name) {
    form.setError(name as Path<V>, { type: SERVER, message: t(`errors:${app.code}`, app.params) });
    placed = true;
  }
  return placed;
}
