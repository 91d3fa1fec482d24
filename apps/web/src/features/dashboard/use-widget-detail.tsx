import {
  pointFilters,
  type BoardWidget,
  type ChartView,
  type Dataframe,
  type RuntimeFilter,
  type WidgetQuery,
} from '@tessera/charts';
import { lazy, Suspense, useRef, useState, type ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { rowObject } from '../../components/charts/row-of';
import type { BoardLoader } from './board-data';

// Loaded when a reader first opens it, with its texts: share pages draw the same board and must not
// fetch workspace code or the workspace's texts up front.
const ViewDataDialog = lazy(async () => {
  const [dialogs, texts] = await Promise.all([
    import('../workbench/view-data-dialogs'),
    import('../../lib/vizs-i18n'),
  ]);
  function WithTexts(props: ComponentProps<typeof dialogs.ViewDataDialog>) {
    const { i18n } = useTranslation();
    texts.registerVizsI18n(i18n);
    return <dialogs.ViewDataDialog {...props} />;
  }
  return { default: WithTexts };
});

/** A chart's points a reader may pick from for "view detail" (its dimensions' values), at most `limit`. */
export function detailPoints(
  w: BoardWidget,
  view: ChartView | undefined,
  frame: Dataframe | undefined,
  limit = 50,
): { label: string; filters: RuntimeFilter[] }[] {
  const config = w.chart?.config;
  if (!config || !view || !frame) return [];
  const seen = new Set<string>();
  const out: { label: string; filters: RuntimeFilter[] }[] = [];
  for (let i = 0; i < frame.rows.length && out.length < limit; i++) {
    const filters = pointFilters(config, view, rowObject(frame, i));
    const label = pointLabel(filters);
    if (!filters.length || seen.has(label)) continue;
    seen.add(label);
    out.push({ label, filters });
  }
  return out;
}

export const pointLabel = (point: RuntimeFilter[]) =>
  point.map((f) => `${f.column} = ${f.values.map((v) => String(v.value)).join(', ')}`).join('; ');

interface Open {
  point: string | undefined;
  loading: boolean;
  frame?: Dataframe;
  error: string | null;
}

/**
 * "View detail" on a board: the rows behind a chart widget, or behind one of its points (its dimensions'
 * values as conditions, from @tessera/charts' pointFilters), with the board's filters on it. The query goes
 * through the board's own loader, so the server applies the reader's row and column rules as for the chart.
 * `plan` builds the widget's detail request (planBoard with `detail`), or null when it cannot be built.
 */
export function useWidgetDetail(
  loader: BoardLoader | undefined,
  plan: (w: BoardWidget, point: RuntimeFilter[]) => WidgetQuery | null,
) {
  const [open, setOpen] = useState<Open | null>(null);
  const abort = useRef<AbortController | null>(null);
  const show = (w: BoardWidget, point: RuntimeFilter[] = []) => {
    const q = loader && plan(w, point);
    if (!q) return;
    abort.current?.abort();
    const controller = new AbortController();
    abort.current = controller;
    setOpen({ point: point.length ? pointLabel(point) : undefined, loading: true, error: null });
    loader(
      [q],
      (line) => {
        if (controller.signal.aborted) return;
        setOpen(
          (o) =>
            o &&
            ('data' in line
              ? { ...o, loading: false, frame: line.data }
              : { ...o, loading: false, error: line.error }),
        );
      },
      controller.signal,
    ).catch((e: unknown) => {
      if (!controller.signal.aborted)
        setOpen((o) => o && { ...o, loading: false, error: e instanceof Error ? e.message : String(e) });
    });
  };
  // Keys typed in the dialog stay in it: React bubbles them through the portal to the board's ancestors,
  // where a story player would turn the page on an arrow key.
  const dialog = open && (
    <span className="contents" onKeyDown={(e) => e.stopPropagation()}>
      <Suspense fallback={null}>
        <ViewDataDialog
          frame={open.frame}
          loading={open.loading}
          error={open.error}
          point={open.point}
          onClose={() => {
            abort.current?.abort();
            setOpen(null);
          }}
        />
      </Suspense>
    </span>
  );
  return { show, dialog };
}
