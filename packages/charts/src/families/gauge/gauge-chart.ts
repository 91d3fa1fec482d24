import type { DefaultStyleNode } from '../../config/style-tree';
import { defineChart } from '../../registry/chart-definition';
import { filter, metrics } from '../../registry/sections';
import { defaultFont, group, leaf } from '../../registry/tree-builders';
import { gaugeOption } from './gauge-option';

const gaugeStyles = (): DefaultStyleNode[] => [
  group('gauge', (g) => [
    leaf(g, 'max', 'inputNumber', 100),
    leaf(g, 'prefix', 'input', ''),
    // A plain value by default (D-chart-ux-2): a percent comes from the field's percentage format or this suffix.
    leaf(g, 'suffix', 'input', ''),
    leaf(g, 'radius', 'inputPercentage', '75%'),
    leaf(g, 'splitNumber', 'inputNumber', 10),
    leaf(g, 'startAngle', 'inputNumber', 225),
    leaf(g, 'endAngle', 'inputNumber', -45),
  ]),
  group('title', (g) => [leaf(g, 'showTitle', 'checkbox', true), leaf(g, 'font', 'font', defaultFont)]),
  group('data', (g) => [
    leaf(g, 'showData', 'checkbox', true),
    leaf(g, 'font', 'font', { ...defaultFont, fontSize: 24 }),
  ]),
  group('pointer', (g) => [
    leaf(g, 'showPointer', 'checkbox', true),
    leaf(g, 'pointerLength', 'inputPercentage', '80%'),
    leaf(g, 'pointerWidth', 'inputNumber', 8),
  ]),
  group('axis', (g) => [
    leaf(g, 'axisLineSize', 'inputNumber', 18),
    leaf(g, 'axisLineColor', 'fontColor', '#ced4da'),
  ]),
  group('axisTick', (g) => [leaf(g, 'showAxisTick', 'checkbox', false)]),
  group('axisLabel', (g) => [
    leaf(g, 'showAxisLabel', 'checkbox', false),
    leaf(g, 'distance', 'inputNumber', 25),
  ]),
  group('progress', (g) => [
    leaf(g, 'showProgress', 'checkbox', true),
    leaf(g, 'roundCap', 'checkbox', false),
  ]),
  group('splitLine', (g) => [leaf(g, 'showSplitLine', 'checkbox', false)]),
];

export const gaugeChart = defineChart({
  id: 'gauge',
  family: 'gauge',
  name: { en: 'Gauge', zh: '仪表盘' },
  icon: 'gauge',
  sections: [metrics([1, 1]), filter()],
  requirements: { group: [0, 0], aggregate: [1, 1] },
  styles: gaugeStyles(),
  settings: [],
  renderer: 'echarts',
  toOption: gaugeOption,
  echartsExtras: ['gauge'],
});
