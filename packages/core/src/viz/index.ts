import './register';
export * as vizSchemas from './viz.schemas';
export * as vizService from './viz.service';
export * as datachartsService from './datacharts.service';
export * as datachartExecute from './execute.service';
export {
  validateDatachartConfig,
  CHART_GRAPH_IDS,
  KNOWN_CONFIG_VERSIONS,
  type ChartGraphId,
} from './chart-config';
export { vizCan, VIZ, VIZ_ROOT, type VizCan } from './viz-tree';
