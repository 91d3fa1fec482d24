import type { DatachartConfig } from './config/config.schemas';
import type { ModelKind } from './registry/chart-definition';
import { chartById } from './registry/chart-registry';
import { familyInput } from './to-option';
import type { Dataframe, RenderContext } from './types';

// Each model renderer asks the type's definition for its model; a type drawn otherwise is a caller's bug.
const prepared = (config: DatachartConfig, frame: Dataframe, ctx: RenderContext) => ({
  input: familyInput(config, frame, ctx),
  definition: chartById(config.chartGraphId),
});
const notDrawnAs = (config: DatachartConfig, kind: ModelKind) =>
  new Error(`${config.chartGraphId} is not drawn as a ${kind}`);

export function toTableModel(config: DatachartConfig, frame: Dataframe, ctx: RenderContext) {
  const { input, definition } = prepared(config, frame, ctx);
  if (definition?.renderer !== 'table') throw notDrawnAs(config, 'table');
  return definition.model(input);
}

export function toPivotModel(config: DatachartConfig, frame: Dataframe, ctx: RenderContext) {
  const { input, definition } = prepared(config, frame, ctx);
  if (definition?.renderer !== 'pivot') throw notDrawnAs(config, 'pivot');
  return definition.model(input);
}

export function toScorecardModel(config: DatachartConfig, frame: Dataframe, ctx: RenderContext) {
  const { input, definition } = prepared(config, frame, ctx);
  if (definition?.renderer !== 'scorecard') throw notDrawnAs(config, 'scorecard');
  return definition.model(input);
}

export function toRichTextModel(config: DatachartConfig, frame: Dataframe, ctx: RenderContext) {
  const { input, definition } = prepared(config, frame, ctx);
  if (definition?.renderer !== 'richText') throw notDrawnAs(config, 'richText');
  return definition.model(input);
}
