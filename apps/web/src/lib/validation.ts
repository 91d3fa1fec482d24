/**
 * Client-side mirror of the server rules of spec §5 (packages/core/src/validation.ts). Messages are keys
 * of the `validation` namespace, rendered with the field's label, so the words match the server's.
 */
export interface FieldError {
  message: string;
  params?: Record<string, string | number>;
  /** Already rendered text (server errors without a validation key). */
  text?: string;
}

export type Rule<V> = (value: string, values: V) => FieldError | null;

const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const isValidEmail = (v: string) => v.length < 255 && EMAIL_RE.test(v);

export const required: Rule<unknown> = (v) => (v.trim() ? null : { message: 'required' });

export const password: Rule<unknown> = (v) => {
  if (!v) return { message: 'required' };
  return v.length < 6 || v.length > 20 ? { message: 'passwordLength' } : null;
};

export const email: Rule<unknown> = (v) => {
  if (!v.trim()) return { message: 'required' };
  return isValidEmail(v.trim()) ? null : { message: 'invalidEmail' };
};

export const username: Rule<unknown> = (v) => {
  if (!v.trim()) return { message: 'required' };
  if (v.trim().length > 64) return { message: 'tooLong', params: { max: 64 } };
  return /^[\p{L}\p{N}._-]+$/u.test(v.trim()) ? null : { message: 'usernameFormat' };
};

export const maxLength =
  (max: number): Rule<unknown> =>
  (v) =>
    v.trim().length > max ? { message: 'tooLong', params: { max } } : null;

/** The confirmation must equal another field ("Password and confirm password do not match"). */
export const matches =
  <V extends Record<string, string>>(other: keyof V): Rule<V> =>
  (v, values) => {
    if (!v) return { message: 'required' };
    return v === values[other] ? null : { message: 'passwordMismatch' };
  };

export type Schema<V> = Partial<Record<keyof V, Rule<V>[]>>;

/** The first failing rule of each field. */
export function validate<V extends Record<string, string>>(
  values: V,
  schema: Schema<V>,
): Partial<Record<keyof V, FieldError>> {
  const errors: Partial<Record<keyof V, FieldError>> = {};
  for (const key of Object.keys(schema) as (keyof V)[]) {
    for (const rule of schema[key] ?? []) {
      const error = rule(values[key] ?? '', values);
      if (error) {
        errors[key] = error;
        break;
      }
    }
  }
  return errors;
}
