import { defineChart, type ChartVariant } from '../../registry/chart-definition';
import { color, dimension, filter, info, metrics } from '../../registry/sections';
import { cartesianSettings, cartesianStyles } from '../../registry/style-groups';
import { barOption } from './bar-option';

const bar = <Id extends string>(id: Id, en: string, zh: string, icon: string, variant: ChartVariant) =>
  defineChart({
    id,
    family: 'bar',
    name: { en, zh },
    icon,
    variant,
    sections: [dimension([0, 1]), metrics([1, 999]), filter(), color(), info()],
    requirements: { group: [0, 1], aggregate: [1, 999] },
    styles: cartesianStyles({ bar: true, labelPosition: variant.stack ? 'inside' : 'top' }),
    settings: cartesianSettings(),
    renderer: 'echarts',
    toOption: barOption,
  });

/** The six bar types, in Datart's order. */
export const barCharts = [
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
] as const;
