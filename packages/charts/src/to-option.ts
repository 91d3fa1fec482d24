import type { DatachartConfig } from './config/config.schemas';
import { resolveChart } from './config/parse-config';
import type { EChartsOption, FamilyInput } from './families/common/context';
import { applyCustomSort } from './families/common/custom-sort';
import { FrameReader } from './families/common/frame';
import { themed } from './families/common/theme';
import { chartById } from './registry/chart-registry';
import type { Dataframe, RenderContext } from './types';

/** Builds the family input shared by option and model builders (custom sort applied). */
export function familyInput(config: DatachartConfig, frame: Dataframe, ctx: RenderContext): FamilyInput {
  const chart = resolveChart(config);
  return { chart, reader: new FrameReader(applyCustomSort(config, frame)), ctx };
}

/**
 * Pure: chart config + dataframe + render context → ECharts option (`animation` off is left to the
 * caller), built by the type's definition. Types drawn by a model renderer (table, pivot, scorecard,
 * rich text) and plugins throw here.
 */
export function toOption(config: DatachartConfig, frame: Dataframe, ctx: RenderContext): EChartsOption {
  const input = familyInput(config, frame, ctx);
  const definition = chartById(config.chartGraphId);
  if (definition?.renderer !== 'echarts')
    throw new Error(`${config.chartGraphId} renders a model, not an ECharts option`);
  return themed(definition.toOption(input), ctx.theme);
}
