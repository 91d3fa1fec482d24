import { zodResolver } from '@hookform/resolvers/zod';
import {
  get,
  useForm,
  type FieldError,
  type FieldValues,
  type Resolver,
  type UseFormProps,
  type UseFormReturn,
} from 'react-hook-form';
import type { z } from 'zod';

// What a form does with errors (the server's, and rendering them) needs no zod: the sign-in page uses it alone.
export * from './form-errors';

/**
 * zod's resolver with the schemas the server uses. The messages of those schemas are keys of the
 * `validation` namespace; a "too long" or "at least" key needs its limit and a custom check its params
 * (the duplicate key), which the resolver drops, so they are read back from zod's issue and kept in the
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
        if ('minimum' in issue && typeof issue.minimum === 'number') params.min = String(issue.minimum);
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
