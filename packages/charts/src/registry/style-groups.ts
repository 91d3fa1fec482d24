import type { DefaultStyleNode } from '../config/style-tree';
import { defaultFont, defaultLine, group, leaf } from './tree-builders';

export const labelGroup = (position = 'top'): DefaultStyleNode =>
  group('label', (g) => [
    leaf(g, 'showLabel', 'checkbox', false),
    leaf(g, 'position', 'labelPosition', position),
    leaf(g, 'font', 'font', defaultFont),
  ]);

export const pieLabelGroup = (): DefaultStyleNode =>
  group('label', (g) => [
    leaf(g, 'showLabel', 'checkbox', true),
    leaf(g, 'position', 'select', 'outside', { items: ['outside', 'inside', 'center'] }),
    leaf(g, 'showName', 'checkbox', true),
    leaf(g, 'showValue', 'checkbox', false),
    leaf(g, 'showPercent', 'checkbox', true),
    leaf(g, 'font', 'font', defaultFont),
  ]);

export const legendGroup = (show = true): DefaultStyleNode =>
  group('legend', (g) => [
    leaf(g, 'showLegend', 'checkbox', show),
    leaf(g, 'type', 'legendType', 'scroll', { items: ['scroll', 'plain'] }),
    leaf(g, 'position', 'legendPosition', 'right', { items: ['top', 'bottom', 'left', 'right'] }),
    leaf(g, 'selectAll', 'checkbox', true),
    leaf(g, 'font', 'font', defaultFont),
  ]);

const axisRows = (g: string): DefaultStyleNode[] => [
  leaf(g, 'showAxis', 'checkbox', true),
  leaf(g, 'inverseAxis', 'checkbox', false),
  leaf(g, 'lineStyle', 'line', defaultLine),
  leaf(g, 'showLabel', 'checkbox', true),
  leaf(g, 'font', 'font', defaultFont),
];

export const xAxisGroup = (): DefaultStyleNode =>
  group('xAxis', (g) => [
    ...axisRows(g),
    leaf(g, 'rotate', 'inputNumber', 0),
    leaf(g, 'showInterval', 'checkbox', false),
    leaf(g, 'interval', 'inputNumber', 0),
  ]);

export const yAxisGroup = (key = 'yAxis'): DefaultStyleNode =>
  group(key, (g) => [
    ...axisRows(g),
    leaf(g, 'showTitleAndUnit', 'checkbox', true),
    leaf(g, 'nameLocation', 'nameLocation', 'center', { items: ['start', 'center', 'end'] }),
    leaf(g, 'nameGap', 'inputNumber', 40),
    leaf(g, 'nameRotate', 'inputNumber', 90),
    leaf(g, 'min', 'inputNumber', null),
    leaf(g, 'max', 'inputNumber', null),
  ]);

export const splitLineGroup = (): DefaultStyleNode =>
  group('splitLine', (g) => [
    leaf(g, 'showHorizonLine', 'checkbox', true),
    leaf(g, 'horizonLineStyle', 'line', { ...defaultLine, type: 'dashed' }),
    leaf(g, 'showVerticalLine', 'checkbox', false),
    leaf(g, 'verticalLineStyle', 'line', { ...defaultLine, type: 'dashed' }),
  ]);

export const marginGroup = (): DefaultStyleNode =>
  group('margin', (g) => [
    leaf(g, 'containLabel', 'checkbox', true),
    leaf(g, 'marginTop', 'marginWidth', '5%'),
    leaf(g, 'marginBottom', 'marginWidth', '5%'),
    leaf(g, 'marginLeft', 'marginWidth', '5%'),
    leaf(g, 'marginRight', 'marginWidth', '5%'),
  ]);

export const barGroup = (): DefaultStyleNode =>
  group('bar', (g) => [
    leaf(g, 'borderStyle', 'line', { ...defaultLine, width: 0 }),
    leaf(g, 'radius', 'inputNumber', 0, { min: 0 }),
    leaf(g, 'width', 'inputNumber', 0),
    leaf(g, 'gap', 'inputPercentage', 0.1),
  ]);

export const graphGroup = (): DefaultStyleNode =>
  group('graph', (g) => [
    leaf(g, 'smooth', 'checkbox', false),
    leaf(g, 'step', 'checkbox', false),
    leaf(g, 'symbol', 'checkbox', true),
  ]);

/** Settings common to the cartesian charts. */
export const pagingSetting = (pageSize = 1000, enablePaging?: boolean): DefaultStyleNode =>
  group('paging', (g) => [
    ...(enablePaging === undefined ? [] : [leaf(g, 'enablePaging', 'checkbox', enablePaging)]),
    leaf(g, 'pageSize', 'inputNumber', pageSize, { min: 1 }),
  ]);

/** Reference lines and areas; values are lists of ReferenceLine / ReferenceArea (see reference.schemas). */
export const referenceSetting = (): DefaultStyleNode =>
  group('reference', (g) => [leaf(g, 'lines', 'reference', []), leaf(g, 'areas', 'reference', [])]);

export const interactionTrees = (): DefaultStyleNode[] => [
  group('drillThrough', (g) => [
    leaf(g, 'enable', 'checkbox', false),
    leaf(g, 'rules', 'drillThroughPanel', []),
  ]),
  group('viewDetail', (g) => [
    leaf(g, 'enable', 'checkbox', false),
    leaf(g, 'event', 'select', 'left', { items: ['left', 'right'] }),
  ]),
];

export const cartesianStyles = (
  options: { bar?: boolean; graph?: boolean; labelPosition?: string } = {},
): DefaultStyleNode[] => [
  ...(options.bar ? [barGroup()] : []),
  ...(options.graph ? [graphGroup()] : []),
  labelGroup(options.labelPosition),
  legendGroup(),
  xAxisGroup(),
  yAxisGroup(),
  splitLineGroup(),
  marginGroup(),
];

export const cartesianSettings = (): DefaultStyleNode[] => [pagingSetting(1000), referenceSetting()];
