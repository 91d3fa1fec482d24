/**
 * The rest of what @tessera/charts' `toOption` emits, registered on the same echarts/core instance as
 * `runtime.ts`: funnel, gauge, map and word-cloud series, and the geo, visual-map and mark-line/-area
 * components. Loaded by `load-echarts.ts` only for options that use one of them (see `needsExtras`).
 */
import { FunnelChart, GaugeChart, MapChart } from 'echarts/charts';
import { GeoComponent, MarkAreaComponent, MarkLineComponent, VisualMapComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
// Registers the `wordCloud` series on the same echarts/core instance (it imports echarts/lib/echarts).
import 'echarts-wordcloud';

echarts.use([
  FunnelChart,
  GaugeChart,
  MapChart,
  GeoComponent,
  VisualMapComponent,
  MarkLineComponent,
  MarkAreaComponent,
]);
