import { useController, useFormContext, useWatch } from 'react-hook-form';
import type { FormValue, FormValues } from '../../../../../../lib/source-form';

/**
 * The template's fields sit under `config` at paths built at run time (`schemas.0.url`), which
 * react-hook-form's path types cannot follow; these hooks name them once, with their value type.
 */
type ConfigForm = { config: Record<string, FormValue> };
const nameOf = (path: string) => `config.${path}` as 'config.x';

/** One template field, controlled by the source form. */
export function useConfigField<T extends FormValue>(path: string) {
  const { control } = useFormContext<ConfigForm>();
  const { field, fieldState } = useController({ control, name: nameOf(path) });
  return {
    value: field.value as T | undefined,
    onChange: (value: T) => field.onChange(value),
    onBlur: field.onBlur,
    ref: field.ref,
    error: fieldState.error,
  };
}

/** The current value of a template field (e.g. the database type the URL field follows). */
export function useConfigValue(path: string): FormValue | undefined {
  const { control } = useFormContext<ConfigForm>();
  return useWatch({ control, name: nameOf(path) });
}

/** Sets a template field as the user would (dirty, checked again once the form was submitted). */
export function useSetConfigValue() {
  const { setValue, getValues, formState } = useFormContext<ConfigForm>();
  return {
    get: (path: string) => getValues(nameOf(path)) as FormValue | undefined,
    set: (path: string, value: FormValue) =>
      setValue(nameOf(path), value, { shouldDirty: true, shouldValidate: formState.isSubmitted }),
  };
}

/** The items of a nested table attribute (an HTTP source's tables). */
export type ItemsForm = { items: FormValues[] };
export const itemsName = (path: string) => `config.${path}` as 'items';
