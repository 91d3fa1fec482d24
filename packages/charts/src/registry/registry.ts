import type { DefaultStyleNode } from '../config/style-tree';
import { ChartError } from '../errors';
import type { ChartFamily, ChartGraphId } from './chart-ids';
import { chartGraphIds } from './chart-ids';
import type { SectionDef } from './sections';
import { color, dimension, filter, info, metrics, section, size } from './sections';
import {
  cartesianStyles,
  interactionTrees,
  legendGroup,
  marginGroup,
  pagingSetting,
  pieLabelGroup,
  referenceSetting,
} from './style-groups';
import {
  doubleYSeries,
  funnelStyles,
  gaugeStyles,
  mapStyles,
  pieStyles,
  pivotSettings,
  pivotStyles,
  richTextStyles,
  scorecardStyles,
  tableSettings,
  tableStyles,
  wordCloudStyles,
} from './special-groups';
import { xAxisGroup, yAxisGroup, splitLineGroup, labelGroup } from './style-groups';

export type Range = [number, number];

/** Family-specific switches read by toOption. */
export interface ChartVariant {
  horizontal?: boolean;
  stack?: boolean;
  percentage?: boolean;
  area?: boolean;
  doughnut?: boolean;
  rose?: boolean;
  scatterMap?: boolean;
}

export interface ChartMeta {
  id: ChartGraphId;
  family: ChartFamily;
  /** i18n key in packages/i18n (`charts.types.<id>`); `name` holds the same text for non-UI callers. */
  nameKey: string;
  name: { en: string; zh: string };
  icon: string;
  sections: SectionDef[];
  /** Numbers of group / aggregate fields the type can draw; absent = any. */
  requirements?: { group: Range; aggregate: Range };
  variant: ChartVariant;
  styles: DefaultStyleNode[];
  settings: DefaultStyleNode[];
  interactions: DefaultStyleNode[];
}

type MetaInput = Omit<ChartMeta, 'nameKey' | 'interactions' | 'variant'> & {
  variant?: ChartVariant;
  interactions?: DefaultStyleNode[];
};
const meta = (m: MetaInput): ChartMeta => ({
  ...m,
  nameKey: `charts.types.${m.id}`,
  variant: m.variant ?? {},
  interactions: m.interactions ?? interactionTrees(),
});

const cartesianSettings = (): DefaultStyleNode[] => [pagingSetting(1000), referenceSetting()];
const barSections = (): SectionDef[] => [dimension([0, 1]), metrics([1, 999]), filter(), color(), info()];

const bar = (id: ChartGraphId, en: string, zh: string, icon: string, variant: ChartVariant): ChartMeta =>
  meta({
    id,
    family: 'bar',
    name: { en, zh },
    icon,
    variant,
    sections: barSections(),
    requirements: { group: [0, 1], aggregate: [1, 999] },
    styles: cartesianStyles({ bar: true, labelPosition: variant.stack ? 'inside' : 'top' }),
    settings: cartesianSettings(),
  });

const line = (id: ChartGraphId, en: string, zh: string, icon: string, variant: ChartVariant): ChartMeta =>
  meta({
    id,
    family: 'line',
    name: { en, zh },
    icon,
    variant,
    sections: [dimension([1, 1]), metrics([1, 999]), filter(), color(), info()],
    requirements: { group: [1, 1], aggregate: [1, 999] },
    styles: cartesianStyles({ graph: true }),
    settings: cartesianSettings(),
  });

const pie = (id: ChartGraphId, en: string, zh: string, icon: string, variant: ChartVariant): ChartMeta =>
  meta({
    id,
    family: 'pie',
    name: { en, zh },
    icon,
    variant,
    sections: [dimension([0, 1]), metrics([1, 999]), filter(), info()],
    requirements: { group: [0, 1], aggregate: [1, 999] },
    styles: pieStyles(pieLabelGroup()),
    settings: [pagingSetting(1000)],
  });

const map = (id: ChartGraphId, en: string, zh: string, scatterMap: boolean): ChartMeta =>
  meta({
    id,
    family: 'map',
    name: { en, zh },
    icon: scatterMap ? 'scatter-map' : 'map',
    variant: { scatterMap },
    sections: [dimension([1, 1], false), metrics([1, 1]), ...(scatterMap ? [size()] : []), filter(), info()],
    requirements: { group: [1, 1], aggregate: [1, 1] },
    styles: mapStyles(scatterMap),
    settings: [pagingSetting(1000)],
  });

export const chartRegistry: readonly ChartMeta[] = [
  meta({
    id: 'mingxi-table',
    family: 'table',
    name: { en: 'Table', zh: '明细表' },
    icon: 'table',
    sections: [section('mixed', 'mixed', { required: true }), filter()],
    styles: tableStyles(),
    settings: tableSettings(),
  }),
  meta({
    id: 'piovt-sheet',
    family: 'pivot',
    name: { en: 'Pivot sheet', zh: '透视表' },
    icon: 'pivot',
    sections: [
      section('row', 'group', { drillable: false }),
      section('column', 'group'),
      metrics([0, 999]),
      filter(),
      info(),
    ],
    styles: pivotStyles(),
    settings: pivotSettings(),
  }),
  meta({
    id: 'react-scorecard',
    family: 'scorecard',
    name: { en: 'Scorecard', zh: '指标卡' },
    icon: 'scorecard',
    sections: [metrics([1, 1]), filter()],
    requirements: { group: [0, 0], aggregate: [1, 1] },
    styles: scorecardStyles(),
    settings: [],
  }),
  bar('cluster-column-chart', 'Clustered column', '簇状柱形图', 'cluster-column', {}),
  bar('cluster-bar-chart', 'Clustered bar', '簇状条形图', 'cluster-bar', { horizontal: true }),
  bar('stack-column-chart', 'Stacked column', '堆叠柱形图', 'stack-column', { stack: true }),
  bar('stack-bar-chart', 'Stacked bar', '堆叠条形图', 'stack-bar', { horizontal: true, stack: true }),
  bar('percentage-stack-column-chart', '100% stacked column', '百分比堆叠柱形图', 'percentage-stack-column', {
    stack: true,
    percentage: true,
  }),
  bar('percentage-stack-bar-chart', '100% stacked bar', '百分比堆叠条形图', 'percentage-stack-bar', {
    horizontal: true,
    stack: true,
    percentage: true,
  }),
  meta({
    id: 'waterfall-chart',
    family: 'waterfall',
    name: { en: 'Waterfall', zh: '瀑布图' },
    icon: 'waterfall',
    sections: [dimension([1, 1], false), metrics([1, 1]), filter()],
    requirements: { group: [1, 1], aggregate: [1, 1] },
    styles: [
      {
        key: 'bar',
        label: 'bar.title',
        comType: 'group',
        rows: [
          { key: 'increaseColor', label: 'bar.increaseColor', comType: 'fontColor', default: '#2f9e44' },
          { key: 'decreaseColor', label: 'bar.decreaseColor', comType: 'fontColor', default: '#e03131' },
          { key: 'totalColor', label: 'bar.totalColor', comType: 'fontColor', default: '#1c7ed6' },
          { key: 'showTotal', label: 'bar.showTotal', comType: 'checkbox', default: true },
        ],
      },
      labelGroup('top'),
      xAxisGroup(),
      yAxisGroup(),
      splitLineGroup(),
      marginGroup(),
    ],
    settings: cartesianSettings(),
  }),
  line('line-chart', 'Line', '折线图', 'line', {}),
  line('area-chart', 'Area', '面积图', 'area', { area: true }),
  line('stack-area-chart', 'Stacked area', '堆叠面积图', 'stack-area', { area: true, stack: true }),
  meta({
    id: 'scatter',
    family: 'scatter',
    name: { en: 'Scatter', zh: '散点图' },
    icon: 'scatter',
    sections: [dimension([0, 999], false), metrics([2, 2]), color(), size(), filter(), info()],
    requirements: { group: [0, 999], aggregate: [2, 2] },
    styles: [
      {
        key: 'scatter',
        label: 'scatter.title',
        comType: 'group',
        rows: [{ key: 'cycleRatio', label: 'scatter.cycleRatio', comType: 'inputNumber', default: 10 }],
      },
      labelGroup('top'),
      legendGroup(),
      xAxisGroup(),
      yAxisGroup(),
      splitLineGroup(),
      marginGroup(),
    ],
    settings: cartesianSettings(),
  }),
  pie('pie-chart', 'Pie', '饼图', 'pie', {}),
  pie('doughnut-chart', 'Doughnut', '环形图', 'doughnut', { doughnut: true }),
  pie('rose-chart', 'Rose', '玫瑰图', 'rose', { rose: true }),
  meta({
    id: 'funnel-chart',
    family: 'funnel',
    name: { en: 'Funnel', zh: '漏斗图' },
    icon: 'funnel',
    sections: [dimension([0, 1], false), metrics([1, 999]), filter(), info()],
    requirements: { group: [0, 1], aggregate: [1, 999] },
    styles: funnelStyles(),
    settings: [pagingSetting(1000)],
  }),
  meta({
    id: 'double-y',
    family: 'doubleY',
    name: { en: 'Dual axis', zh: '双轴图' },
    icon: 'dual-axis',
    sections: [
      dimension([1, 1]),
      metrics([1, 999], 'metricsL'),
      metrics([1, 999], 'metricsR'),
      filter(),
      info(),
    ],
    requirements: { group: [1, 1], aggregate: [2, 999] },
    styles: [
      doubleYSeries('leftSeries', 'bar'),
      doubleYSeries('rightSeries', 'line'),
      legendGroup(),
      xAxisGroup(),
      yAxisGroup('leftY'),
      yAxisGroup('rightY'),
      splitLineGroup(),
      marginGroup(),
    ],
    settings: cartesianSettings(),
  }),
  meta({
    id: 'word-cloud',
    family: 'wordCloud',
    name: { en: 'Word cloud', zh: '词云' },
    icon: 'word-cloud',
    sections: [dimension([1, 1], false), metrics([1, 1]), filter()],
    requirements: { group: [1, 1], aggregate: [1, 1] },
    styles: wordCloudStyles(),
    settings: [pagingSetting(1000)],
  }),
  map('normal-outline-map-chart', 'Map', '地图', false),
  map('scatter-outline-map-chart', 'Scatter map', '散点地图', true),
  meta({
    id: 'gauge',
    family: 'gauge',
    name: { en: 'Gauge', zh: '仪表盘' },
    icon: 'gauge',
    sections: [metrics([1, 1]), filter()],
    requirements: { group: [0, 0], aggregate: [1, 1] },
    styles: gaugeStyles(),
    settings: [],
  }),
  meta({
    id: 'react-rich-text',
    family: 'richText',
    name: { en: 'Rich text', zh: '富文本' },
    icon: 'rich-text',
    sections: [section('dimension', 'group', { drillable: false }), metrics([0, 999]), filter()],
    styles: richTextStyles(),
    settings: [],
    interactions: [],
  }),
];

const byId = new Map<string, ChartMeta>(chartRegistry.map((m) => [m.id, m]));

export function isChartGraphId(id: string): id is ChartGraphId {
  return (chartGraphIds as readonly string[]).includes(id);
}

/** The meta of a chart id; an unknown id is a CHART_UNKNOWN_TYPE error (422). */
export function getChartMeta(id: string): ChartMeta {
  const found = byId.get(id);
  if (!found) throw new ChartError('CHART_UNKNOWN_TYPE', { chartGraphId: id });
  return found;
}

const within = (n: number, [min, max]: Range) => n >= min && n <= max;

/** Whether a type can draw the given numbers of group and aggregate fields (the type picker greys out the rest). */
export function canDraw(meta: ChartMeta, counts: { groups: number; aggregates: number }): boolean {
  if (!meta.requirements) return true;
  return (
    within(counts.groups, meta.requirements.group) && within(counts.aggregates, meta.requirements.aggregate)
  );
}

/** Default config trees of a type (what a new chart of this type starts from). */
export function defaultChartConfig(id: string) {
  const m = getChartMeta(id);
  return {
    datas: m.sections.map(({ actions: _actions, ...s }) => ({ ...s, rows: [] })),
    styles: m.styles,
    settings: m.settings,
    interactions: m.interactions,
  };
}
