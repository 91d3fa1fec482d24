import { z } from 'zod';
import { AppError, type FieldIssue } from './errors';

/**
 * Shared rules. Messages are keys of the `validation` namespace; the label comes from the field name
 * (`fields` namespace), so every door and the web form render the same words in either language.
 */
export const required = (max = 255) =>
  z
    .string({ error: 'required' })
    .trim()
    .min(1, { error: 'required' })
    .max(max, { error: 'tooLong', params: { max } } as never);

export const optionalText = (max = 1000) =>
  z
    .string()
    .trim()
    .max(max, { error: 'tooLong' })
    .nullish()
    .transform((v) => (v === '' ? null : (v ?? null)));

// Address pattern plus the spec's "shorter than 255 characters" rule.
const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const isValidEmail = (v: string) => v.length < 255 && EMAIL_RE.test(v);

export const email = () =>
  z
    .string({ error: 'required' })
    .trim()
    .min(1, { error: 'required' })
    .refine(isValidEmail, { error: 'invalidEmail' });

export const password = () =>
  z.string({ error: 'required' }).min(1, { error: 'required' }).min(6, { error: 'passwordLength' }).max(20, {
    error: 'passwordLength',
  });

export const username = () => required(64).regex(/^[\p{L}\p{N}._-]+$/u, { error: 'usernameFormat' });

export const id32 = () => z.string().regex(/^[0-9a-f]{32}$/, { error: 'invalid' });

/**
 * Turns zod issues into field issues; the path joined with dots names the field. One message per field:
 * the first problem found (an empty username is "required", not also "may contain letters…"); every
 * field with a problem is reported (D-msg-2).
 */
export function toFieldIssues(error: z.ZodError): FieldIssue[] {
  const seen = new Set<string>();
  return error.issues.flatMap((issue) => {
    const field = issue.path.filter((p) => typeof p === 'string' || typeof p === 'number').join('.');
    const known = [
      'required',
      'passwordLength',
      'passwordMismatch',
      'invalidEmail',
      'invalidEmails',
      'tooLong',
      'usernameFormat',
      'variableName',
      'referenceAreaOrder',
      'duplicateKey',
      'duplicateName',
      'nameExists',
      'usernameExists',
      'emailExists',
    ];
    let message = known.includes(issue.message)
      ? issue.message
      : issue.code === 'invalid_type'
        ? 'required'
        : 'invalid';
    if (issue.code === 'invalid_type' && issue.input !== undefined && issue.input !== null)
      message = 'invalid';
    const params: Record<string, string | number> = {};
    if ('maximum' in issue && typeof issue.maximum === 'number') params.max = issue.maximum;
    if (seen.has(field)) return [];
    seen.add(field);
    return [{ path: field, message, params }];
  });
}

/** Parses input with a schema, throwing INVALID_INPUT with field details on failure. */
export function parse<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (!result.success) throw new AppError('INVALID_INPUT', {}, { fields: toFieldIssues(result.error) });
  return result.data;
}
