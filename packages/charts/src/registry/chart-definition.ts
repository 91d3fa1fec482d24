import type { DefaultStyleNode } from '../config/style-tree';
import type { EChartsOption, FamilyInput } from '../families/common/context';
import type { PivotModel } from '../families/pivot/pivot-model';
import type { RichTextModel } from '../families/rich-text/rich-text-model';
import type { ScorecardModel } from '../families/scorecard/scorecard-model';
import type { TableModel } from '../families/table/table-model';
import type { ChartMeta, ChartVariant, EChartsExtra } from './chart-meta';
import { interactionTrees } from './style-groups';

export type { ChartMeta, ChartVariant, EChartsExtra, Range, RendererKind } from './chart-meta';
export { echartsExtras } from './chart-meta';

/** The model each model renderer draws. */
export interface ModelOf {
  table: TableModel;
  pivot: PivotModel;
  scorecard: ScorecardModel;
  richText: RichTextModel;
}
export type ModelKind = keyof ModelOf;

/** How a type draws: an ECharts option, or one of the model renderers' models. */
export type ChartDrawing =
  | { renderer: 'echarts'; toOption: (input: FamilyInput) => EChartsOption }
  | { [K in ModelKind]: { renderer: K; model: (input: FamilyInput) => ModelOf[K] } }[ModelKind];

/** One chart type, whole: its meta, default trees and how it draws. */
export type ChartDefinition = Omit<ChartMeta, 'renderer' | 'plugin'> & ChartDrawing;

type DefinitionInput<Id extends string, F extends string> = Omit<
  ChartMeta,
  'id' | 'family' | 'nameKey' | 'variant' | 'interactions' | 'renderer' | 'echartsExtras' | 'plugin'
> & {
  id: Id;
  family: F;
  variant?: ChartVariant;
  /** Default: drill-through and view-detail. */
  interactions?: DefaultStyleNode[];
  echartsExtras?: readonly EChartsExtra[];
} & ChartDrawing;

/**
 * A chart type in one object (Superset's ChartPlugin, Metabase's registerVisualization): defined in its
 * family's folder, listed in built-in-charts.ts or added at run time with `registerChart`.
 */
export function defineChart<Id extends string, F extends string>(
  def: DefinitionInput<Id, F>,
): ChartDefinition & { id: Id; family: F } {
  return {
    ...def,
    nameKey: `charts.types.${def.id}`,
    variant: def.variant ?? {},
    interactions: def.interactions ?? interactionTrees(),
    echartsExtras: def.echartsExtras ?? [],
  };
}
