import { defineChart, type ChartVariant } from '../../registry/chart-definition';
import { color, dimension, filter, info, metrics } from '../../registry/sections';
import { cartesianSettings, cartesianStyles } from '../../registry/style-groups';
import { lineOption } from './line-option';

const line = <Id extends string>(id: Id, en: string, zh: string, icon: string, variant: ChartVariant) =>
  defineChart({
    id,
    family: 'line',
    name: { en, zh },
    icon,
    variant,
    sections: [dimension([1, 1]), metrics([1, 999]), filter(), color(), info()],
    requirements: { group: [1, 1], aggregate: [1, 999] },
    styles: cartesianStyles({ graph: true }),
    settings: cartesianSettings(),
    renderer: 'echarts',
    toOption: lineOption,
  });

/** Line, area and stacked area, in Datart's order. */
export const lineCharts = [
  line('line-chart', 'Line', '折线图', 'line', {}),
  line('area-chart', 'Area', '面积图', 'area', { area: true }),
  line('stack-area-chart', 'Stacked area', '堆叠面积图', 'stack-area', { area: true, stack: true }),
] as const;
