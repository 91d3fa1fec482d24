import { sourcesSchemas } from '@tessera/core/schemas';
import { z } from 'zod';
import { duplicateKeys, type FormValues, type KeyValueRow, type TemplateAttribute } from './source-form';

/** The source editor's values: the server's name and description, and the template's fields. */
export type SourceFormValues = { name: string; description: string; config: FormValues };
/** What the form submits: the name trimmed, an empty description as null. */
export type SourceFormOutput = { name: string; description: string | null; config: FormValues };

const isNumber = (text: string) => text.trim() === '' || Number.isFinite(Number(text.trim()));

const rowsSchema = z.array(z.object({ key: z.string(), value: z.string() })).superRefine((rows, c) => {
  const dup = duplicateKeys(rows as KeyValueRow[]);
  // Same message and params as the server's check of JDBC properties (`config-check.ts`).
  if (dup.size) c.addIssue({ code: 'custom', message: 'duplicateKey', params: { key: [...dup].join(', ') } });
});

function attributeSchema(attr: TemplateAttribute): z.ZodType {
  switch (attr.type) {
    case 'files':
      return z.unknown();
    case 'bool':
      return z.boolean();
    case 'object':
      return rowsSchema;
    case 'schema':
    case 'array':
      return z.array(templateValuesSchema(attr.children ?? []));
    default: {
      // Text is checked, never trimmed: the config is built from what the user typed.
      let text: z.ZodType<string> = z.string();
      if (attr.required) text = text.refine((v) => v.trim() !== '', { error: 'required' });
      if (attr.type === 'number') text = text.refine(isNumber, { error: 'number' });
      return text;
    }
  }
}

/** The client checks of a template's fields (spec §5): required, numbers, unique keys. */
export function templateValuesSchema(attributes: TemplateAttribute[]) {
  return z.looseObject(Object.fromEntries(attributes.map((a) => [a.name, attributeSchema(a)])));
}

/**
 * The source form's schema: name and description as the server's create / update input checks them,
 * the connection fields as the type's template asks.
 */
export function sourceFormSchema(attributes: TemplateAttribute[]) {
  return sourcesSchemas.createSourceInputSchema
    .pick({ name: true, description: true })
    .extend({ config: templateValuesSchema(attributes) }) as unknown as z.ZodType<
    SourceFormOutput,
    SourceFormValues
  >;
}
