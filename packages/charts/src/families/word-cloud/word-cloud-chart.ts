import type { DefaultStyleNode } from '../../config/style-tree';
import { defineChart } from '../../registry/chart-definition';
import { dimension, filter, metrics } from '../../registry/sections';
import { pagingSetting } from '../../registry/style-groups';
import { group, leaf } from '../../registry/tree-builders';
import { wordCloudOption } from './word-cloud-option';

const wordCloudStyles = (): DefaultStyleNode[] => [
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

export const wordCloudChart = defineChart({
  id: 'word-cloud',
  family: 'wordCloud',
  name: { en: 'Word cloud', zh: '词云' },
  icon: 'word-cloud',
  sections: [dimension([1, 1], false), metrics([1, 1]), filter()],
  requirements: { group: [1, 1], aggregate: [1, 1] },
  styles: wordCloudStyles(),
  settings: [pagingSetting(1000)],
  renderer: 'echarts',
  toOption: wordCloudOption,
  echartsExtras: ['wordCloud'],
});
