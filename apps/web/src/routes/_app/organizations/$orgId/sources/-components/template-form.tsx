import { Button } from '@tessera/ui/button';
import { Label } from '@tessera/ui/label';
import { Plus, Trash2 } from 'lucide-react';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  newSchemaItem,
  type SourceTemplate,
  type TemplateAttribute,
} from '../../../../../../lib/source-form';
import { AttributeField } from './attribute-field';
import { useAttributeLabels } from './use-attribute-labels';
import { itemsName, useConfigValue, type ItemsForm } from './use-config-field';

/** The per-type form, one control per template attribute, bound to the source form's `config`. */
export function TemplateForm({
  template,
  attributes,
  disabled,
  prefix = '',
}: {
  template: SourceTemplate;
  attributes: TemplateAttribute[];
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
            <SchemaItems attr={attr} path={`${prefix}${attr.name}`} template={template} disabled={disabled} />
          ) : (
            <AttributeField
              attr={attr}
              path={`${prefix}${attr.name}`}
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
  template,
  disabled,
}: {
  attr: TemplateAttribute;
  path: string;
  template: SourceTemplate;
  disabled: boolean;
}) {
  const { t } = useTranslation();
  const { label } = useAttributeLabels(template.type);
  const { control } = useFormContext<ItemsForm>();
  const items = useFieldArray({ control, name: itemsName(path) });
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
          onClick={() => items.append(newSchemaItem(attr))}
        >
          <Plus />
          {t('sources:actions.addTable')}
        </Button>
      </div>
      {items.fields.map((item, i) => (
        <div
          key={item.id}
          className="rounded-lg border border-border bg-muted/30 p-4"
          data-testid="schema-item"
        >
          <div className="mb-3 flex items-center justify-between">
            <ItemTitle path={`${path}.${i}`} n={i + 1} />
            <Button
              type="button"
              size="sm"
              variant="ghost"
              disabled={disabled}
              className="text-destructive"
              onClick={() => items.remove(i)}
            >
              <Trash2 />
              {t('sources:actions.removeTable')}
            </Button>
          </div>
          <TemplateForm
            template={template}
            attributes={children}
            disabled={disabled}
            prefix={`${path}.${i}.`}
          />
        </div>
      ))}
    </div>
  );
}

function ItemTitle({ path, n }: { path: string; n: number }) {
  const { t } = useTranslation();
  const name = useConfigValue(`${path}.tableName`);
  return (
    <p className="text-sm font-medium">
      {typeof name === 'string' && name ? name : t('sources:editor.tableN', { n })}
    </p>
  );
}
