import { z } from 'zod';
import type { Cell } from '../../types';
import { toNumber } from '../common/frame';

/** A conditional style of a column: cells whose value matches paint their background and text. */
export const conditionStyleSchema = z
  .object({
    uid: z.string().optional(),
    operator: z.enum(['=', '!=', '>', '>=', '<', '<=', 'between', 'notBetween']),
    /** A number, or `[from, to]` for between / notBetween (both ends included). */
    value: z.union([z.number(), z.tuple([z.number(), z.number()])]),
    color: z
      .object({ background: z.string().max(50).optional(), textColor: z.string().max(50).optional() })
      .loose(),
  })
  .loose();
export type ConditionStyle = z.infer<typeof conditionStyleSchema>;

/** One template of the `column.modal` style value: a column's width, alignment and conditional styles. */
export const columnTemplateSchema = z
  .object({
    colName: z.string().min(1),
    width: z.number().positive().max(4000).optional(),
    align: z.enum(['left', 'center', 'right']).optional(),
    conditionStyle: z.array(conditionStyleSchema).optional(),
  })
  .loose();
export type ColumnTemplate = z.infer<typeof columnTemplateSchema>;

/** The valid templates of a stored `column.modal` value (invalid items are skipped, not fatal). */
export function readColumnTemplates(raw: unknown): ColumnTemplate[] {
  if (!Array.isArray(raw)) return [];
  return raw.flatMap((item) => {
    const parsed = columnTemplateSchema.safeParse(item);
    return parsed.success ? [parsed.data] : [];
  });
}

function matches(rule: ConditionStyle, n: number): boolean {
  const v = rule.value;
  if (Array.isArray(v)) {
    const inside = n >= Math.min(v[0], v[1]) && n <= Math.max(v[0], v[1]);
    if (rule.operator === 'between') return inside;
    if (rule.operator === 'notBetween') return !inside;
    return false;
  }
  switch (rule.operator) {
    case '=':
      return n === v;
    case '!=':
      return n !== v;
    case '>':
      return n > v;
    case '>=':
      return n >= v;
    case '<':
      return n < v;
    case '<=':
      return n <= v;
    default:
      return false;
  }
}

/** The style of a cell: the first matching conditional style of its column wins. */
export function cellStyleOf(
  rules: ConditionStyle[] | undefined,
  raw: Cell,
): { background?: string; color?: string } | undefined {
  if (!rules?.length) return undefined;
  const n = toNumber(raw);
  if (n === null) return undefined;
  const rule = rules.find((r) => matches(r, n));
  if (!rule) return undefined;
  const style: { background?: string; color?: string } = {};
  if (rule.color.background) style.background = rule.color.background;
  if (rule.color.textColor) style.color = rule.color.textColor;
  return style;
}
