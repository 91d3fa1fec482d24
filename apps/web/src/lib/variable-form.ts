/**
 * The variable dialog's form ↔ the API's variable (Datart's Variable, reference §3.4). Pure functions;
 * the dialog's checks are `variable-form-schema.ts`.
 */
export type VariableType = 'QUERY' | 'PERMISSION';
export type ValueType = 'STRING' | 'NUMERIC' | 'DATE' | 'FRAGMENT';
export type VariablePermission = 'HIDDEN' | 'READONLY' | 'EDITABLE';
export const VARIABLE_TYPES: VariableType[] = ['QUERY', 'PERMISSION'];
export const VALUE_TYPES: ValueType[] = ['STRING', 'NUMERIC', 'DATE', 'FRAGMENT'];
export const VARIABLE_PERMISSIONS: VariablePermission[] = ['HIDDEN', 'READONLY', 'EDITABLE'];

export interface RelSubject {
  id?: string | null;
  subjectType: 'USER' | 'ROLE';
  subjectId: string;
  value: string[] | null;
  useDefaultValue: boolean;
}

export interface ApiVariable {
  id: string;
  name: string;
  label: string | null;
  type: VariableType;
  valueType: ValueType;
  format: string | null;
  permission: VariablePermission;
  defaultValue: string[] | null;
  expression: boolean;
  relVariableSubjects?: RelSubject[] | null;
}

export interface VariableForm {
  name: string;
  label: string;
  type: VariableType;
  valueType: ValueType;
  format: string;
  permission: VariablePermission;
  /** Default values, one per line (several values turn `=` into IN). */
  values: string[];
  expression: boolean;
  expressionText: string;
  rels: RelSubject[];
}

export const SYSTEM_VARIABLES = [
  'DATART_USER_NAME',
  'DATART_USER_USERNAME',
  'DATART_USER_EMAIL',
  'DATART_USER_ID',
] as const;

export function emptyVariableForm(): VariableForm {
  return {
    name: '',
    label: '',
    type: 'QUERY',
    valueType: 'STRING',
    format: 'YYYY-MM-DD',
    permission: 'EDITABLE',
    values: [],
    expression: false,
    expressionText: '',
    rels: [],
  };
}

export function toVariableForm(v: ApiVariable): VariableForm {
  const values = v.defaultValue ?? [];
  return {
    name: v.name,
    label: v.label ?? '',
    type: v.type,
    valueType: v.valueType,
    format: v.format ?? 'YYYY-MM-DD',
    permission: v.permission,
    values: v.expression ? [] : values,
    expression: v.expression,
    expressionText: v.expression ? (values[0] ?? '') : '',
    rels: (v.relVariableSubjects ?? []).map((r) => ({ ...r, value: r.value ?? null })),
  };
}

/** The fields shared by `variable.create` and `variable.update`. */
export function toVariableInput(f: VariableForm) {
  const values = f.values.map((v) => v.trim()).filter(Boolean);
  return {
    name: f.name.trim(),
    label: f.label.trim() || null,
    type: f.type,
    valueType: f.valueType,
    format: f.valueType === 'DATE' ? f.format || null : null,
    permission: f.permission,
    defaultValue: f.expression ? [f.expressionText.trim()] : values.length ? values : null,
    expression: f.expression,
    relVariableSubjects:
      f.type === 'PERMISSION'
        ? f.rels.map((r) => ({
            ...(r.id ? { id: r.id } : {}),
            subjectType: r.subjectType,
            subjectId: r.subjectId,
            value: r.useDefaultValue ? null : (r.value ?? []).map((x) => x.trim()).filter(Boolean),
            useDefaultValue: r.useDefaultValue,
          }))
        : null,
  };
}

/** What a variable needs to take part in a run (a saved variable or a draft of a view not saved yet). */
export type RunnableVariable = Pick<
  ApiVariable,
  'name' | 'type' | 'valueType' | 'expression' | 'defaultValue'
>;

/** A variable as `view.create` takes it in `variablesToCreate`, before the view exists. */
export type VariableDraft = ReturnType<typeof toVariableInput>;

/**
 * The `variables` of `source.executeTest`: each variable with its default value(s), or with the value
 * typed in "try a value" for this run (not for expressions, whose value is SQL).
 */
export function toRunVariables(vars: RunnableVariable[], tried: Record<string, string> = {}) {
  return vars.map((v) => {
    const trial = v.expression ? [] : splitValues(tried[v.name] ?? '');
    return {
      name: v.name,
      type: v.type,
      valueType: v.valueType,
      expression: v.expression,
      defaultValue: trial.length ? trial : (v.defaultValue ?? []),
    };
  });
}

/** "a, b" ↔ ["a", "b"] for the values inputs (one per line or comma separated). */
export function splitValues(text: string): string[] {
  return text
    .split(/\n|,/)
    .map((v) => v.trim())
    .filter(Boolean);
}
