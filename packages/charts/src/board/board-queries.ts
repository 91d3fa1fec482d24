import type { DrillState } from '../query/drill';
import { buildQuery } from '../query/build-query';
import { viewColumns } from '../query/view-fields';
import { treeOptionsQuery } from './option-tree';
import type { RuntimeFilter } from '../query/collect-filters';
import type { ChartView, ExecuteRequest, FilterOperator, FilterValue } from '../types';
import { filterOperators } from '../types';
import { fieldValuesQuery } from '../workbench/field-values';
import type { BoardWidget, ControllerBinding } from './board-model';
import {
  currentOperator,
  currentValues,
  isEmptyValue,
  missingRequired,
  queryValues,
  type ControllerOperators,
  type ControllerValues,
} from './controller-state';

export type { ControllerValues } from './controller-state';

/** What a board asks the server for: one request per widget that needs data. */
export interface WidgetQuery {
  widgetId: string;
  request: ExecuteRequest;
}
export type BoardPlan = {
  queries: WidgetQuery[];
  errors: Record<string, { code: string; params: Record<string, string | number> }>;
  /** Charts not queried because a required controller on their view has no value: its name(s). */
  waiting: Record<string, string[]>;
};

const valueType = (t: string): FilterValue['valueType'] =>
  t === 'NUMERIC' || t === 'DATE' || t === 'BOOLEAN' ? t : 'STRING';

/** A field-bound controller's condition on the charts of its view, or none while it has no value. */
export function controllerFilter(
  c: ControllerBinding,
  values: unknown[],
  operatorOverride?: string,
): RuntimeFilter | null {
  if (c.category !== 'field' || isEmptyValue(values)) return null;
  const wanted = operatorOverride ?? c.operator;
  const operator = (filterOperators as readonly string[]).includes(wanted)
    ? (wanted as FilterOperator)
    : 'EQ';
  const vt = valueType(c.valueType);
  const typed = values
    .filter((v) => v !== null && v !== undefined && v !== '')
    .map((v): FilterValue => ({
      value: typeof v === 'number' || typeof v === 'boolean' ? v : String(v),
      valueType: vt,
    }));
  if ((operator === 'BETWEEN' || operator === 'NOT_BETWEEN') && typed.length !== 2) {
    // A half-open range: only the end that was given.
    const [from, to] = values;
    const not = operator === 'NOT_BETWEEN';
    if (from !== undefined && from !== null && from !== '')
      return { column: c.name, sqlOperator: not ? 'LT' : 'GTE', values: [typed[0]!] };
    if (to !== undefined && to !== null && to !== '')
      return { column: c.name, sqlOperator: not ? 'GT' : 'LTE', values: [typed[typed.length - 1]!] };
    return null;
  }
  return { column: c.name, sqlOperator: operator, values: typed };
}

export interface PlanExtra {
  only?: Set<string>;
  crossFilters?: Record<string, RuntimeFilter[]>;
  /** Clock for relative dates (tests pass a fixed one). */
  now?: Date;
  operators?: ControllerOperators;
  /** Each drillable chart's drill state (the values clicked on the way down). */
  drills?: Record<string, DrillState>;
  /** Plan the rows behind the charts ("view detail": no aggregation), not the charts themselves. */
  detail?: boolean;
}

/** A controller's condition as the query sends it (relative dates resolved, the viewer's operator). */
function appliedFilter(w: BoardWidget, values: ControllerValues, extra: PlanExtra, now: Date) {
  const b = w.controller!;
  return controllerFilter(
    b,
    queryValues(b, currentValues(w, values), now),
    currentOperator(b, w.id, extra.operators),
  );
}

/**
 * The queries of a board's widgets: each chart's own query (through buildQuery, the one builder) with the
 * conditions of the controllers bound to its view and the variables of those bound to variables, plus
 * each data-backed controller's option list (filtered by the controllers it cascades from). A chart whose
 * view has a required controller without a value waits. Widgets whose query cannot be built get their
 * reason. `only` limits the plan to some widgets (a controller change re-queries only what it affects).
 */
export function planBoard(
  widgets: BoardWidget[],
  views: Map<string, ChartView>,
  values: ControllerValues,
  extra: PlanExtra = {},
): BoardPlan {
  const now = extra.now ?? new Date();
  const queries: WidgetQuery[] = [];
  const errors: BoardPlan['errors'] = {};
  const waiting: BoardPlan['waiting'] = {};
  const controllers = widgets.filter((w) => w.controller);
  const missing = missingRequired(widgets, values);
  for (const w of widgets) {
    if (extra.only && !extra.only.has(w.id)) continue;
    if (w.kind === 'chart' && w.chart) {
      const { config, viewId } = w.chart;
      const view = viewId ? views.get(viewId) : undefined;
      // A chart that was archived or deleted says so; a chart whose view is gone says that (issue 35).
      if (!config || !view) {
        errors[w.id] = { code: config ? 'VIEW_UNAVAILABLE' : 'CHART_UNAVAILABLE', params: {} };
        continue;
      }
      const blocking = missing.filter((m) => m.controller!.viewId === view.id);
      if (blocking.length) {
        waiting[w.id] = blocking.map((m) => m.name || m.controller!.name);
        continue;
      }
      const runtimeFilters: RuntimeFilter[] = [...(extra.crossFilters?.[w.id] ?? [])];
      const params: Record<string, string[]> = {};
      for (const c of controllers) {
        const b = c.controller!;
        if (b.viewId !== view.id) continue;
        if (b.category === 'variable') {
          const v = queryValues(b, currentValues(c, values), now);
          if (!isEmptyValue(v)) params[b.name] = v.map(String);
        } else {
          const f = appliedFilter(c, values, extra, now);
          if (f) runtimeFilters.push(f);
        }
      }
      try {
        const request = buildQuery(config, view, {
          runtimeFilters,
          ...(Object.keys(params).length ? { params } : {}),
          ...(extra.drills?.[w.id] ? { drill: extra.drills[w.id] } : {}),
          ...(extra.detail ? { detail: true } : {}),
          now,
        });
        queries.push({ widgetId: w.id, request });
      } catch (e) {
        const err = e as { code?: string; params?: Record<string, string | number> };
        errors[w.id] = { code: err.code ?? 'CHART_CONFIG_INVALID', params: err.params ?? {} };
      }
    } else if (
      w.controller &&
      w.controller.category === 'field' &&
      !w.controller.customOptions &&
      needsOptions(w.controller)
    ) {
      const view = views.get(w.controller.viewId);
      if (!view) continue;
      const field = { colName: w.controller.name, type: w.controller.valueType };
      const filters = cascadeFilters(w, widgets, view, values, extra, now);
      const parents = w.controller.settings.parentFields;
      try {
        queries.push({
          widgetId: w.id,
          request:
            isTree(w.controller) && parents.length
              ? treeOptionsQuery(
                  view,
                  [...parents.map((p) => ({ colName: p, type: typeOf(view, p) })), field],
                  filters,
                )
              : fieldValuesQuery(view, field, 500, filters),
        });
      } catch {
        errors[w.id] = { code: 'UNKNOWN_COLUMN', params: { detail: w.controller.name } };
      }
    }
  }
  return { queries, errors, waiting };
}

/** The conditions a cascading controller's parents put on its options (parents whose field its view has). */
function cascadeFilters(
  w: BoardWidget,
  widgets: BoardWidget[],
  view: ChartView,
  values: ControllerValues,
  extra: PlanExtra,
  now: Date,
): RuntimeFilter[] {
  return w.controller!.cascadeParents.flatMap((id) => {
    const parent = widgets.find((p) => p.id === id);
    if (!parent?.controller || parent.controller.category !== 'field') return [];
    const f = appliedFilter(parent, values, extra, now);
    return f && hasColumn(view, f.column) ? [f] : [];
  });
}

const isTree = (c: ControllerBinding) => c.facade === 'tree' || c.facade === 'dropDownTree';
const typeOf = (view: ChartView, name: string) =>
  viewColumns(view).find((c) => c.key === name)?.type ?? 'STRING';

const hasColumn = (view: ChartView, name: string) =>
  viewColumns(view).some((c) => c.key === name || c.path.at(-1) === name);

/** Whether a controller picks from a list of values (and so needs them from the data). */
export function needsOptions(c: ControllerBinding): boolean {
  return [
    'dropdownList',
    'multiDropdownList',
    'dropDownTree',
    'radioGroup',
    'checkboxGroup',
    'tree',
  ].includes(c.facade);
}

/** The chart widgets a controller's value reaches (those on its view). */
export function controllerTargets(widgets: BoardWidget[], controllerId: string): string[] {
  const c = widgets.find((w) => w.id === controllerId)?.controller;
  if (!c) return [];
  return widgets.filter((w) => w.kind === 'chart' && w.chart?.viewId === c.viewId).map((w) => w.id);
}
