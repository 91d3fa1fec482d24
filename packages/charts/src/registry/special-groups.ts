import type { DefaultStyleNode } from '../config/style-tree';
import { labelGroup, legendGroup } from './style-groups';
import { defaultFont, group, leaf } from './tree-builders';

export const gaugeStyles = (): DefaultStyleNode[] => [
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

export const mapStyles = (scatter: boolean): DefaultStyleNode[] => [
  group('map', (g) => [
    leaf(g, 'mapLevelName', 'select', 'china'),
    leaf(g, 'areaColor', 'fontColor', '#e9ecef'),
    leaf(g, 'areaEmphasisColor', 'fontColor', '#dee2e6'),
    leaf(g, 'borderColor', 'fontColor', '#ffffff'),
    leaf(g, 'enableZoom', 'checkbox', true),
  ]),
  ...(scatter ? [group('scatter', (g) => [leaf(g, 'cycleRatio', 'inputNumber', 10)])] : []),
  labelGroup('inside'),
  group('visualMap', (g) => [
    leaf(g, 'show', 'checkbox', !scatter),
    leaf(g, 'orient', 'select', 'vertical', { items: ['vertical', 'horizontal'] }),
    leaf(g, 'align', 'select', 'auto'),
    leaf(g, 'inRange', 'colorRange', ['#d0e4ff', '#1b6ac9']),
  ]),
];

export const pieStyles = (pieLabel: DefaultStyleNode): DefaultStyleNode[] => [pieLabel, legendGroup()];

export const funnelStyles = (): DefaultStyleNode[] => [
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

export const wordCloudStyles = (): DefaultStyleNode[] => [
  group('wordCloud', (g) => [
    leaf(g, 'shape', 'select', 'circle'),
    leaf(g, 'drawOutOfBound', 'checkbox', false),
    leaf(g, 'width', 'inputPercentage', '100%'),
    leaf(g, 'height', 'inputPercentage', '100%'),
  ]),
  group('label', (g) => [
    leaf(g, 'fontFamily', 'fontFamily', 'PingFang SC'),
    leaf(g, 'fontWeight', 'fontWeight', 'normal'),
    leaf(g, 'minFontSize', 'inputNumber', 12),
    leaf(g, 'maxFontSize', 'inputNumber', 72),
    leaf(g, 'rotationRangeStart', 'inputNumber', 0),
    leaf(g, 'rotationRangeEnd', 'inputNumber', 0),
    leaf(g, 'rotationStep', 'inputNumber', 0),
    leaf(g, 'gridSize', 'inputNumber', 8),
  ]),
];

export const richTextStyles = (): DefaultStyleNode[] => [
  group('delta', (g) => [leaf(g, 'richText', 'text', { ops: [] })]),
];

export const doubleYSeries = (
  key: 'leftSeries' | 'rightSeries',
  graphType: 'bar' | 'line',
): DefaultStyleNode =>
  group(key, (g) => [
    leaf(g, 'graphType', 'select', graphType, { items: ['bar', 'line'] }),
    leaf(g, 'smooth', 'checkbox', false),
    leaf(g, 'showLabel', 'checkbox', false),
  ]);
