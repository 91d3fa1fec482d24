import { z } from 'zod';
import type { DatachartConfig } from '../config/config.schemas';
import { styleValue } from '../config/style-tree';

/**
 * A drill-through rule of a chart (interactions `drillThrough.rules`, Datart's shape): a click on a point
 * opens a chart, a dashboard or a web address with the clicked values in the query string.
 */
const targetSchema = z
  .object({
    relId: z.string().optional(),
    url: z.string().max(2000).optional(),
    relation: z.enum(['auto', 'customize']).optional(),
    customize: z
      .array(
        z
          .object({ type: z.enum(['field', 'variable']).optional(), source: z.string(), target: z.string() })
          .loose(),
      )
      .optional(),
  })
  .loose();

export const drillThroughRuleSchema = z
  .object({
    id: z.string(),
    event: z.enum(['left', 'right']).default('left'),
    category: z.enum(['jumpToChart', 'jumpToDashboard', 'jumpToURL']),
    action: z.enum(['redirect', 'window', 'dialog', 'modal']).default('redirect'),
    jumpToChart: targetSchema.optional(),
    jumpToDashboard: targetSchema.optional(),
    jumpToURL: targetSchema.optional(),
  })
  .loose();
export type DrillThroughRule = z.infer<typeof drillThroughRuleSchema>;

/** The chart's drill-through rules when drill-through is on (invalid stored rules are skipped). */
export function drillThroughRules(config: DatachartConfig): DrillThroughRule[] {
  const tree = config.chartConfig.interactions;
  if (styleValue<boolean>(tree, ['drillThrough', 'enable']) !== true) return [];
  const raw = styleValue<unknown>(tree, ['drillThrough', 'rules']);
  if (!Array.isArray(raw)) return [];
  return raw.flatMap((r) => {
    const parsed = drillThroughRuleSchema.safeParse(r);
    return parsed.success ? [parsed.data] : [];
  });
}

/** The chart's fields a click can pass: its dimensions (group, colour and non-aggregated table fields). */
export function drillThroughFields(config: DatachartConfig): string[] {
  const names = config.chartConfig.datas
    .filter((s) => s.type === 'group' || s.type === 'color' || s.type === 'mixed')
    .flatMap((s) => s.rows ?? [])
    .filter((f) => !f.aggregate || f.aggregate === 'NONE')
    .map((f) => f.colName);
  return [...new Set(names)];
}

/** A click's field as the query-string name it goes under by default (the last part of its name). */
export const drillThroughName = (field: string) => field.split('.').at(-1) ?? field;

/**
 * The query-string values a click passes: with relation `auto`, every dimension of the chart (group,
 * colour and non-aggregated table fields) under its own name; with `customize`, the listed fields under
 * their target names. `row` is keyed by column label, as chart clicks report it.
 */
export function drillThroughValues(
  config: DatachartConfig,
  rule: DrillThroughRule,
  row: Record<string, unknown> | null,
): { field: string; name: string }[] {
  if (!row) return [];
  const target = rule[rule.category];
  const pairs =
    target?.relation === 'customize' && target.customize?.length
      ? target.customize
          .filter((c) => c.type !== 'variable' && c.source && c.target.trim())
          .map((c) => ({ field: c.source, name: c.target.trim() }))
      : drillThroughFields(config).map((f) => ({ field: f, name: drillThroughName(f) }));
  return pairs.filter((p) => {
    const v = row[drillThroughName(p.field)] ?? row[p.field];
    return v !== null && v !== undefined;
  });
}
