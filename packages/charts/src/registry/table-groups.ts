import type { DefaultStyleNode } from '../config/style-tree';
import { defaultFont, group, leaf } from './tree-builders';

export const tableStyles = (): DefaultStyleNode[] => [
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

export const tableSettings = (): DefaultStyleNode[] => [
  group('paging', (g) => [
    leaf(g, 'enablePaging', 'checkbox', true),
    leaf(g, 'pageSize', 'inputNumber', 100, { min: 1 }),
  ]),
  group('summary', (g) => [leaf(g, 'aggregateFields', 'select', []), leaf(g, 'font', 'font', defaultFont)]),
];

const summaryRows = (g: string): DefaultStyleNode[] => [
  leaf(g, 'showTotal', 'checkbox', false),
  leaf(g, 'totalPosition', 'select', 'bottom', { items: ['top', 'bottom'] }),
  leaf(g, 'showSubTotal', 'checkbox', false),
  leaf(g, 'subTotalPosition', 'select', 'bottom', { items: ['top', 'bottom'] }),
];

export const pivotStyles = (): DefaultStyleNode[] => [
  group('theme', (g) => [leaf(g, 'themeType', 'pivotSheetTheme', 'default')]),
  group('style', (g) => [
    leaf(g, 'enableExpandRow', 'checkbox', true),
    leaf(g, 'enableHoverHighlight', 'checkbox', true),
  ]),
];

export const pivotSettings = (): DefaultStyleNode[] => [
  group('summaryAggregation', (g) => [
    leaf(g, 'aggregation', 'select', 'SUM', { items: ['SUM', 'AVG', 'MAX', 'MIN', 'COUNT'] }),
  ]),
  group('calcSubAggregation', (g) => [leaf(g, 'enable', 'checkbox', false)]),
  group('rowSummary', summaryRows),
  group('colSummary', summaryRows),
];

export const scorecardStyles = (): DefaultStyleNode[] => [
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
