import type { DatachartConfig } from './config/config.schemas';
import { resolveChart } from './config/parse-config';
import { barOption } from './families/bar/bar-option';
import type { EChartsOption, FamilyInput } from './families/common/context';
import { applyCustomSort } from './families/common/custom-sort';
import { FrameReader } from './families/common/frame';
import { themed } from './families/common/theme';
import { doubleYOption } from './families/double-y/double-y-option';
import { funnelOption } from './families/funnel/funnel-option';
import { gaugeOption } from './families/gauge/gauge-option';
import { lineOption } from './families/line/line-option';
import { mapOption } from './families/map/map-option';
import { pieOption } from './families/pie/pie-option';
import { scatterOption } from './families/scatter/scatter-option';
import { waterfallOption } from './families/waterfall/waterfall-option';
import { wordCloudOption } from './families/word-cloud/word-cloud-option';
import type { ChartFamily } from './registry/chart-ids';
import type { Dataframe, RenderContext } from './types';

const echartsFamilies: Partial<Record<ChartFamily, (input: FamilyInput) => EChartsOption>> = {
  bar: barOption,
  waterfall: waterfallOption,
  line: lineOption,
  scatter: scatterOption,
  pie: pieOption,
  funnel: funnelOption,
  doubleY: doubleYOption,
  gauge: gaugeOption,
  wordCloud: wordCloudOption,
  map: mapOption,
};

/** Whether a chart id draws with ECharts (the others render a pure model: table, pivot, scorecard, rich text). */
export function isEChartsFamily(family: ChartFamily | 'plugin'): boolean {
  return family in echartsFamilies;
}

/** Builds the family input shared by option and model builders (custom sort applied). */
export function familyInput(config: DatachartConfig, frame: Dataframe, ctx: RenderContext): FamilyInput {
  const chart = resolveChart(config);
  return { chart, reader: new FrameReader(applyCustomSort(config, frame)), ctx };
}

/**
 * Pure: chart config + dataframe + render context → ECharts option (`animation` off is left to the
 * caller). Table, pivot, scorecard and rich text have model builders instead and throw here.
 */
export function toOption(config: DatachartConfig, frame: Dataframe, ctx: RenderContext): EChartsOption {
  const input = familyInput(config, frame, ctx);
  const family = input.chart.meta.family;
  const build = family === 'plugin' ? undefined : echartsFamilies[family];
  if (!build) throw new Error(`${config.chartGraphId} renders a model, not an ECharts option`);
  return themed(build(input), ctx.theme);
}
