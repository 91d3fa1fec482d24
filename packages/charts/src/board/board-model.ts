import type { DatachartConfig } from '../config/config.schemas';
import { parseDatachartConfig } from '../config/parse-config';
import type { ChartView } from '../types';
import { parseControllerSettings, type ControllerSettings } from './controller-config';
import {
  controllerFacades,
  dateFacades,
  defaultOperator,
  facadeOperators,
  type ControllerFacade,
} from './controller-facades';

export { controllerFacades, defaultOperator, facadeOperators, type ControllerFacade };

/**
 * A dashboard's widgets as Datart stores them (datart-facts §6.3), read into what a board needs: the
 * kind, the name, the grid rect, the chart behind a chart widget, a controller's binding and value.
 * Framework-free: the web board, the share page and the worker read boards through it.
 */

type Json = Record<string, unknown>;
const obj = (v: unknown): Json => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Json) : {});
const str = (v: unknown): string | undefined => (typeof v === 'string' && v ? v : undefined);
const num = (v: unknown, d: number): number => (typeof v === 'number' && Number.isFinite(v) ? v : d);

export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface ControllerBinding {
  facade: ControllerFacade;
  viewId: string;
  /** `field`: the value filters this column; `variable`: it is sent as the query variable of that name. */
  category: 'field' | 'variable';
  name: string;
  valueType: string;
  operator: string;
  /** The value the board opens with (Datart's `controllerValues`). */
  values: unknown[];
  /** Options typed by the author (`custom`), else the column's values (`common`). */
  customOptions: { key: string; label?: string }[] | null;
  settings: ControllerSettings;
  /** Controllers whose values filter this one's options (Datart's `controlToControlCascade` relations). */
  cascadeParents: string[];
}

export interface BoardWidget {
  id: string;
  name: string;
  kind: 'chart' | 'media' | 'controller' | 'button' | 'container' | 'group';
  originalType: string;
  /** The group or container it lives in (Datart's `parentId`), drawn there and not on the board. */
  parentId?: string | null;
  rect: Rect;
  mobileRect: Rect | null;
  showTitle: boolean;
  background: string | null;
  /** A chart widget: the saved chart it shows, or the chart config kept in the widget. */
  chart?: { datachartId: string | null; config: DatachartConfig | null; viewId: string | null };
  controller?: ControllerBinding;
  /**
   * The widgets a chart's linkage names (Datart's `widgetToWidget` relations starting at it); none: its
   * linkage filters every chart of the board that has the clicked columns.
   */
  linkTargets?: string[];
  content: Json;
  config: Json;
}

function rectOf(v: unknown): Rect | null {
  const r = obj(v);
  if (!('width' in r)) return null;
  return {
    x: num(r.x, 0),
    y: num(r.y, 0),
    width: Math.max(1, num(r.width, 6)),
    height: Math.max(1, num(r.height, 6)),
  };
}

/** A style value in a widget's `customConfig.props` tree, e.g. `['titleGroup', 'showTitle']`. */
export function widgetProp(config: Json, path: string[]): unknown {
  let rows: unknown = obj(config.customConfig).props;
  let node: Json | undefined;
  for (const key of path) {
    node = Array.isArray(rows) ? (rows as Json[]).find((n) => obj(n).key === key) : undefined;
    if (!node) return undefined;
    rows = node.rows;
  }
  return node?.value;
}

function controllerOf(config: Json, cascadeParents: string[]): ControllerBinding | undefined {
  const content = obj(config.content);
  const facade = (str(content.type) ?? str(config.originalType)) as ControllerFacade | undefined;
  if (!facade || !(controllerFacades as readonly string[]).includes(facade)) return undefined;
  const related = Array.isArray(content.relatedViews) ? (content.relatedViews as unknown[]).map(obj) : [];
  const first = related.find((r) => str(r.viewId));
  if (!first) return undefined;
  const c = obj(content.config);
  const options = Array.isArray(c.customizeOptions) ? c.customizeOptions : c.valueOptions;
  return {
    facade,
    viewId: first.viewId as string,
    category: first.relatedCategory === 'variable' ? 'variable' : 'field',
    name: str(first.fieldValue) ?? '',
    // As Datart's board: a date controller without a field type filters a DATE.
    valueType: str(first.fieldValueType) ?? (dateFacades.includes(facade) ? 'DATE' : 'STRING'),
    operator:
      str(c.sqlOperator) && facadeOperators(facade).includes(c.sqlOperator as string)
        ? (c.sqlOperator as string)
        : defaultOperator(facade),
    values: Array.isArray(c.controllerValues) ? (c.controllerValues as unknown[]) : [],
    customOptions:
      c.valueOptionType === 'custom' && Array.isArray(options)
        ? (options as unknown[])
            .map(obj)
            .flatMap((o) => (str(o.key) ? [{ key: o.key as string, label: str(o.label) }] : []))
        : null,
    settings: parseControllerSettings(c),
    cascadeParents,
  };
}

export interface StoredWidget {
  id: string;
  config: unknown;
  datachartId?: string | null;
  parentId?: string | null;
  /** Datart's `rel_widget_widget` rows that start at this widget. */
  relations?: StoredRelation[] | null;
}
export interface StoredRelation {
  sourceId: string;
  targetId: string;
  config: unknown;
}

/** The relation's type (`config.type`, stored as an object or as JSON text). */
export function relationType(r: StoredRelation): string | undefined {
  const config = typeof r.config === 'string' ? (JSON.parse(r.config) as unknown) : r.config;
  return str(obj(config).type);
}

const ARCHIVED = 0;

/** The widgets of a board, with each linked chart's config and view id taken from the saved charts. */
export function readBoard(
  widgets: StoredWidget[],
  charts: { id: string; viewId: string | null; config: unknown; status?: number }[],
): BoardWidget[] {
  // An archived chart (Datart's status 0) is gone from the board as a deleted one is.
  const chartById = new Map(charts.filter((c) => c.status !== ARCHIVED).map((c) => [c.id, c]));
  const parentsOf = new Map<string, string[]>();
  for (const w of widgets)
    for (const r of w.relations ?? [])
      if (relationType(r) === 'controlToControlCascade' && r.targetId !== w.id)
        parentsOf.set(r.targetId, [...(parentsOf.get(r.targetId) ?? []), w.id]);
  return widgets.map((w) => {
    const config = obj(typeof w.config === 'string' ? (JSON.parse(w.config) as unknown) : w.config);
    const originalType = str(config.originalType) ?? '';
    const kind = (str(config.type) ?? 'media') as BoardWidget['kind'];
    const content = obj(config.content);
    const widget: BoardWidget = {
      id: w.id,
      name: str(config.name) ?? '',
      kind,
      originalType,
      parentId: w.parentId ?? str(config.parentId) ?? null,
      rect: rectOf(config.pRect) ?? rectOf(config.rect) ?? { x: 0, y: 0, width: 6, height: 6 },
      mobileRect: rectOf(config.mRect),
      showTitle: widgetProp(config, ['titleGroup', 'showTitle']) !== false,
      background: str(widgetProp(config, ['backgroundGroup', 'background'])) ?? null,
      content,
      config,
    };
    if (kind === 'chart') {
      if (originalType === 'ownedChart') {
        const owned = obj(content.dataChart ?? content.widgetChart);
        widget.chart = {
          datachartId: null,
          config: safeConfig(owned.config),
          viewId: str(owned.viewId) ?? null,
        };
      } else {
        const saved = w.datachartId ? chartById.get(w.datachartId) : undefined;
        widget.chart = {
          datachartId: w.datachartId ?? null,
          config: saved ? safeConfig(saved.config) : null,
          viewId: saved?.viewId ?? null,
        };
      }
    }
    if (kind === 'controller') widget.controller = controllerOf(config, parentsOf.get(w.id) ?? []);
    const linkTargets = (w.relations ?? [])
      .filter((r) => relationType(r) === 'widgetToWidget' && r.targetId !== w.id)
      .map((r) => r.targetId);
    if (kind === 'chart' && linkTargets.length) widget.linkTargets = [...new Set(linkTargets)];
    return widget;
  });
}

/**
 * Chart configs already read, by the stored value they came from. A board is read again on every edit
 * (a widget moved in the editor); the charts whose stored config did not change keep the very same
 * config object, so they do not compute and draw their option again.
 */
const readObjects = new WeakMap<object, DatachartConfig | null>();
const readStrings = new Map<string, DatachartConfig | null>();
const MAX_READ_STRINGS = 256;

function safeConfig(config: unknown): DatachartConfig | null {
  const isObject = typeof config === 'object' && config !== null;
  if (isObject && readObjects.has(config)) return readObjects.get(config)!;
  if (typeof config === 'string' && readStrings.has(config)) return readStrings.get(config)!;
  let read: DatachartConfig | null;
  try {
    read = parseDatachartConfig(config);
  } catch {
    read = null;
  }
  if (isObject) readObjects.set(config, read);
  else if (typeof config === 'string') {
    if (readStrings.size >= MAX_READ_STRINGS) readStrings.delete(readStrings.keys().next().value!);
    readStrings.set(config, read);
  }
  return read;
}

/** The views of a board by id, in the shape buildQuery reads. */
export function boardViews(views: { id: string; model: unknown; config: unknown }[]): Map<string, ChartView> {
  return new Map(
    views.map((v) => [
      v.id,
      {
        id: v.id,
        model: (typeof v.model === 'string'
          ? JSON.parse(v.model)
          : (v.model ?? { columns: {} })) as ChartView['model'],
        config: (typeof v.config === 'string' ? JSON.parse(v.config) : v.config) as ChartView['config'],
      },
    ]),
  );
}
