import type { ResolvedChart } from '../../config/resolved-chart';
import type { ReferenceArea, ReferenceLine } from '../../config/reference.schemas';
import { referenceAreaSchema, referenceLineSchema } from '../../config/reference.schemas';
import { settingOf } from './context';

type RefValue = ReferenceLine['at'];

function resolveValue(at: RefValue, values: (number | null)[]): number | null {
  if ('value' in at) return at.value;
  const nums = values.filter((v): v is number => v !== null);
  if (nums.length === 0) return null;
  if (at.aggregate === 'MAX') return Math.max(...nums);
  if (at.aggregate === 'MIN') return Math.min(...nums);
  return nums.reduce((a, b) => a + b, 0) / nums.length;
}

function readList<T>(
  raw: unknown,
  schema: { safeParse: (v: unknown) => { success: boolean; data?: T } },
): T[] {
  if (!Array.isArray(raw)) return [];
  return raw.flatMap((item) => {
    const parsed = schema.safeParse(item);
    return parsed.success && parsed.data !== undefined ? [parsed.data] : [];
  });
}

/**
 * Mark lines and areas for one metric's series (settings `reference.lines` / `reference.areas`).
 * `axis` is the value axis key in ECharts' mark data (`yAxis` for columns, `xAxis` for bars).
 */
export function referenceMarks(
  chart: ResolvedChart,
  metric: { colName: string; isFirst: boolean; values: (number | null)[] },
  axis: 'xAxis' | 'yAxis',
  format: (v: number) => string,
): { markLine?: Record<string, unknown>; markArea?: Record<string, unknown> } {
  const setting = settingOf(chart);
  const applies = (r: { metric?: string }) => (r.metric ? r.metric === metric.colName : metric.isFirst);
  const lines = readList<ReferenceLine>(setting('reference', 'lines'), referenceLineSchema).filter(applies);
  const areas = readList<ReferenceArea>(setting('reference', 'areas'), referenceAreaSchema).filter(applies);
  const out: { markLine?: Record<string, unknown>; markArea?: Record<string, unknown> } = {};
  const lineData = lines.flatMap((line) => {
    const value = resolveValue(line.at, metric.values);
    if (value === null) return [];
    return [
      {
        name: line.name ?? '',
        [axis]: value,
        lineStyle: { color: line.color, width: line.width ?? 1, type: line.lineType ?? 'dashed' },
        label: {
          show: line.showLabel ?? true,
          formatter: `${line.name ? `${line.name}: ` : ''}${format(value)}`,
        },
      },
    ];
  });
  if (lineData.length) out.markLine = { symbol: 'none', silent: true, data: lineData };
  const areaData = areas.flatMap((area) => {
    const from = resolveValue(area.from, metric.values);
    const to = resolveValue(area.to, metric.values);
    if (from === null || to === null) return [];
    return [
      [
        {
          name: area.name ?? '',
          [axis]: from,
          itemStyle: { color: area.color, opacity: area.opacity ?? 0.2 },
          label: { show: area.showLabel ?? true },
        },
        { [axis]: to },
      ],
    ];
  });
  if (areaData.length) out.markArea = { silent: true, data: areaData };
  return out;
}
