import { Button } from '@tessera/ui/button';
import { Checkbox } from '@tessera/ui/checkbox';
import { FormField } from '@tessera/ui/form-field';
import { Input } from '@tessera/ui/input';
import { Label } from '@tessera/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@tessera/ui/select';
import { Textarea } from '@tessera/ui/textarea';
import { Plus, Trash2, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { buildsUrl } from '../../../../../../lib/jdbc-url';
import { JdbcUrlFields } from './jdbc-url-fields';
import {
  duplicateKeys,
  isMasked,
  newSchemaItem,
  urlAfterTypeChange,
  urlTemplate,
  type FormErrors,
  type FormValue,
  type FormValues,
  type KeyValueRow,
  type SourceTemplate,
  type TemplateAttribute,
} from '../../../../../../lib/source-form';

interface FieldProps {
  attr: TemplateAttribute;
  path: string;
  value: FormValue | undefined;
  values: FormValues;
  onChange: (next: FormValues) => void;
  errors: FormErrors;
  template: SourceTemplate;
  disabled: boolean;
}

const idOf = (path: string) => `src-${path.replace(/\./g, '-')}`;

function useLabels(type: string) {
  const { t } = useTranslation();
  return {
    label: (attr: TemplateAttribute) => t(`sources:attrs.${attr.name}`, { defaultValue: attr.displayName }),
    hint: (attr: TemplateAttribute) =>
      t(`sources:attrHints.${type}.${attr.name}`, { defaultValue: attr.description ?? '' }) || undefined,
  };
}

/** The per-type form, one control per template attribute. */
export function TemplateForm({
  template,
  attributes,
  values,
  onChange,
  errors,
  disabled,
  prefix = '',
}: {
  template: SourceTemplate;
  attributes: TemplateAttribute[];
  values: FormValues;
  onChange: (next: FormValues) => void;
  errors: FormErrors;
  disabled: boolean;
  prefix?: string;
}) {
  const wide = (a: TemplateAttribute) =>
    ['object', 'schema', 'array'].includes(a.type) || a.name === 'url' || a.name === 'body';
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {attributes.map((attr) => (
        <div key={attr.name} className={wide(attr) ? 'sm:col-span-2' : undefined}>
          <AttributeField
            attr={attr}
            path={`${prefix}${attr.name}`}
            value={values[attr.name]}
            values={values}
            onChange={onChange}
            errors={errors}
            template={template}
            disabled={disabled}
          />
        </div>
      ))}
    </div>
  );
}

function AttributeField({ attr, path, value, values, onChange, errors, template, disabled }: FieldProps) {
  const { t } = useTranslation();
  const { label, hint } = useLabels(template.type);
  const id = idOf(path);
  const error = errors[path] ? t(errors[path].key, errors[path].params) : undefined;
  const set = (v: FormValue) => onChange({ ...values, [attr.name]: v });
  const text = typeof value === 'string' ? value : '';
  const required = attr.required ? (
    <span className="text-destructive" aria-hidden>
      {' *'}
    </span>
  ) : null;

  switch (attr.type) {
    case 'bool':
      return (
        <div className="flex h-full items-center gap-2 pt-5">
          <Checkbox
            id={id}
            checked={value === true}
            disabled={disabled}
            onCheckedChange={(c) => set(c === true)}
          />
          <Label htmlFor={id}>{label(attr)}</Label>
        </div>
      );
    case 'select': {
      const options = (attr.options ?? []).map((o) =>
        typeof o === 'string' ? { value: o, label: o } : { value: o.dbType, label: o.name },
      );
      return (
        <FormField
          id={id}
          label={
            <>
              {label(attr)}
              {required}
            </>
          }
          error={error}
          hint={hint(attr)}
        >
          <Select
            value={text || undefined}
            disabled={disabled}
            onValueChange={(v) => {
              if (attr.name === 'dbType' && 'url' in values) {
                const url = urlAfterTypeChange(template, String(values.url ?? ''), text, v);
                onChange({ ...values, dbType: v, url });
              } else set(v);
            }}
          >
            <SelectTrigger data-testid={`field-${attr.name}`}>
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              {options.map((o) => (
                <SelectItem key={o.value} value={o.value}>
                  {o.label}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </FormField>
      );
    }
    case 'object':
      return (
        <KeyValueEditor
          id={id}
          label={label(attr)}
          hint={hint(attr)}
          rows={(value as KeyValueRow[] | undefined) ?? []}
          onChange={set}
          error={error}
          disabled={disabled}
        />
      );
    case 'schema':
    case 'array':
      return (
        <SchemaItems
          attr={attr}
          path={path}
          items={(value as FormValues[] | undefined) ?? []}
          onChange={set}
          errors={errors}
          template={template}
          disabled={disabled}
        />
      );
    case 'files':
      return null;
    case 'password':
      return (
        <FormField
          id={id}
          label={
            <>
              {label(attr)}
              {required}
            </>
          }
          error={error}
          hint={isMasked(text) ? t('sources:editor.secretStored') : hint(attr)}
        >
          <Input
            type="password"
            autoComplete="new-password"
            value={text}
            disabled={disabled}
            onFocus={(e) => isMasked(text) && e.currentTarget.select()}
            onChange={(e) => set(e.target.value)}
          />
        </FormField>
      );
    default: {
      const placeholder =
        attr.name === 'url' && typeof values.dbType === 'string'
          ? urlTemplate(template, values.dbType)
          : undefined;
      const urlFields = attr.name === 'url' && buildsUrl(values.dbType);
      const field = (
        <FormField
          id={id}
          label={
            <>
              {urlFields ? t('sources:jdbc.urlExpert') : label(attr)}
              {required}
            </>
          }
          error={error}
          hint={urlFields ? t('sources:jdbc.urlHint') : hint(attr)}
        >
          {attr.name === 'body' ? (
            <Textarea
              rows={3}
              value={text}
              disabled={disabled}
              className="font-mono text-xs"
              onChange={(e) => set(e.target.value)}
            />
          ) : (
            <Input
              value={text}
              disabled={disabled}
              inputMode={attr.type === 'number' ? 'decimal' : undefined}
              placeholder={placeholder}
              className={attr.name === 'url' ? 'font-mono text-xs' : undefined}
              onChange={(e) => set(e.target.value)}
            />
          )}
        </FormField>
      );
      if (!urlFields) return field;
      return (
        <div className="grid gap-3 sm:col-span-2">
          <JdbcUrlFields dbType={String(values.dbType)} url={text} onChange={set} disabled={disabled} />
          {field}
        </div>
      );
    }
  }
}

/** Key/value rows (JDBC properties, HTTP headers and query parameters); duplicate keys are marked. */
function KeyValueEditor({
  id,
  label,
  hint,
  rows,
  onChange,
  error,
  disabled,
}: {
  id: string;
  label: string;
  hint?: string | undefined;
  rows: KeyValueRow[];
  onChange: (rows: KeyValueRow[]) => void;
  error?: string | undefined;
  disabled: boolean;
}) {
  const { t } = useTranslation();
  const dup = duplicateKeys(rows);
  const update = (i: number, patch: Partial<KeyValueRow>) =>
    onChange(rows.map((r, j) => (j === i ? { ...r, ...patch } : r)));
  return (
    <div className="grid gap-1.5" data-testid={`kv-${id}`}>
      <div className="flex items-center justify-between">
        <Label>{label}</Label>
        <Button
          type="button"
          size="sm"
          variant="ghost"
          disabled={disabled}
          onClick={() => onChange([...rows, { key: '', value: '' }])}
        >
          <Plus />
          {t('sources:actions.addRow')}
        </Button>
      </div>
      {rows.length === 0 ? (
        <p className="rounded-md border border-dashed border-border px-3 py-2 text-xs text-muted-foreground">
          {t('sources:editor.noRows')}
        </p>
      ) : (
        <div className="grid gap-1.5">
          {rows.map((row, i) => (
            <div key={i} className="flex items-center gap-1.5">
              <Input
                aria-label={`${label} ${t('sources:editor.key')} ${i + 1}`}
                placeholder={t('sources:editor.key')}
                value={row.key}
                disabled={disabled}
                aria-invalid={dup.has(row.key.trim()) || undefined}
                className="h-8 font-mono text-xs"
                onChange={(e) => update(i, { key: e.target.value })}
              />
              <Input
                aria-label={`${label} ${t('sources:editor.value')} ${i + 1}`}
                placeholder={t('sources:editor.value')}
                value={row.value}
                disabled={disabled}
                className="h-8 font-mono text-xs"
                onChange={(e) => update(i, { value: e.target.value })}
              />
              <Button
                type="button"
                size="icon-sm"
                variant="ghost"
                disabled={disabled}
                aria-label={t('sources:actions.removeRow')}
                onClick={() => onChange(rows.filter((_, j) => j !== i))}
              >
                <X />
              </Button>
            </div>
          ))}
        </div>
      )}
      {error ? (
        <p role="alert" className="text-xs text-destructive">
          {error}
        </p>
      ) : hint ? (
        <p className="text-xs text-muted-foreground">{hint}</p>
      ) : null}
    </div>
  );
}

/** The tables of an HTTP source, each a small form of the attribute's children. */
function SchemaItems({
  attr,
  path,
  items,
  onChange,
  errors,
  template,
  disabled,
}: {
  attr: TemplateAttribute;
  path: string;
  items: FormValues[];
  onChange: (items: FormValues[]) => void;
  errors: FormErrors;
  template: SourceTemplate;
  disabled: boolean;
}) {
  const { t } = useTranslation();
  const { label } = useLabels(template.type);
  const children = (attr.children ?? []).filter((c) => c.type !== 'files');
  return (
    <div className="grid gap-3">
      <div className="flex items-center justify-between">
        <Label>{label(attr)}</Label>
        <Button
          type="button"
          size="sm"
          variant="outline"
          disabled={disabled}
          onClick={() => onChange([...items, newSchemaItem(attr)])}
        >
          <Plus />
          {t('sources:actions.addTable')}
        </Button>
      </div>
      {items.map((item, i) => (
        <div key={i} className="rounded-lg border border-border bg-muted/30 p-4" data-testid="schema-item">
          <div className="mb-3 flex items-center justify-between">
            <p className="text-sm font-medium">
              {typeof item.tableName === 'string' && item.tableName
                ? item.tableName
                : t('sources:editor.tableN', { n: i + 1 })}
            </p>
            <Button
              type="button"
              size="sm"
              variant="ghost"
              disabled={disabled}
              className="text-destructive"
              onClick={() => onChange(items.filter((_, j) => j !== i))}
            >
              <Trash2 />
              {t('sources:actions.removeTable')}
            </Button>
          </div>
          <TemplateForm
            template={template}
            attributes={children}
            values={item}
            onChange={(next) => onChange(items.map((it, j) => (j === i ? next : it)))}
            errors={errors}
            disabled={disabled}
            prefix={`${path}.${i}.`}
          />
        </div>
      ))}
    </div>
  );
}
