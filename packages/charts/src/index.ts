// Public API of @tessera/charts: framework-free (no React, no DOM, no Node-only APIs).
export * from './types';
export { ChartError, isChartError, chartErrorCodes, chartErrorHttpStatus } from './errors';
export type { ChartErrorCode, ChartErrorParams } from './errors';

export * from './config/config.schemas';
export * from './config/reference.schemas';
export { migrateConfig, DATE_LEVEL_DELIMITER } from './config/migrate';
export { compareVersions, currentConfigVersion, knownConfigVersions } from './config/versions';
export { parseDatachartConfig, serializeDatachartConfig, resolveChart } from './config/parse-config';
export type { ResolvedChart } from './config/parse-config';
export { mergeStyleTree, toValueTree, styleValue, setStyleValue } from './config/style-tree';
export type { DefaultStyleNode } from './config/style-tree';
export {
  FONT_SIZES,
  FONT_WEIGHTS,
  LINE_HEIGHTS,
  LINE_STYLES,
  fontSizeChoices,
  fontWeightChoices,
} from './config/style-constants';

export { chartGraphIds, chartFamilies } from './registry/chart-ids';
export type { ChartFamily, ChartGraphId } from './registry/chart-ids';
export {
  chartById,
  chartDefinitions,
  chartRegistry,
  chartTypeChoices,
  chartTypeNames,
  canDraw,
  defaultChartConfig,
  defineChart,
  drawsOnMap,
  echartsExtras,
  getChartMeta,
  isChartGraphId,
  registerChart,
  rendererOf,
} from './registry/registry';
export type {
  ChartDefinition,
  ChartDrawing,
  ChartMeta,
  ChartVariant,
  EChartsExtra,
  ModelKind,
  ModelOf,
  RendererKind,
} from './registry/registry';
export type { SectionDef, FieldAction } from './registry/sections';
/** Builders of a type's data sections (drop zones), for chart definitions outside this package. */
export * as chartSections from './registry/sections';
export * from './registry/plugins';

export { buildQuery, aliasOf, DEFAULT_PAGE_SIZE } from './query/build-query';
export type { BuildQueryExtra } from './query/build-query';
export { drillChoices, drillDown, drillSection, type DrillState } from './query/drill';
export { viewColumns } from './query/view-fields';

export { formatValue, formatterFor } from './format/format';
export { numberUnits } from './format/units';

export { toOption } from './to-option';
export * from './families/map/map-source';
export { chartMapSource } from './families/map/chart-map-source';
export type { EChartsOption, FamilyInput } from './families/common/context';
export { applyCustomSort } from './families/common/custom-sort';
export { appFontStack, chartTokens, palettes, themed } from './families/common/theme';
export { toTableModel, toPivotModel, toScorecardModel, toRichTextModel } from './models';
export type { TableModel, TableColumn, TableCell, HeaderCell } from './families/table/table-model';
export type { PivotModel } from './families/pivot/pivot-model';
export type { PivotLeaf, PivotNode } from './families/pivot/pivot-tree';
export type { ScorecardModel } from './families/scorecard/scorecard-model';
export { fillPlaceholders } from './families/rich-text/rich-text-model';
export type { RichTextModel, RichTextPlaceholder } from './families/rich-text/rich-text-model';

export {
  addField,
  dateLevelField,
  dateLevels,
  fieldCounts,
  fieldForSection,
  missingSections,
  newChartConfig,
  removeField,
  reorderField,
  setDateLevel,
  switchChartType,
  updateField,
  workbenchFields,
} from './workbench/config-ops';
export type { DateLevel, DropResult, WorkbenchField } from './workbench/config-ops';
export { transferChartType } from './workbench/switch-type';
export { mapForCountry } from './workbench/map-default';
export { splitAntimeridian } from './families/map/antimeridian';
export type { DroppedField, TypeSwitch } from './workbench/switch-type';
export { fieldValuesQuery } from './workbench/field-values';
export { urlFilters } from './query/url-filters';
export { pointFilters } from './query/point-filters';
export type { RuntimeFilter } from './query/collect-filters';

export { readBoard, boardViews, widgetProp, relationType } from './board/board-model';
export {
  boundingRect,
  followGroup,
  groupChildren,
  groupDescendants,
  groupItems,
  itemRect,
  moveGroup,
  parentOf,
  placeInGroup,
  ungroupItems,
} from './board/board-groups';
export type { GroupItem } from './board/board-groups';
export type { BoardWidget, ControllerBinding, Rect, StoredRelation, StoredWidget } from './board/board-model';
export {
  controllerFacades,
  dateFacades,
  rangeFacades,
  defaultOperator,
  facadeOperators,
} from './board/controller-facades';
export type { ControllerFacade } from './board/controller-facades';
export { parseControllerSettings, parseVisibility, pickerTypes } from './board/controller-config';
export type { ControllerSettings, PickerType, Visibility } from './board/controller-config';
export {
  cascadeChildren,
  currentOperator,
  currentValues,
  isControllerVisible,
  isEmptyValue,
  missingRequired,
  queryValues,
} from './board/controller-state';
export type { ControllerOperators, ControllerValues } from './board/controller-state';
export {
  dateUnits,
  datartRecommendKeys,
  isRecommendKey,
  parseRelative,
  recommendTimeKeys,
  recommendedRange,
  relativeInstant,
} from './dates/date-resolver';
export type { DateUnit, RelativeDate } from './dates/date-resolver';
export {
  lastN,
  parseDateBound,
  queryDateValue,
  queryRecommended,
  resolveDateValue,
  resolveRecommended,
  resolveRelative,
} from './dates/date-bounds';
export type { DateBound } from './dates/date-bounds';
export { optionTree, leafValues, treeOptionsQuery } from './board/option-tree';
export type { OptionNode } from './board/option-tree';
export { planBoard, controllerFilter, controllerTargets, needsOptions } from './board/board-queries';
export type { BoardPlan, PlanExtra, WidgetQuery } from './board/board-queries';
export { drillSections, openingQueries, pageFilters, plannedDrills } from './board/opening';
export type { DrillSections } from './board/opening';
export {
  drillThroughFields,
  drillThroughName,
  drillThroughRules,
  drillThroughValues,
  drillThroughRuleSchema,
} from './workbench/drill-through';
export type { DrillThroughRule } from './workbench/drill-through';
export {
  columnTemplateSchema,
  conditionStyleSchema,
  readColumnTemplates,
} from './families/table/column-style';
export type { ColumnTemplate, ConditionStyle } from './families/table/column-style';
export type { HeaderNode } from './families/table/table-header';
export {
  addHeaderGroup,
  columnsOf,
  groupsOf,
  removeHeaderGroup,
  renameHeaderGroup,
  setHeaderColumn,
  type GroupPath,
} from './families/table/header-groups';
export { DEFAULT_SYMBOL_SIZE, sizeRangeOf } from './families/common/field-visuals';
export { upsertChartComputedField, removeChartComputedField } from './workbench/computed-fields';
export type { ChartComputedField } from './workbench/computed-fields';
export {
  deadLinkTargets,
  interactionProblems,
  jumpTargetGone,
  jumpTargetOf,
  targetKey,
} from './board/interaction-checks';
export type { InteractionProblem, JumpTarget } from './board/interaction-checks';
