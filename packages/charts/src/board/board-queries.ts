import { buildQuery } from '../query/build-query';
import type { RuntimeFilter } from '../query/collect-filters';
import type { ChartView, ExecuteRequest, FilterOperator, FilterValue } from '../types';
import { filterOperators } from '../types';
import { fieldValuesQuery } from '../workbench/field-values';
import type { BoardWidget, ControllerBinding } from './board-model';

/** What a board asks the server for: one request per widget that needs data. */
export interface WidgetQuery {
  widgetId: string;
  request: ExecuteRequest;
}
export type BoardPlan = {
  queries: WidgetQuery[];
  errors: Record<string, { code: string; params: Record<string, string | number> }>;
};

/** The current values of the board's controllers (by controller widget id); absent = its saved value. */
export type ControllerValues = Record<string, unknown[]>;

const valueType = (t: string): FilterValue['valueType'] =>
  t === 'NUMERIC' || t === 'DATE' || t === 'BOOLEAN' ? t : 'STRING';

function isEmpty(values: unknown[]): boolean {
  return values.length === 0 || values.every((v) => v === null || v === undefined || v === '');
}

/** A field-bound controller's condition on the charts of its view, or none while it has no value. */
export function controllerFilter(c: ControllerBinding, values: unknown[]): RuntimeFilter | null {
  if (c.category !== 'field' || isEmpty(values)) return null;
  const operator = (filterOperators as readonly string[]).includes(c.operator)
    ? (c.operator as FilterOperator)
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
    if (from !== undefined && from !== null && from !== '')
      return { column: c.name, sqlOperator: 'GTE', values: [typed[0]!] };
    if (to !== undefined && to !== null && to !== '')
      return { column: c.name, sqlOperator: 'LTE', values: [typed[typed.length - 1]!] };
    return null;
  }
  return { column: c.name, sqlOperator: operator, values: typed };
}

/**
 * The queries of a board's widgets: each chart's own query (through buildQuery, the one builder) with the
 * conditions of the controllers bound to its view and the variables of those bound to variables, plus
 * each data-backed controller's option list. Widgets whose query cannot be built get their reason.
 * `only` limits the plan to some widgets (a controller change re-queries only the charts it affects).
 */
export function planBoard(
  widgets: BoardWidget[],
  views: Map<string, ChartView>,
  values: ControllerValues,
  extra: { only?: Set<string>; crossFilters?: Record<string, RuntimeFilter[]>; now?: Date } = {},
): BoardPlan {
  const queries: WidgetQuery[] = [];
  const errors: BoardPlan['errors'] = {};
  const controllers = widgets.filter((w) => w.controller);
  for (const w of widgets) {
    if (extra.only && !extra.only.has(w.id)) continue;
    if (w.kind === 'chart' && w.chart) {
      const { config, viewId } = w.chart;
      const view = viewId ? views.get(viewId) : undefined;
      if (!config || !view) {
        errors[w.id] = { code: 'VIEW_UNAVAILABLE', params: {} };
        continue;
      }
      const runtimeFilters: RuntimeFilter[] = [...(extra.crossFilters?.[w.id] ?? [])];
      const params: Record<string, string[]> = {};
      for (const c of controllers) {
        const b = c.controller!;
        if (b.viewId !== view.id) continue;
        const v = values[c.id] ?? b.values;
        if (b.category === 'variable') {
          if (!isEmpty(v)) params[b.name] = v.map(String);
        } else {
          const f = controllerFilter(b, v);
          if (f) runtimeFilters.push(f);
        }
      }
      try {
        const request = buildQuery(config, view, {
          runtimeFilters,
          ...(Object.keys(params).length ? { params } : {}),
          ...(extra.now ? { now: extra.now } : {}),
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
      try {
        queries.push({
          widgetId: w.id,
          request: fieldValuesQuery(view, { colName: w.controller.name, type: w.controller.valueType }),
        });
      } catch {
        errors[w.id] = { code: 'UNKNOWN_COLUMN', params: { detail: w.controller.name } };
      }
    }
  }
  return { queries, errors };
}

/** Whether a controller picks from a list of values (and so needs them from the data). */
export function needsOptions(c: ControllerBinding): boolean {
  return ['dropdownList', 'multiDropdownList', 'radioGroup', 'checkboxGroup'].includes(c.facade);
}

/** The chart widgets a controller's value reaches (those on its view). */
export function controllerTargets(widgets: BoardWidget[], controllerId: string): string[] {
  const c = widgets.find((w) => w.id === controllerId)?.controller;
  if (!c) return [];
  return widgets.filter((w) => w.kind === 'chart' && w.chart?.viewId === c.viewId).map((w) => w.id);
}
