import {
  drillThroughRules,
  drillThroughValues,
  type BoardWidget,
  type DatachartConfig,
  type DrillThroughRule,
} from '@tessera/charts';
import { jumpOf, type Jump } from '../dashboard/jump';

const relType = { jumpToChart: 'DATACHART', jumpToDashboard: 'DASHBOARD' } as const;

/** A chart's drill-through rule as the dashboards' `jumpConfig` for one passed field. */
function asJumpConfig(rule: DrillThroughRule, field: string, name: string): Record<string, unknown> {
  const target = rule[rule.category] ?? {};
  return rule.category === 'jumpToURL'
    ? {
        open: true,
        targetType: 'URL',
        URL: target.url ?? '',
        queryName: name,
        field: { jumpFieldName: field },
      }
    : {
        open: true,
        targetType: 'INTERNAL',
        queryName: name,
        field: { jumpFieldName: field },
        target: { relId: target.relId, relType: relType[rule.category] },
      };
}

/**
 * Where a click on a chart leads under its first left-click drill-through rule: the dashboards' jump
 * (same target and address checks), once per clicked value, merged into one query string.
 */
export function drillThroughJump(config: DatachartConfig, row: Record<string, unknown> | null): Jump | null {
  const rule = drillThroughRules(config).find((r) => r.event === 'left');
  if (!rule) return null;
  const jumps = drillThroughValues(config, rule, row).flatMap(({ field, name }) => {
    const widget = { config: { jumpConfig: asJumpConfig(rule, field, name) } } as unknown as BoardWidget;
    const jump = jumpOf(widget, row);
    return jump ? [jump] : [];
  });
  const [first, ...rest] = jumps;
  if (!first) return null;
  if (first.kind === 'url') {
    const url = new URL(first.href);
    for (const j of rest)
      if (j.kind === 'url') new URL(j.href).searchParams.forEach((v, k) => url.searchParams.set(k, v));
    return { kind: 'url', href: url.toString() };
  }
  const search = { ...first.search };
  for (const j of rest) if (j.kind !== 'url') Object.assign(search, j.search);
  return { ...first, search };
}

/** Whether the chart has a rule a left click follows. */
export const hasDrillThrough = (config: DatachartConfig) =>
  drillThroughRules(config).some((r) => r.event === 'left');
