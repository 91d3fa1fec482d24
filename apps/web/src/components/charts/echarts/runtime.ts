/**
 * The ECharts runtime, loaded with a dynamic import (see `load-echarts.ts`) so that ECharts stays out
 * of the bundles of pages that draw no chart (the login page above all). Only the chart types and
 * components that @tessera/charts' `toOption` emits are registered, with the canvas renderer.
 */
import {
  BarChart,
  FunnelChart,
  GaugeChart,
  LineChart,
  MapChart,
  PieChart,
  ScatterChart,
} from 'echarts/charts';
import {
  GeoComponent,
  GridComponent,
  LegendComponent,
  MarkAreaComponent,
  MarkLineComponent,
  TitleComponent,
  TooltipComponent,
  VisualMapComponent,
} from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
// Registers the `wordCloud` series on the same echarts/core instance (it imports echarts/lib/echarts).
import 'echarts-wordcloud';
import { registerThemes } from './themes';

echarts.use([
  BarChart,
  LineChart,
  ScatterChart,
  PieChart,
  FunnelChart,
  GaugeChart,
  MapChart,
  GridComponent,
  TooltipComponent,
  LegendComponent,
  TitleComponent,
  VisualMapComponent,
  GeoComponent,
  MarkLineComponent,
  MarkAreaComponent,
  CanvasRenderer,
]);
registerThemes(echarts);

export { echarts };
export type EChartsRuntime = typeof echarts;
