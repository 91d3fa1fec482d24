export * as vizSchemas from './viz.schemas';
export * as vizService from './viz.service';
export * as datachartsService from './datacharts.service';
export * as datachartExecute from './execute.service';
export { validateDatachartConfig } from './chart-config';
export { vizCan, VIZ, VIZ_ROOT, type VizCan } from './viz-tree';
export * as vizImages from './viz-images';
