/**
 * The ECharts runtime, loaded with a dynamic import (see `load-echarts.ts`) so that ECharts stays out
 * of the bundles of pages that draw no chart (the login page above all). It registers what most charts
 * draw with: bar, line, scatter and pie series on a grid, with tooltip, legend and title, on the canvas
 * renderer. The rarer series and components load as a second chunk (`runtime-extras.ts`) when an option
 * needs them, so a board of bars and lines neither downloads nor evaluates them.
 */
import { BarChart, LineChart, PieChart, ScatterChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TitleComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import { registerThemes } from './themes';

echarts.use([
  BarChart,
  LineChart,
  ScatterChart,
  PieChart,
  GridComponent,
  TooltipComponent,
  LegendComponent,
  TitleComponent,
  CanvasRenderer,
]);
registerThemes(echarts);

export { echarts };
export type EChartsRuntime = typeof echarts;
