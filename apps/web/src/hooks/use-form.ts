import { useCallback, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { appErrorOf } from '../lib/app-error';
import { validate, type FieldError, type Schema } from '../lib/validation';

/** Error codes the server answers that belong to one field of a form rather than to a toast. */
const codeFields: Record<string, string> = {
  USERNAME_EXISTS: 'username',
  EMAIL_EXISTS: 'email',
  WRONG_PASSWORD: 'oldPassword',
  CODE_INVALID: 'verifyCode',
  NAME_EXISTS: 'name',
  CONFIRM_NAME_MISMATCH: 'confirmName',
};

export interface UseFormOptions<V extends Record<string, string>> {
  initial: V;
  schema: Schema<V>;
  /** i18n keys of the labels, used in "<label> is required". */
  labels: Record<keyof V, string>;
}

/** A small form state: values, client validation (spec §5) and server field errors under their fields. */
export function useForm<V extends Record<string, string>>({ initial, schema, labels }: UseFormOptions<V>) {
  const { t } = useTranslation();
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<Partial<Record<keyof V, FieldError>>>({});

  const set = useCallback((name: keyof V, value: string) => {
    setValues((v) => ({ ...v, [name]: value }));
    setErrors((e) => (e[name] ? { ...e, [name]: undefined } : e));
  }, []);

  const field = (name: keyof V & string) => ({
    name,
    value: values[name],
    onChange: (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => set(name, e.target.value),
  });

  const errorText = (name: keyof V): string | undefined => {
    const error = errors[name];
    if (!error) return undefined;
    if (error.text) return error.text;
    return t(`validation:${error.message}`, { label: t(labels[name]), ...error.params });
  };

  /** Runs the client rules; true when the form may be sent. */
  const check = (): boolean => {
    const found = validate(values, schema);
    setErrors(found);
    return Object.keys(found).length === 0;
  };

  /** Puts a server error under its fields; false when it belongs to no field (the caller toasts it). */
  const applyServerError = (error: unknown): boolean => {
    const app = appErrorOf(error);
    if (!app) return false;
    const next: Partial<Record<keyof V, FieldError>> = {};
    for (const f of app.fields) {
      const leaf = f.path.split('.').pop() ?? f.path;
      if (leaf in values) next[leaf as keyof V] = { message: f.message, params: f.params };
    }
    const codeField = codeFields[app.code];
    if (codeField && codeField in values)
      next[codeField as keyof V] = { message: '', text: t(`errors:${app.code}`, app.params) };
    if (Object.keys(next).length === 0) return false;
    setErrors((e) => ({ ...e, ...next }));
    return true;
  };

  const clearErrors = useCallback(() => setErrors({}), []);

  return { values, setValues, set, errors, field, errorText, check, applyServerError, clearErrors };
}
