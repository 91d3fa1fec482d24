/**
 * ECharts' SVG renderer, loaded with the runtime only when charts are to be drawn as SVG (see
 * `chartRenderer` in `load-echarts.ts`): their texts are then elements of the page.
 */
import * as echarts from 'echarts/core';
import { SVGRenderer } from 'echarts/renderers';

echarts.use([SVGRenderer]);
