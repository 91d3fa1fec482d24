import type { Dataframe, WidgetQuery } from '@tessera/charts';
import { useCallback, useEffect, useRef, useState } from 'react';

/** One widget's answer: its rows, or the message of why it has none. */
export type WidgetLine = { widgetId: string; data: Dataframe } | { widgetId: string; error: string };

/**
 * Runs a batch of widget queries and reports each widget's line as soon as it is ready. The workspace
 * streams the whole batch in one request; the share page runs them through the share's tokens.
 */
export type BoardLoader = (
  queries: WidgetQuery[],
  onLine: (line: WidgetLine) => void,
  signal: AbortSignal,
) => Promise<void>;

export interface WidgetState {
  data?: Dataframe;
  error?: string;
  loading: boolean;
}

/** The data of a board's widgets: a batch replaces the state of the widgets it names, the others stay. */
export function useBoardData(loader: BoardLoader) {
  const [state, setState] = useState<Record<string, WidgetState>>({});
  const controllers = useRef(new Set<AbortController>());
  useEffect(() => {
    const live = controllers.current;
    return () => {
      for (const c of live) c.abort();
    };
  }, []);
  const run = useCallback(
    (queries: WidgetQuery[]) => {
      if (queries.length === 0) return;
      const abort = new AbortController();
      controllers.current.add(abort);
      setState((s) => {
        const next = { ...s };
        for (const q of queries) next[q.widgetId] = { ...next[q.widgetId], loading: true };
        return next;
      });
      const pending = new Set(queries.map((q) => q.widgetId));
      // Lines arriving together are shown together: the first ones as soon as they are read (all of them,
      // when the answers were cached), the later ones once per frame, not one render per widget (24 lines
      // streamed in a few network chunks re-rendered the whole board 24 times). A hidden tab gets no
      // frames, so a timer flushes too.
      let arrived: WidgetLine[] = [];
      let shownAny = false;
      let frame: number | null = null;
      let timer: ReturnType<typeof setTimeout> | null = null;
      const flush = () => {
        if (frame !== null) cancelAnimationFrame(frame);
        if (timer !== null) clearTimeout(timer);
        frame = null;
        timer = null;
        const lines = arrived;
        arrived = [];
        if (abort.signal.aborted || lines.length === 0) return;
        setState((s) => {
          const next = { ...s };
          for (const line of lines)
            next[line.widgetId] =
              'data' in line ? { data: line.data, loading: false } : { error: line.error, loading: false };
          return next;
        });
      };
      loader(
        queries,
        (line) => {
          if (abort.signal.aborted) return;
          pending.delete(line.widgetId);
          arrived.push(line);
          if (!shownAny) {
            shownAny = true;
            // After the lines read with this one (the loader reports a network chunk's lines in a row).
            queueMicrotask(flush);
            return;
          }
          frame ??= requestAnimationFrame(flush);
          timer ??= setTimeout(flush, 100);
        },
        abort.signal,
      )
        .catch((e: unknown) => {
          if (abort.signal.aborted) return;
          flush();
          const message = e instanceof Error ? e.message : String(e);
          setState((s) => {
            const next = { ...s };
            for (const id of pending) next[id] = { error: message, loading: false };
            return next;
          });
        })
        .finally(() => controllers.current.delete(abort));
      // Answers already in (a stream the page started before the board was drawn) are shown in this same
      // render, with no frame of "loading" first.
      if (arrived.length > 0) flush();
    },
    [loader],
  );
  return { state, run };
}
