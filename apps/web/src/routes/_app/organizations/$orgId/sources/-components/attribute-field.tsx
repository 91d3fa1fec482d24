import { Checkbox } from '@tessera/ui/checkbox';
import { FormField } from '@tessera/ui/form-field';
import { Input } from '@tessera/ui/input';
import { Label } from '@tessera/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@tessera/ui/select';
import { useTranslation } from 'react-i18next';
import { fieldErrorText } from '../../../../../../lib/forms';
import {
  isMasked,
  urlAfterTypeChange,
  type FormValue,
  type KeyValueRow,
  type SourceTemplate,
  type TemplateAttribute,
} from '../../../../../../lib/source-form';
import { KeyValueEditor } from './key-value-editor';
import { RequiredMark } from './required-mark';
import { TextAttributeField } from './text-attribute-field';
import { idOf, useAttributeLabels } from './use-attribute-labels';
import { useConfigField, useSetConfigValue } from './use-config-field';

interface FieldProps {
  attr: TemplateAttribute;
  /** The field's path under the form's `config` (`url`, `schemas.0.url`). */
  path: string;
  template: SourceTemplate;
  disabled: boolean;
}

/**
 * The control of one scalar or key/value attribute of a source template. Nested tables (`schema`,
 * `array`) are drawn by the template form itself, and files by the files section.
 */
export function AttributeField({ attr, path, template, disabled }: FieldProps) {
  const { t } = useTranslation();
  const { label, hint } = useAttributeLabels(template.type);
  const id = idOf(path);
  const field = useConfigField<FormValue>(path);
  const config = useSetConfigValue();
  const error = fieldErrorText(t, field.error, label(attr));
  const value = field.value;
  const set = field.onChange;
  const text = typeof value === 'string' ? value : '';
  const required = attr.required ? <RequiredMark /> : null;

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
              const url = attr.name === 'dbType' ? config.get('url') : undefined;
              if (typeof url === 'string') config.set('url', urlAfterTypeChange(template, url, text, v));
              set(v);
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
            ref={field.ref}
            value={text}
            disabled={disabled}
            onBlur={field.onBlur}
            onFocus={(e) => isMasked(text) && e.currentTarget.select()}
            onChange={(e) => set(e.target.value)}
          />
        </FormField>
      );
    default:
      return (
        <TextAttributeField
          attr={attr}
          id={id}
          text={text}
          template={template}
          error={error}
          disabled={disabled}
          onChange={set}
          inputRef={field.ref}
          onBlur={field.onBlur}
        />
      );
  }
}
