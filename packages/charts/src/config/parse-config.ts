import { ChartError } from '../errors';
import { getChartMeta } from '../registry/registry';
import type { DatachartConfig, StyleNode } from './config.schemas';
import { datachartConfigSchema } from './config.schemas';
import { migrateConfig } from './migrate';
import type { DefaultStyleNode } from './style-tree';
import { mergeStyleTree, toValueTree } from './style-tree';
import type { ResolvedChart } from './resolved-chart';

export type { ResolvedChart } from './resolved-chart';

/**
 * Reads a stored datachart config (JSON string or object, any Datart version): migrates it, validates it
 * and checks its chart id. Errors: CHART_CONFIG_INVALID (params.path names the first bad spot),
 * CHART_CONFIG_TOO_NEW, CHART_UNKNOWN_TYPE.
 */
export function parseDatachartConfig(input: unknown): DatachartConfig {
  const migrated = migrateConfig(input);
  const result = datachartConfigSchema.safeParse(migrated);
  if (!result.success) {
    const issue = result.error.issues[0];
    throw new ChartError('CHART_CONFIG_INVALID', {
      path: issue?.path.join('.') ?? '',
      reason: issue?.message ?? 'invalid',
    });
  }
  getChartMeta(result.data.chartGraphId);
  return result.data;
}

/** Serialises a config for storage: style/setting/interaction trees reduced to key/value/rows. */
export function serializeDatachartConfig(config: DatachartConfig): string {
  const { chartConfig } = config;
  return JSON.stringify({
    ...config,
    chartConfig: {
      ...chartConfig,
      styles: toValueTree(chartConfig.styles),
      settings: toValueTree(chartConfig.settings),
      interactions: toValueTree(chartConfig.interactions),
    },
  });
}

export function resolveChart(config: DatachartConfig): ResolvedChart {
  const meta = getChartMeta(config.chartGraphId);
  const merge = (defaults: DefaultStyleNode[], stored: StyleNode[]) => mergeStyleTree(defaults, stored);
  return {
    meta,
    config,
    styles: merge(meta.styles, config.chartConfig.styles),
    settings: merge(meta.settings, config.chartConfig.settings),
    interactions: merge(meta.interactions, config.chartConfig.interactions),
  };
}
