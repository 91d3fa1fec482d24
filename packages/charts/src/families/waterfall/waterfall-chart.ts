import { defineChart } from '../../registry/chart-definition';
import { dimension, filter, metrics } from '../../registry/sections';
import {
  cartesianSettings,
  labelGroup,
  marginGroup,
  splitLineGroup,
  xAxisGroup,
  yAxisGroup,
} from '../../registry/style-groups';
import { waterfallOption } from './waterfall-option';

export const waterfallChart = defineChart({
  id: 'waterfall-chart',
  family: 'waterfall',
  name: { en: 'Waterfall', zh: '瀑布图' },
  icon: 'waterfall',
  sections: [dimension([1, 1], false), metrics([1, 1]), filter()],
  requirements: { group: [1, 1], aggregate: [1, 1] },
  styles: [
    {
      key: 'bar',
      label: 'bar.title',
      comType: 'group',
      rows: [
        { key: 'increaseColor', label: 'bar.increaseColor', comType: 'fontColor', default: '#2f9e44' },
        { key: 'decreaseColor', label: 'bar.decreaseColor', comType: 'fontColor', default: '#e03131' },
        { key: 'totalColor', label: 'bar.totalColor', comType: 'fontColor', default: '#1c7ed6' },
        { key: 'showTotal', label: 'bar.showTotal', comType: 'checkbox', default: true },
      ],
    },
    labelGroup('top'),
    xAxisGroup(),
    yAxisGroup(),
    splitLineGroup(),
    marginGroup(),
  ],
  settings: cartesianSettings(),
  renderer: 'echarts',
  toOption: waterfallOption,
});
