import type { StyleNode } from '../../config/config.schemas';
import { styleValue } from '../../config/style-tree';
import { drawsOnMap } from '../../registry/registry';
import { mapSourceOf, type MapSource } from './map-source';

interface ConfigLike {
  chartGraphId?: unknown;
  chartConfig?: { styles?: readonly StyleNode[] } | null;
}

/** The map source of a saved chart config; null when the chart is not a map chart. */
export function chartMapSource(config: ConfigLike | null | undefined): MapSource | null {
  if (!config || typeof config.chartGraphId !== 'string' || !drawsOnMap(config.chartGraphId)) return null;
  const styles = Array.isArray(config.chartConfig?.styles) ? config.chartConfig.styles : [];
  return mapSourceOf(styleValue(styles, ['map', 'mapLevelName']));
}
