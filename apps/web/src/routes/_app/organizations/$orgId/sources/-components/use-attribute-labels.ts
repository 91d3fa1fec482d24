import { useTranslation } from 'react-i18next';
import type { TemplateAttribute } from '../../../../../../lib/source-form';

/** The element id of a field at a form path (`tables.0.url` → `src-tables-0-url`). */
export const idOf = (path: string) => `src-${path.replace(/\./g, '-')}`;

/** An attribute's label and hint in the reader's language, falling back to the template's own text. */
export function useAttributeLabels(type: string) {
  const { t } = useTranslation();
  return {
    label: (attr: TemplateAttribute) => t(`sources:attrs.${attr.name}`, { defaultValue: attr.displayName }),
    hint: (attr: TemplateAttribute) =>
      t(`sources:attrHints.${type}.${attr.name}`, { defaultValue: attr.description ?? '' }) || undefined,
  };
}
