import type { BoardWidget, ControllerBinding } from './board-model';
import { dateFacades } from './controller-facades';
import { queryDateValue, queryRecommended } from '../dates/date-bounds';

/**
 * A board's controllers at a moment: the value each holds (the viewer's, else the saved one, else the
 * saved time bounds), whether it shows, which required ones still lack a value, and which controllers a
 * change cascades to. Pure: the web board, the share page and the worker share it.
 */

/** The current values of the board's controllers (by controller widget id); absent = its saved value. */
export type ControllerValues = Record<string, unknown[]>;
/** Operators a viewer switched to (by controller widget id), where the author allows it. */
export type ControllerOperators = Record<string, string>;

export function isEmptyValue(values: unknown[]): boolean {
  return values.length === 0 || values.every((v) => v === null || v === undefined || v === '');
}

/** What a controller holds: the viewer's value, else `controllerValues`, else `controllerDate`'s bounds. */
export function currentValues(w: BoardWidget, values: ControllerValues): unknown[] {
  const c = w.controller;
  if (!c) return [];
  const own = values[w.id];
  if (own) return own;
  if (!isEmptyValue(c.values)) return c.values;
  const date = c.settings.date;
  if (date && dateFacades.includes(c.facade) && c.facade !== 'recommendTime') {
    if (c.facade === 'time') return date.start ? [date.start] : [];
    if (date.start || date.end) return [date.start ?? '', date.end ?? ''];
  }
  return c.values;
}

/** The operator a controller filters with: the viewer's choice when the author allows switching. */
export function currentOperator(
  c: ControllerBinding,
  id: string,
  operators: ControllerOperators = {},
): string {
  const chosen = operators[id];
  return c.settings.canChangeOperator && chosen ? chosen : c.operator;
}

/**
 * Values as the query sends them, as Datart's board does at execute time: relative dates resolved against
 * `now`; a range's first value is its start and its second the first instant after it (a picked day ends
 * at the next midnight), so the query sends GTE start and LT end; a recommended range becomes its two
 * bounds the same way. Other values unchanged.
 */
export function queryValues(c: ControllerBinding, values: unknown[], now: Date): unknown[] {
  if (!dateFacades.includes(c.facade)) return values;
  if (c.facade === 'recommendTime') return queryRecommended(values[0], now) ?? [];
  const picker = c.settings.date?.pickerType ?? 'date';
  if (c.facade === 'time')
    return values.slice(0, 1).map((v) => queryDateValue(v, now, 'start', picker) ?? '');
  return values.slice(0, 2).map((v, i) => queryDateValue(v, now, i === 0 ? 'start' : 'end', picker) ?? '');
}

/** Whether a controller shows: Datart's show / hide, or a condition on another controller's value. */
export function isControllerVisible(
  w: BoardWidget,
  widgets: BoardWidget[],
  values: ControllerValues,
  seen = new Set<string>(),
): boolean {
  const vis = w.controller?.settings.visibility;
  if (!vis || vis.type === 'show') return true;
  if (vis.type === 'hide') return false;
  const dependent = widgets.find((d) => d.id === vis.controllerId);
  if (!dependent?.controller || seen.has(w.id)) return true;
  seen.add(w.id);
  // A controller that depends on a hidden one is hidden too.
  if (!isControllerVisible(dependent, widgets, values, seen)) return false;
  const held = currentValues(dependent, values).map((v) => String(v));
  const matches = held.includes(vis.value);
  return vis.relation === 'EQ' ? matches : !matches;
}

/** Required controllers that show and hold no value: their views' charts wait for them. */
export function missingRequired(widgets: BoardWidget[], values: ControllerValues): BoardWidget[] {
  return widgets.filter(
    (w) =>
      w.controller?.settings.required &&
      isControllerVisible(w, widgets, values) &&
      isEmptyValue(currentValues(w, values)),
  );
}

/** Every controller whose options depend, directly or further down, on controller `id`. */
export function cascadeChildren(widgets: BoardWidget[], id: string): string[] {
  const found: string[] = [];
  const queue = [id];
  while (queue.length) {
    const parent = queue.shift()!;
    for (const w of widgets)
      if (w.controller?.cascadeParents.includes(parent) && !found.includes(w.id) && w.id !== id) {
        found.push(w.id);
        queue.push(w.id);
      }
  }
  return found;
}
