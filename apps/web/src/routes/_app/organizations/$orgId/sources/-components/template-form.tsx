import { Button } from '@tessera/ui/button';
import { Label } from '@tessera/ui/label';
import { Plus, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import {
  newSchemaItem,
  type FormErrors,
  type FormValues,
  type SourceTemplate,
  type TemplateAttribute,
} from '../../../../../../lib/source-form';
import { AttributeField } from './attribute-field';
import { useAttributeLabels } from './use-attribute-labels';

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
          {attr.type === 'schema' || attr.type === 'array' ? (
            <SchemaItems
              attr={attr}
              path={`${prefix}${attr.name}`}
              items={(values[attr.name] as FormValues[] | undefined) ?? []}
              onChange={(items) => onChange({ ...values, [attr.name]: items })}
              errors={errors}
              template={template}
              disabled={disabled}
            />
          ) : (
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
          )}
        </div>
      ))}
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
  const { label } = useAttributeLabels(template.type);
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
