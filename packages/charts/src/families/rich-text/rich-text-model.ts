import type { FamilyInput } from '../common/context';
import { fmt, styleOf } from '../common/context';
import { sectionFields } from '../common/fields';

export interface RichTextPlaceholder {
  /** The token written in the template: `{{display name}}`. */
  token: string;
  name: string;
  alias: string;
  text: string;
}

export interface RichTextModel {
  /** The stored document (TipTap / Quill JSON), opaque to this package. */
  template: unknown;
  placeholders: RichTextPlaceholder[];
}

/**
 * Rich text (`react-rich-text`): the stored document plus one placeholder per dimension / metric field
 * with the first row's formatted value. The editor inserts `{{name}}` tokens; `fillPlaceholders`
 * replaces them in a string.
 */
export function richTextModel({ chart, reader, ctx }: FamilyInput): RichTextModel {
  const s = styleOf(chart);
  const fields = [
    ...sectionFields(chart.config, { type: 'group' }),
    ...sectionFields(chart.config, { type: 'aggregate' }),
  ];
  const row = reader.rows[0] ?? [];
  return {
    template: s('delta', 'richText') ?? null,
    placeholders: fields.map((f) => {
      const i = reader.indexOfField(f);
      return {
        token: `{{${f.name}}}`,
        name: f.name,
        alias: f.alias,
        text: i >= 0 ? fmt(ctx, f.field.format, f.field)(row[i]) : '',
      };
    }),
  };
}

export function fillPlaceholders(text: string, placeholders: RichTextPlaceholder[]): string {
  return placeholders.reduce((out, p) => out.split(p.token).join(p.text), text);
}
