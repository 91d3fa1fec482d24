import { defineChart } from '../../registry/chart-definition';
import { filter, metrics, section } from '../../registry/sections';
import { group, leaf } from '../../registry/tree-builders';
import { richTextModel } from './rich-text-model';

export const richTextChart = defineChart({
  id: 'react-rich-text',
  family: 'richText',
  name: { en: 'Rich text', zh: '富文本' },
  icon: 'rich-text',
  sections: [section('dimension', 'group', { drillable: false }), metrics([0, 999]), filter()],
  styles: [group('delta', (g) => [leaf(g, 'richText', 'text', { ops: [] })])],
  settings: [],
  interactions: [],
  renderer: 'richText',
  model: richTextModel,
});
