import {
  boardViews,
  groupChildren,
  groupItems,
  moveGroup,
  readBoard,
  ungroupItems,
  type Rect,
  type StoredRelation,
} from '@tessera/charts';
import { withCascade } from './controller-settings';
import { useMemo, useState } from 'react';

type Json = Record<string, unknown>;
export interface EditorWidget {
  id: string;
  config: Json;
  datachartId: string | null;
  /** The group or container holding it (Datart's `parentId`). */
  parentId?: string | null;
  /** Relations starting at this widget (cascades); absent = the saved ones are kept. */
  relations?: StoredRelation[];
}
interface ChartFacts {
  id: string;
  viewId: string | null;
  config: unknown;
}
interface ViewFacts {
  id: string;
  /** Shown where a person picks one of the board's views (the add-filter dialog). */
  name?: string;
  model: unknown;
  config: unknown;
}

const indexOf = (w: EditorWidget) => (typeof w.config.index === 'number' ? w.config.index : 0);

const same = (a: EditorWidget, b: EditorWidget) =>
  a.datachartId === b.datachartId &&
  (a.parentId ?? null) === (b.parentId ?? null) &&
  JSON.stringify(a.config) === JSON.stringify(b.config) &&
  JSON.stringify(a.relations ?? null) === JSON.stringify(b.relations ?? null);

/**
 * The board being edited: its widgets with undo / redo, the charts and views they draw with (those of the
 * saved board plus those added since), and the one-call save's create / update / delete lists.
 */
export function useBoardEditor(initial: {
  widgets: {
    id: string;
    config: unknown;
    datachartId: string | null;
    parentId?: string | null;
    relations?: StoredRelation[];
  }[];
  datacharts: ChartFacts[];
  views: ViewFacts[];
  config?: unknown;
  subType?: string | null;
}) {
  const free = initial.subType === 'free' || (initial.config as Json | null)?.type === 'free';
  const start = useMemo(
    () =>
      initial.widgets.map((w): EditorWidget => ({
        id: w.id,
        config: w.config as Json,
        datachartId: w.datachartId,
        parentId: w.parentId ?? null,
        ...(w.relations ? { relations: w.relations } : {}),
      })),
    [initial.widgets],
  );
  const [baseline, setBaseline] = useState<EditorWidget[]>(start);
  const [history, setHistory] = useState({
    past: [] as EditorWidget[][],
    now: start,
    future: [] as EditorWidget[][],
  });
  const [charts, setCharts] = useState<ChartFacts[]>(initial.datacharts);
  const [views, setViews] = useState<ViewFacts[]>(initial.views);
  const [boardConfig, setBoardConfig] = useState(initial.config as Json | null);
  const [savedConfig, setSavedConfig] = useState(boardConfig);
  const items = history.now;
  const commit = (next: EditorWidget[]) =>
    setHistory((h) => ({ past: [...h.past.slice(-49), h.now], now: next, future: [] }));

  const widgets = useMemo(() => readBoard(items, charts), [items, charts]);
  const boardViewMap = useMemo(() => boardViews(views), [views]);

  return {
    items,
    widgets,
    views: boardViewMap,
    viewFacts: views,
    add: (w: EditorWidget, chart?: ChartFacts, view?: ViewFacts | null) => {
      if (chart && !charts.some((c) => c.id === chart.id)) setCharts((c) => [...c, chart]);
      if (view && !views.some((v) => v.id === view.id)) setViews((v) => [...v, view]);
      commit([...items, w]);
    },
    /** A view an owned chart was built on, so the board can plan its query. */
    addView: (view: ViewFacts) => setViews((v) => [...v.filter((x) => x.id !== view.id), view]),
    update: (id: string, patch: (config: Json) => Json) =>
      commit(items.map((w) => (w.id === id ? { ...w, config: patch(w.config) } : w))),
    /** Removes a widget; a group or container lets its widgets back onto the board. */
    remove: (id: string) =>
      commit(
        ungroupItems(items, id).map((w) => {
          const tabs = (w.config.content as Json | undefined)?.itemMap;
          return tabs && typeof tabs === 'object' && JSON.stringify(tabs).includes(`"${id}"`)
            ? { ...w, config: withoutChild(w.config, id) }
            : w;
        }),
      ),
    /** Replaces the whole list (containers and groups change several widgets in one step). */
    replace: (next: EditorWidget[]) => commit(next),
    /** Groups the widgets `ids` (Datart's group widget around them). */
    group: (ids: string[], group: EditorWidget) => commit(groupItems(items, ids, group, free)),
    ungroup: (id: string) => commit(ungroupItems(items, id)),
    boardConfig,
    setBoardConfig,
    /** A controller's settings and the cascade relations naming it, as one history step. */
    updateController: (id: string, patch: (config: Json) => Json, cascadeParents: string[]) =>
      commit(
        withCascade(
          items.map((w) => (w.id === id ? { ...w, config: patch(w.config) } : w)),
          id,
          cascadeParents,
        ),
      ),
    /** Grid moves and resizes (one history step per gesture; an unchanged layout changes nothing). */
    layout: (rects: Record<string, Rect>) => {
      let changed = false;
      const next = items.map((w) => {
        const r = rects[w.id];
        const old = (w.config.pRect ?? w.config.rect) as Rect | undefined;
        if (!r || (old && old.x === r.x && old.y === r.y && old.width === r.width && old.height === r.height))
          return w;
        changed = true;
        return { ...w, config: { ...w.config, rect: r, pRect: r } };
      });
      if (!changed) return;
      // A moved or resized group takes its widgets along.
      let out = next;
      for (const w of items)
        if (w.config.type === 'group' && rects[w.id] && groupChildren(items, w.id).length)
          out = moveGroup(
            out.map((o) => (o.id === w.id ? w : o)),
            w.id,
            rects[w.id]!,
            false,
          );
      commit(out);
    },
    /** A free board's widget moved or resized: its pixel rect (Datart's `rect`; `pRect` is the grid's). */
    freeRect: (id: string, r: Rect) =>
      commit(
        items.find((w) => w.id === id)?.config.type === 'group'
          ? moveGroup(items, id, r, true)
          : items.map((w) => (w.id === id ? { ...w, config: { ...w.config, rect: r } } : w)),
      ),
    /** Moves a free board's widget one layer up or down (Datart's `index`). */
    layer: (id: string, step: 1 | -1) => {
      const order = [...items].sort((a, b) => indexOf(a) - indexOf(b));
      const at = order.findIndex((w) => w.id === id);
      const to = at + step;
      if (at < 0 || to < 0 || to >= order.length) return;
      [order[at], order[to]] = [order[to]!, order[at]!];
      const index = new Map(order.map((w, i) => [w.id, i]));
      commit(
        items.map((w) =>
          w.config.index === index.get(w.id) ? w : { ...w, config: { ...w.config, index: index.get(w.id) } },
        ),
      );
    },
    undo: () =>
      setHistory((h) =>
        h.past.length ? { past: h.past.slice(0, -1), now: h.past.at(-1)!, future: [h.now, ...h.future] } : h,
      ),
    redo: () =>
      setHistory((h) =>
        h.future.length ? { past: [...h.past, h.now], now: h.future[0]!, future: h.future.slice(1) } : h,
      ),
    canUndo: history.past.length > 0,
    canRedo: history.future.length > 0,
    dirty:
      JSON.stringify(boardConfig) !== JSON.stringify(savedConfig) ||
      items.length !== baseline.length ||
      items.some((w) => !baseline.some((b) => b.id === w.id && same(b, w))),
    /** What the one PUT sends: new widgets, changed ones, and the ids of removed ones. */
    changes: () => {
      const old = new Map(baseline.map((w) => [w.id, w]));
      const widgetToCreate = items.filter((w) => !old.has(w.id));
      const widgetToUpdate = items.filter((w) => old.has(w.id) && !same(old.get(w.id)!, w));
      const ids = new Set(items.map((w) => w.id));
      const widgetToDelete = baseline.filter((w) => !ids.has(w.id)).map((w) => w.id);
      return { widgetToCreate, widgetToUpdate, widgetToDelete };
    },
    /** Whether the widget is stored exactly as it is now. */
    isSaved: (id: string) => {
      const now = items.find((w) => w.id === id);
      const old = baseline.find((w) => w.id === id);
      return Boolean(now && old && same(now, old));
    },
    markSaved: () => {
      setBaseline(items);
      setSavedConfig(boardConfig);
    },
    /** Drops every change since the last save (kept as one undo step, so a slip can be undone). */
    discard: () => {
      commit(baseline);
      setBoardConfig(savedConfig);
    },
  };
}

/** A container's config without the tab or slide that showed `childId`. */
function withoutChild(config: Json, childId: string): Json {
  const content = (config.content ?? {}) as Json;
  const itemMap = Object.fromEntries(
    Object.entries((content.itemMap ?? {}) as Record<string, Json>).filter(
      ([, v]) => v.childWidgetId !== childId,
    ),
  );
  return { ...config, content: { ...content, itemMap } };
}

export type BoardEditorState = ReturnType<typeof useBoardEditor>;
