import { FormField } from '@tessera/ui/form-field';
import { Input } from '@tessera/ui/input';
import { Textarea } from '@tessera/ui/textarea';
import { useTranslation } from 'react-i18next';
import { buildsUrl } from '../../../../../../lib/jdbc-url';
import { urlTemplate, type SourceTemplate, type TemplateAttribute } from '../../../../../../lib/source-form';
import { RequiredMark } from './required-mark';
import { JdbcUrlFields } from './jdbc-url-fields';
import { useAttributeLabels } from './use-attribute-labels';
import { useConfigValue } from './use-config-field';

/**
 * A text attribute. A JDBC URL of a database whose URL can be built gets host / port / database fields
 * above it, the URL field staying for experts.
 */
export function TextAttributeField({
  attr,
  id,
  text,
  template,
  error,
  disabled,
  onChange,
  inputRef,
  onBlur,
}: {
  attr: TemplateAttribute;
  id: string;
  text: string;
  template: SourceTemplate;
  error: string | undefined;
  disabled: boolean;
  onChange: (value: string) => void;
  /** The form's hold on the control: a failed check focuses it. */
  inputRef?: (element: HTMLInputElement | HTMLTextAreaElement | null) => void;
  onBlur?: () => void;
}) {
  const { t } = useTranslation();
  const { label, hint } = useAttributeLabels(template.type);
  const required = attr.required ? <RequiredMark /> : null;
  const set = onChange;
  // Only a JDBC source's top-level URL follows its database type.
  const dbType = useConfigValue('dbType');
  const placeholder =
    attr.name === 'url' && typeof dbType === 'string' ? urlTemplate(template, dbType) : undefined;
  const urlFields = attr.name === 'url' && buildsUrl(dbType);
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
          ref={inputRef}
          onBlur={onBlur}
          value={text}
          disabled={disabled}
          className="font-mono text-xs"
          onChange={(e) => set(e.target.value)}
        />
      ) : (
        <Input
          ref={inputRef}
          onBlur={onBlur}
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
      <JdbcUrlFields dbType={String(dbType)} url={text} onChange={set} disabled={disabled} />
      {field}
    </div>
  );
}
