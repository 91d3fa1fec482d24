import type { DefaultStyleNode } from '../../config/style-tree';
import { defineChart } from '../../registry/chart-definition';
import { filter, info, metrics, section } from '../../registry/sections';
import { group, leaf } from '../../registry/tree-builders';
import { pivotModel } from './pivot-model';

const summaryRows = (g: string): DefaultStyleNode[] => [
  leaf(g, 'showTotal', 'checkbox', false),
  leaf(g, 'totalPosition', 'select', 'bottom', { items: ['top', 'bottom'] }),
  leaf(g, 'showSubTotal', 'checkbox', false),
  leaf(g, 'subTotalPosition', 'select', 'bottom', { items: ['top', 'bottom'] }),
];

const pivotStyles = (): DefaultStyleNode[] => [
  group('theme', (g) => [leaf(g, 'themeType', 'pivotSheetTheme', 'default')]),
  group('style', (g) => [
    leaf(g, 'enableExpandRow', 'checkbox', true),
    leaf(g, 'enableHoverHighlight', 'checkbox', true),
  ]),
];

const pivotSettings = (): DefaultStyleNode[] => [
  group('summaryAggregation', (g) => [
    leaf(g, 'aggregation', 'select', 'SUM', { items: ['SUM', 'AVG', 'MAX', 'MIN', 'COUNT'] }),
  ]),
  group('calcSubAggregation', (g) => [leaf(g, 'enable', 'checkbox', false)]),
  group('rowSummary', summaryRows),
  group('colSummary', summaryRows),
];

export const pivotChart = defineChart({
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
  renderer: 'pivot',
  model: pivotModel,
});
