import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { appErrorOf, messageOf } from '../../../../../../lib/app-error';
import { applyServerError } from '../../../../../../lib/forms';
import type { TemplateAttribute } from '../../../../../../lib/source-form';
import type { SourceFormOutput, SourceFormValues } from '../../../../../../lib/source-form-schema';
import { useAttributeLabels } from './use-attribute-labels';

/** Every attribute of a template, nested tables' fields included, by name. */
function attributesByName(attributes: TemplateAttribute[], out = new Map<string, TemplateAttribute>()) {
  for (const a of attributes) {
    out.set(a.name, a);
    attributesByName(a.children ?? [], out);
  }
  return out;
}

/**
 * How the source editor reads a server error: `describe` gives the sentence for a toast or the test
 * result, `apply` puts field errors under their fields (the connection test names the config
 * `properties`, the form `config`) and answers false when none belongs to a field.
 */
export function useSourceServerErrors(
  form: UseFormReturn<SourceFormValues, unknown, SourceFormOutput>,
  attributes: TemplateAttribute[],
  type: string,
) {
  const { t, i18n } = useTranslation();
  const { label } = useAttributeLabels(type);
  const byName = attributesByName(attributes);

  const describe = (error: unknown) => {
    const app = appErrorOf(error);
    if (app && app.code !== 'INVALID_INPUT' && i18n.exists(`errors:${app.code}`))
      return t(`errors:${app.code}`, app.params);
    return messageOf(error);
  };

  const apply = (error: unknown): boolean =>
    applyServerError(form, error, t, {
      pathOf: (path) => path.replace(/^properties\./, 'config.'),
      labelOf: (name) => {
        if (name === 'name') return t('sources:fields.name');
        const attr = name.startsWith('config.') ? byName.get(name.split('.').pop()!) : undefined;
        return attr ? label(attr) : undefined;
      },
    });

  return { describe, apply };
}
