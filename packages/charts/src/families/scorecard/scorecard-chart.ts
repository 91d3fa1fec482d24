import type { DefaultStyleNode } from '../../config/style-tree';
import { defineChart } from '../../registry/chart-definition';
import { filter, metrics } from '../../registry/sections';
import { defaultFont, group, leaf } from '../../registry/tree-builders';
import { themed } from '../common/theme';
import { scorecardModel } from './scorecard-model';

const scorecardStyles = (): DefaultStyleNode[] => [
  group('data', (g) => [
    leaf(g, 'autoFontSize', 'checkbox', true),
    leaf(g, 'font', 'font', { ...defaultFont, fontSize: 48 }),
  ]),
  group('label', (g) => [
    leaf(g, 'showLabel', 'checkbox', true),
    leaf(g, 'position', 'select', 'column', { items: ['row', 'column'] }),
    leaf(g, 'font', 'font', defaultFont),
  ]),
  group('padding', (g) => [leaf(g, 'width', 'inputNumber', 16)]),
];

export const scorecardChart = defineChart({
  id: 'react-scorecard',
  family: 'scorecard',
  name: { en: 'Scorecard', zh: '指标卡' },
  icon: 'scorecard',
  sections: [metrics([1, 1]), filter()],
  requirements: { group: [0, 0], aggregate: [1, 1] },
  styles: scorecardStyles(),
  settings: [],
  renderer: 'scorecard',
  // Its colours follow the theme as an ECharts option's do.
  model: (input) => themed(scorecardModel(input), input.ctx.theme),
});
