import { defineChart, type ChartVariant } from '../../registry/chart-definition';
import { dimension, filter, info, metrics } from '../../registry/sections';
import { legendGroup, pagingSetting, pieLabelGroup } from '../../registry/style-groups';
import { pieOption } from './pie-option';

const pie = <Id extends string>(id: Id, en: string, zh: string, icon: string, variant: ChartVariant) =>
  defineChart({
    id,
    family: 'pie',
    name: { en, zh },
    icon,
    variant,
    sections: [dimension([0, 1]), metrics([1, 999]), filter(), info()],
    requirements: { group: [0, 1], aggregate: [1, 999] },
    styles: [pieLabelGroup(), legendGroup()],
    settings: [pagingSetting(1000)],
    renderer: 'echarts',
    toOption: pieOption,
  });

/** Pie, doughnut and rose, in Datart's order. */
export const pieCharts = [
  pie('pie-chart', 'Pie', '饼图', 'pie', {}),
  pie('doughnut-chart', 'Doughnut', '环形图', 'doughnut', { doughnut: true }),
  pie('rose-chart', 'Rose', '玫瑰图', 'rose', { rose: true }),
] as const;
