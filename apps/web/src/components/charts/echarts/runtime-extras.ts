/**
 * The ECharts series and components that chart definitions name as `echartsExtras` (see `extras.ts`),
 * registered on the same echarts/core instance as `runtime.ts`. Loaded by `load-echarts.ts` only for
 * options that use one of them (see `needsExtras`) or charts whose definition names one.
 */
import type { EChartsExtra } from '@tessera/charts';
import { FunnelChart, GaugeChart, MapChart } from 'echarts/charts';
import { GeoComponent, MarkAreaComponent, MarkLineComponent, VisualMapComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
// Registers the `wordCloud` series on the same echarts/core instance (it imports echarts/lib/echarts).
import 'echarts-wordcloud';

type Extension = Exclude<Parameters<typeof echarts.use>[0], readonly unknown[]>;

const extensions: Record<EChartsExtra, Extension | 'registered on import'> = {
  funnel: FunnelChart,
  gauge: GaugeChart,
  map: MapChart,
  wordCloud: 'registered on import',
  geo: GeoComponent,
  visualMap: VisualMapComponent,
  markLine: MarkLineComponent,
  markArea: MarkAreaComponent,
};

echarts.use(Object.values(extensions).filter((e): e is Extension => e !== 'registered on import'));
