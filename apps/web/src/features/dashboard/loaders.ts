import type { Dataframe, WidgetQuery } from '@tessera/charts';
import type { ApiHeadersDeps, TrpcClient } from '../../lib/trpc';
import { requestHeaders } from '../../lib/trpc';
import type { BoardLoader, WidgetLine } from './board-data';

/** A widget's line of the NDJSON answer. */
export type Line = { widgetId: string; data?: Dataframe; error?: { message?: string } };

/**
 * Reads a board data answer (NDJSON, decision D-dash-1) line by line: `onObject` gets each parsed line as it
 * arrives and may answer false to stop reading (the rest of the body is cancelled).
 */
export async function readLines(res: Response, onObject: (o: unknown) => boolean | void): Promise<void> {
  if (!res.ok || !res.body) {
    const body = (await res.json().catch(() => null)) as { message?: string } | null;
    throw new Error(body?.message ?? res.statusText);
  }
  const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (value) buffer += value;
    let nl = buffer.indexOf('\n');
    while (nl >= 0) {
      const text = buffer.slice(0, nl).trim();
      buffer = buffer.slice(nl + 1);
      if (text && onObject(JSON.parse(text)) === false) {
        await reader.cancel();
        return;
      }
      nl = buffer.indexOf('\n');
    }
    if (done) break;
  }
}

/** A widget's line of a board data answer, as the board reads it. */
export function widgetLine(line: Line): WidgetLine {
  return line.data
    ? { widgetId: line.widgetId, data: line.data }
    : { widgetId: line.widgetId, error: line.error?.message ?? '' };
}

/**
 * The workspace loader: every widget query of the board in ONE request, answered as NDJSON, one line
 * per widget as soon as it is ready (decision D-dash-1). The server re-checks READ on the board and
 * applies the reader's row and column rules per widget.
 */
export function streamLoader(deps: ApiHeadersDeps, dashboardId: string): BoardLoader {
  return async (queries, onLine, signal) => {
    const headers: Record<string, string> = { ...requestHeaders(deps), 'Content-Type': 'application/json' };
    const res = await fetch(`/api/v1/viz/dashboards/${dashboardId}/data`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ queries }),
      signal,
    });
    deps.auth.acceptResponseToken(headers.Authorization ?? null, res.headers.get('Authorization'));
    await readLines(res, (line) => onLine(widgetLine(line as Line)));
  };
}

/**
 * The share page's loader: each widget's query through the share's execute token for its view (the
 * share is re-checked on every call), at most `parallel` at a time.
 */
export function shareLoader(
  client: TrpcClient,
  tokens: Record<string, { authorizedToken: string }>,
  errorText: (e: unknown) => string,
  parallel = 6,
  /** An answer already asked for as the page opened (share/shared-board.ts), taken once. */
  early: (widgetId: string, token: string, request: unknown) => Promise<unknown> | undefined = () =>
    undefined,
): BoardLoader {
  return async (queries: WidgetQuery[], onLine, signal) => {
    let next = 0;
    const worker = async () => {
      while (next < queries.length && !signal.aborted) {
        const q = queries[next++]!;
        const token = tokens[q.request.viewId]?.authorizedToken;
        try {
          if (!token) throw new Error('VIEW_UNAVAILABLE');
          const data =
            (await early(q.widgetId, token, q.request)) ??
            (await client.share.execute.mutate(
              { executeToken: token, request: q.request as unknown as Record<string, unknown> },
              { signal },
            ));
          onLine({ widgetId: q.widgetId, data: data as Dataframe });
        } catch (e) {
          onLine({ widgetId: q.widgetId, error: errorText(e) });
        }
      }
    };
    await Promise.all(Array.from({ length: Math.min(parallel, queries.length) }, worker));
  };
}

/**
 * The share page's "view detail": each widget's detail query through the share's detail door, with the
 * page's share token; the server re-checks the share and that the widget is the shared viz's.
 */
export function shareDetailLoader(
  client: TrpcClient,
  shareToken: string,
  errorText: (e: unknown) => string,
): BoardLoader {
  return async (queries, onLine, signal) => {
    for (const q of queries) {
      if (signal.aborted) return;
      try {
        const data = await client.share.detail.mutate(
          { shareToken, widgetId: q.widgetId, request: q.request as unknown as Record<string, unknown> },
          { signal },
        );
        onLine({ widgetId: q.widgetId, data: data as Dataframe });
      } catch (e) {
        onLine({ widgetId: q.widgetId, error: errorText(e) });
      }
    }
  };
}
