import type { DefaultStyleNode } from '../../config/style-tree';
import { defineChart } from '../../registry/chart-definition';
import { dimension, filter, info, metrics } from '../../registry/sections';
import {
  cartesianSettings,
  legendGroup,
  marginGroup,
  splitLineGroup,
  xAxisGroup,
  yAxisGroup,
} from '../../registry/style-groups';
import { group, leaf } from '../../registry/tree-builders';
import { doubleYOption } from './double-y-option';

const series = (key: 'leftSeries' | 'rightSeries', graphType: 'bar' | 'line'): DefaultStyleNode =>
  group(key, (g) => [
    leaf(g, 'graphType', 'select', graphType, { items: ['bar', 'line'] }),
    leaf(g, 'smooth', 'checkbox', false),
    leaf(g, 'showLabel', 'checkbox', false),
  ]);

export const doubleYChart = defineChart({
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
    series('leftSeries', 'bar'),
    series('rightSeries', 'line'),
    legendGroup(),
    xAxisGroup(),
    yAxisGroup('leftY'),
    yAxisGroup('rightY'),
    splitLineGroup(),
    marginGroup(),
  ],
  settings: cartesianSettings(),
  renderer: 'echarts',
  toOption: doubleYOption,
});
