import type { AuthedCtx } from '../context';
import { copyCsvOnView, streamOnView } from '../views/execute.service';
import type { ViewRow } from '../views/view-tree';
import { headerOf, type CsvSection } from './csv';
import { recodable, recodedCsv } from './pg-csv';

/**
 * One query's table of a CSV export: PostgreSQL's own CSV (COPY, rewritten to this app's CSV) when the
 * source can give it for this query — a PostgreSQL source, a query without parameters, column types the
 * rewrite knows — else the rows streamed and written one by one. The same file either way.
 */
export async function csvSection(
  ctx: AuthedCtx,
  view: ViewRow,
  request: Record<string, unknown>,
  name: string,
): Promise<CsvSection> {
  const copied = await copyCsvOnView(ctx, view, request, recodable);
  if (copied)
    return { name, columns: headerOf(copied.columns), lines: recodedCsv(copied.types, copied.chunks) };
  const s = await streamOnView(ctx, view, request);
  return { name, columns: headerOf(s.columns), batches: s.batches };
}
