import type { DatachartConfig } from './config/config.schemas';
import { pivotModel } from './families/pivot/pivot-model';
import { richTextModel } from './families/rich-text/rich-text-model';
import { scorecardModel } from './families/scorecard/scorecard-model';
import { tableModel } from './families/table/table-model';
import { themed } from './families/common/theme';
import { familyInput } from './to-option';
import type { Dataframe, RenderContext } from './types';

export const toTableModel = (config: DatachartConfig, frame: Dataframe, ctx: RenderContext) =>
  tableModel(familyInput(config, frame, ctx));
export const toPivotModel = (config: DatachartConfig, frame: Dataframe, ctx: RenderContext) =>
  pivotModel(familyInput(config, frame, ctx));
export const toScorecardModel = (config: DatachartConfig, frame: Dataframe, ctx: RenderContext) =>
  themed(scorecardModel(familyInput(config, frame, ctx)), ctx.theme);
export const toRichTextModel = (config: DatachartConfig, frame: Dataframe, ctx: RenderContext) =>
  richTextModel(familyInput(config, frame, ctx));
