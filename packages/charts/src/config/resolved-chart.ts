import type { ChartMeta } from '../registry/chart-meta';
import type { DatachartConfig } from './config.schemas';
import type { DefaultStyleNode } from './style-tree';

/** A parsed config with its meta and its trees merged with the type's defaults: what renderers read. */
export interface ResolvedChart {
  meta: ChartMeta;
  config: DatachartConfig;
  styles: DefaultStyleNode[];
  settings: DefaultStyleNode[];
  interactions: DefaultStyleNode[];
}
