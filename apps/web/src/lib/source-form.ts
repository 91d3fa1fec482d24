/**
 * Per-type source forms built from the provider templates (`source.template`, Datart's
 * `/data-provider/{type}/config/template`): template + stored config → form values, form values →
 * config to save or test. The client checks are `source-form-schema.ts`.
 */
export interface TemplateAttribute {
  name: string;
  displayName: string;
  required: boolean;
  encrypt: boolean;
  defaultValue: unknown;
  type: string;
  options?: ({ dbType: string; name: string; url: string } | string)[];
  description?: string;
  children?: TemplateAttribute[];
}

export interface SourceTemplate {
  type: string;
  name: string;
  displayName: string;
  attributes: TemplateAttribute[];
}

/** What a stored secret looks like in answers; sending it back keeps the stored value. */
export const SECRET_MASK = '********';

export interface KeyValueRow {
  key: string;
  value: string;
}

/** One value of the form: text inputs hold strings (numbers too, until saved), switches booleans. */
export type FormValue = string | boolean | KeyValueRow[] | FormValues[];
export type FormValues = Record<string, FormValue>;

type Config = Record<string, unknown>;

/**
 * The attributes the form shows. JDBC sources also take extra driver properties (key/value pairs),
 * which Datart's template lists as `properties`; it is added when the template does not have it.
 */
export function formAttributes(template: SourceTemplate): TemplateAttribute[] {
  const attrs = template.attributes;
  if (template.type === 'JDBC' && !attrs.some((a) => a.name === 'properties')) {
    return [
      ...attrs,
      {
        name: 'properties',
        displayName: 'Properties',
        required: false,
        encrypt: false,
        defaultValue: null,
        type: 'object',
      },
    ];
  }
  return attrs;
}

function rowsOf(value: unknown): KeyValueRow[] {
  if (Array.isArray(value)) {
    return (value as { key?: unknown; value?: unknown }[]).map((r) => ({
      key: String(r?.key ?? ''),
      value: r?.value === undefined || r?.value === null ? '' : String(r.value),
    }));
  }
  if (value && typeof value === 'object') {
    return Object.entries(value as Config).map(([key, v]) => ({
      key,
      value:
        v === undefined || v === null ? '' : typeof v === 'object' ? JSON.stringify(v) : String(v as string),
    }));
  }
  return [];
}

function valueOf(attr: TemplateAttribute, raw: unknown): FormValue {
  const value = raw === undefined || raw === null ? attr.defaultValue : raw;
  switch (attr.type) {
    case 'bool':
      return value === true || value === 'true';
    case 'object':
      return rowsOf(value);
    case 'schema':
    case 'array': {
      const items = Array.isArray(value) ? (value as Config[]) : [];
      return items.map((item) => toFormValues(attr.children ?? [], item ?? {}));
    }
    default:
      if (value === undefined || value === null) return '';
      return typeof value === 'object' ? JSON.stringify(value) : String(value as string);
  }
}

/** Form values for the given attributes from a stored config; missing values take the template defaults. */
export function toFormValues(attributes: TemplateAttribute[], config: Config | null | undefined): FormValues {
  const out: FormValues = {};
  for (const attr of attributes) out[attr.name] = valueOf(attr, config?.[attr.name]);
  return out;
}

/** Empty values for a new item of a `schema` attribute (an HTTP table). */
export function newSchemaItem(attr: TemplateAttribute): FormValues {
  return toFormValues(attr.children ?? [], {});
}

/** Rows as an object; empty keys are dropped (the server does the same). */
export function rowsToObject(rows: KeyValueRow[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const row of rows) {
    const key = row.key.trim();
    if (key) out[key] = row.value;
  }
  return out;
}

/** The keys that appear more than once (trimmed, non-empty). */
export function duplicateKeys(rows: KeyValueRow[]): Set<string> {
  const seen = new Set<string>();
  const dup = new Set<string>();
  for (const row of rows) {
    const key = row.key.trim();
    if (!key) continue;
    if (seen.has(key)) dup.add(key);
    seen.add(key);
  }
  return dup;
}

/**
 * The config to send. Numbers become numbers (empty ones are left out), key/value rows objects, and a
 * masked secret is sent back as the mask so that the server keeps the stored one. Values of the stored
 * config that the form does not show (e.g. FILE tables, unknown flags) are kept.
 */
export function toConfig(attributes: TemplateAttribute[], values: FormValues, stored: Config = {}): Config {
  const out: Config = { ...stored };
  for (const attr of attributes) {
    const value = values[attr.name];
    if (value === undefined) continue;
    switch (attr.type) {
      case 'bool':
        out[attr.name] = value === true;
        break;
      case 'number': {
        const text = String(value as string).trim();
        if (text === '') delete out[attr.name];
        else out[attr.name] = Number(text);
        break;
      }
      case 'object':
        out[attr.name] = rowsToObject(value as KeyValueRow[]);
        break;
      case 'schema':
      case 'array': {
        const storedItems = Array.isArray(stored[attr.name]) ? (stored[attr.name] as Config[]) : [];
        out[attr.name] = (value as FormValues[]).map((item, i) => {
          const previous =
            storedItems.find((s) => s && s.tableName !== undefined && s.tableName === item.tableName) ??
            storedItems[i] ??
            {};
          return toConfig(attr.children ?? [], item, previous);
        });
        break;
      }
      default: {
        const text = value as string;
        if (text === '' && !attr.required && !attr.encrypt) delete out[attr.name];
        else out[attr.name] = text;
      }
    }
  }
  return out;
}

/** True when the value is the stored-secret mask (the field shows "saved" rather than a value). */
export const isMasked = (value: unknown) => value === SECRET_MASK;

/** The JDBC URL template of a database type, e.g. `jdbc:postgresql://<host>:5432/<database>`. */
export function urlTemplate(template: SourceTemplate, dbType: string): string | undefined {
  const attr = template.attributes.find((a) => a.name === 'dbType');
  for (const option of attr?.options ?? []) {
    if (typeof option !== 'string' && option.dbType === dbType) return option.url;
  }
  return undefined;
}

/**
 * Changing the database type: the URL follows the new type's template unless the user wrote their own
 * (an empty URL or the previous type's untouched template is replaced).
 */
export function urlAfterTypeChange(
  template: SourceTemplate,
  url: string,
  previousType: string,
  nextType: string,
): string {
  const previous = urlTemplate(template, previousType);
  const next = urlTemplate(template, nextType) ?? url;
  if (!url.trim() || url === previous) return next;
  const scheme = /^jdbc:(postgresql|mysql|mariadb):/i;
  const nextScheme = next.match(scheme)?.[0];
  return nextScheme && scheme.test(url) ? url.replace(scheme, nextScheme) : url;
}
