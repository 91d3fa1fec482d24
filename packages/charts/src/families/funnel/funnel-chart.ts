import type { DefaultStyleNode } from '../../config/style-tree';
import { defineChart } from '../../registry/chart-definition';
import { dimension, filter, info, metrics } from '../../registry/sections';
import { legendGroup, pagingSetting } from '../../registry/style-groups';
import { defaultFont, group, leaf } from '../../registry/tree-builders';
import { funnelOption } from './funnel-option';

const funnelStyles = (): DefaultStyleNode[] => [
  group('funnel', (g) => [
    leaf(g, 'sort', 'select', 'descending', { items: ['descending', 'ascending', 'none'] }),
    leaf(g, 'gap', 'inputNumber', 1),
    leaf(g, 'align', 'select', 'center'),
  ]),
  group('label', (g) => [
    leaf(g, 'showLabel', 'checkbox', true),
    leaf(g, 'position', 'select', 'inside', { items: ['inside', 'left', 'right'] }),
    leaf(g, 'showName', 'checkbox', true),
    leaf(g, 'showValue', 'checkbox', true),
    leaf(g, 'showPercent', 'checkbox', false),
    leaf(g, 'font', 'font', defaultFont),
  ]),
  legendGroup(),
];

export const funnelChart = defineChart({
  id: 'funnel-chart',
  family: 'funnel',
  name: { en: 'Funnel', zh: '漏斗图' },
  icon: 'funnel',
  sections: [dimension([0, 1], false), metrics([1, 999]), filter(), info()],
  requirements: { group: [0, 1], aggregate: [1, 999] },
  styles: funnelStyles(),
  settings: [pagingSetting(1000)],
  renderer: 'echarts',
  toOption: funnelOption,
  echartsExtras: ['funnel'],
});
