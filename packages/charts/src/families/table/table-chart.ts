import type { DefaultStyleNode } from '../../config/style-tree';
import { defineChart } from '../../registry/chart-definition';
import { filter, section } from '../../registry/sections';
import { defaultFont, group, leaf } from '../../registry/tree-builders';
import { tableModel } from './table-model';

const tableStyles = (): DefaultStyleNode[] => [
  group('header', (g) => [leaf(g, 'modal', 'tableHeader', [])]),
  group('column', (g) => [leaf(g, 'modal', 'listTemplate', [])]),
  group('style', (g) => [
    leaf(g, 'enableFixedHeader', 'checkbox', true),
    leaf(g, 'enableBorder', 'checkbox', true),
    leaf(g, 'enableRowNumber', 'checkbox', false),
    leaf(g, 'leftFixedColumns', 'select', []),
    leaf(g, 'rightFixedColumns', 'select', []),
    leaf(g, 'autoMergeFields', 'select', []),
    leaf(g, 'tableSize', 'select', 'small', { items: ['default', 'middle', 'small'] }),
  ]),
  group('tableHeaderStyle', (g) => [
    leaf(g, 'bgColor', 'fontColor', '#f8f9fa'),
    leaf(g, 'font', 'font', { ...defaultFont, fontWeight: 'bold' }),
    leaf(g, 'align', 'fontAlignment', 'left'),
  ]),
  group('tableBodyStyle', (g) => [
    leaf(g, 'oddBgColor', 'fontColor', 'rgba(0,0,0,0)'),
    leaf(g, 'evenBgColor', 'fontColor', 'rgba(0,0,0,0.02)'),
    leaf(g, 'font', 'font', defaultFont),
    leaf(g, 'align', 'fontAlignment', 'default'),
  ]),
];

const tableSettings = (): DefaultStyleNode[] => [
  group('paging', (g) => [
    leaf(g, 'enablePaging', 'checkbox', true),
    leaf(g, 'pageSize', 'inputNumber', 100, { min: 1 }),
  ]),
  group('summary', (g) => [leaf(g, 'aggregateFields', 'select', []), leaf(g, 'font', 'font', defaultFont)]),
];

export const tableChart = defineChart({
  id: 'mingxi-table',
  family: 'table',
  name: { en: 'Table', zh: '明细表' },
  icon: 'table',
  sections: [section('mixed', 'mixed', { required: true }), filter()],
  styles: tableStyles(),
  settings: tableSettings(),
  renderer: 'table',
  model: tableModel,
});
