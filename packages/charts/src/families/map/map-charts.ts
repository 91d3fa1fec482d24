import type { DefaultStyleNode } from '../../config/style-tree';
import { defineChart } from '../../registry/chart-definition';
import { dimension, filter, info, metrics, size } from '../../registry/sections';
import { labelGroup, pagingSetting } from '../../registry/style-groups';
import { group, leaf } from '../../registry/tree-builders';
import { mapOption } from './map-option';

const mapStyles = (scatter: boolean): DefaultStyleNode[] => [
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

const map = <Id extends string>(id: Id, en: string, zh: string, scatterMap: boolean) =>
  defineChart({
    id,
    family: 'map',
    name: { en, zh },
    icon: scatterMap ? 'scatter-map' : 'map',
    variant: { scatterMap },
    sections: [dimension([1, 1], false), metrics([1, 1]), ...(scatterMap ? [size()] : []), filter(), info()],
    requirements: { group: [1, 1], aggregate: [1, 1] },
    styles: mapStyles(scatterMap),
    settings: [pagingSetting(1000)],
    renderer: 'echarts',
    toOption: mapOption,
    // Both draw on a registered map (the `map` extra is what tells a page to load one first).
    echartsExtras: ['map', 'geo', 'visualMap'],
  });

/** The region map and the scatter map, in Datart's order. */
export const mapCharts = [
  map('normal-outline-map-chart', 'Map', '地图', false),
  map('scatter-outline-map-chart', 'Scatter map', '散点地图', true),
] as const;
