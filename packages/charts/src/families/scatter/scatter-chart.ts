import { defineChart } from '../../registry/chart-definition';
import { color, dimension, filter, info, metrics, size } from '../../registry/sections';
import {
  cartesianSettings,
  labelGroup,
  legendGroup,
  marginGroup,
  splitLineGroup,
  xAxisGroup,
  yAxisGroup,
} from '../../registry/style-groups';
import { scatterOption } from './scatter-option';

export const scatterChart = defineChart({
  id: 'scatter',
  family: 'scatter',
  name: { en: 'Scatter', zh: '散点图' },
  icon: 'scatter',
  sections: [dimension([0, 999], false), metrics([2, 2]), color(), size(), filter(), info()],
  requirements: { group: [0, 999], aggregate: [2, 2] },
  styles: [
    {
      key: 'scatter',
      label: 'scatter.title',
      comType: 'group',
      rows: [{ key: 'cycleRatio', label: 'scatter.cycleRatio', comType: 'inputNumber', default: 10 }],
    },
    labelGroup('top'),
    legendGroup(),
    xAxisGroup(),
    yAxisGroup(),
    splitLineGroup(),
    marginGroup(),
  ],
  settings: cartesianSettings(),
  renderer: 'echarts',
  toOption: scatterOption,
});
