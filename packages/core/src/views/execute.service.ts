import { createHash } from 'node:crypto';
import { viewConfigSchema, viewModelSchema, type QueryVariable, type StreamOptions } from '@tessera/query';
import type { ExecuteRequest } from '@tessera/query/contract';
import { z } from 'zod';
import type { Ctx } from '../context';
import { AppError } from '../errors';
import { can, loadAccess } from '../permissions/engine';
import { allowedColumns, resolveVariables } from './access-rules';
import { lenientRequest, lenientViewConfig } from './lenient-shapes';
import { restrictModel } from './model';
import { viewSql } from './view-sql';
import { Level } from '../permissions/levels';
import { cachedDescriptor, cachedSource, loadViewCached } from '../cache/execute-metadata';
import { withQueryErrors } from '../sources/query-errors';
import { id32, parse } from '../validation';
import { VIEW, type ViewRow } from './view-tree';
import { bindRequestParams } from '../variables/request-params';

const executeHeadSchema = z.object({ viewId: id32() });

/**
 * What makes one actor's answer differ from another's: the permission-variable values and column
 * restrictions that apply to them. The cache key includes it, so users never share restricted rows.
 */
export function permissionFingerprint(input: {
  variables: QueryVariable[];
  columns: string[] | null;
}): string {
  const vars = input.variables
    .filter((v) => v.type === 'PERMISSION')
    .map((v) => [v.name.toLowerCase(), v.disabled ? '*' : [...(v.values ?? [])].sort()])
    .sort();
  return createHash('sha256')
    .update(JSON.stringify({ vars, columns: input.columns ? [...input.columns].sort() : null }))
    .digest('hex');
}

const parsedParts = new WeakMap<ViewRow, Map<string, ParsedParts>>();
interface ParsedParts {
  model: ReturnType<typeof viewModelSchema.safeParse>;
  config: ReturnType<typeof viewConfigSchema.safeParse>;
}

/**
 * The view's model (restricted to the actor's columns) and config, parsed. Rows served by the metadata
 * cache are shared and never changed, so the parse is kept per row and column set instead of being
 * redone on every execute; a changed view is a new row.
 */
function parsedViewParts(view: ViewRow, columns: string[] | null): ParsedParts {
  let byColumns = parsedParts.get(view);
  if (!byColumns) parsedParts.set(view, (byColumns = new Map()));
  const key = columns ? JSON.stringify(columns) : '*';
  let parts = byColumns.get(key);
  if (!parts) {
    parts = {
      // Restricted columns are simply not in the model: selecting, filtering, sorting or computing with them fails.
      model: viewModelSchema.safeParse(restrictModel(view.model ?? null, columns) ?? undefined),
      config: viewConfigSchema.safeParse(lenientViewConfig(view.config ?? {})),
    };
    if (byColumns.size < 64) byColumns.set(key, parts);
  }
  return parts;
}

/**
 * A chart query (`POST /data-provider/execute`, tRPC `view.execute`): READ on the view; the SQL comes
 * back only to managers. Request `params` fill only QUERY variables of type STRING / NUMERIC / DATE.
 */
export async function executeChartQuery(ctx: Ctx, request: ExecuteRequest) {
  const { view, rawRequest, includeScript } = await readableView(ctx, request);
  return runOnView(ctx, view, rawRequest, includeScript);
}

/**
 * `executeChartQuery` for large pages (tRPC `data.executeStream`): the same checks and rules, with the
 * rows read from a cursor batch by batch (small pages come whole, as one batch).
 */
export async function streamChartQuery(ctx: Ctx, request: ExecuteRequest) {
  const { view, rawRequest, includeScript } = await readableView(ctx, request);
  return streamPageOnView(ctx, view, rawRequest, includeScript);
}

/**
 * `runOnView` for large pages: the answer's head, its rows as `{ rows }` batches, and `pageInfo` (which
 * settles at the end). The caller has settled READ, on the view or on a chart that uses it.
 */
export async function streamPageOnView(
  ctx: Ctx,
  view: ViewRow,
  rawRequest: Record<string, unknown>,
  includeScript: boolean,
) {
  const input = await engineInput(ctx, view, rawRequest, includeScript);
  const result = await withQueryErrors(() => ctx.deps.query.streamQuery(input));
  return {
    ...result.head,
    // Each batch is `{ rows }`: the tRPC transformer passes such batches through without walking them.
    batches: withQueryErrorsEach(result.rows),
    pageInfo: result.pageInfo,
    script: includeScript ? result.script : null,
    warnings: result.warnings,
  };
}

async function readableView(ctx: Ctx, request: ExecuteRequest) {
  // The contract takes any short view id (Datart's shape); ours are 32 hex digits, checked as a field.
  const viewId = parse(executeHeadSchema, request).viewId;
  const view = await loadViewCached(ctx, viewId, Level.READ);
  const includeScript = request.script === true && (await can(ctx, view.orgId, VIEW, view.id, Level.MANAGE));
  return { view, rawRequest: request as Record<string, unknown>, includeScript };
}

/** A database error in the middle of a stream reaches the caller as the same AppError as a whole one. */
async function* withQueryErrorsEach<T>(items: AsyncIterable<T>): AsyncGenerator<{ rows: T }> {
  const it = items[Symbol.asyncIterator]();
  try {
    for (;;) {
      const next = await withQueryErrors(() => it.next());
      if (next.done) return;
      yield { rows: next.value };
    }
  } finally {
    await it.return?.();
  }
}

/**
 * Runs a chart query on a view whose READ right the caller has already settled (on the view, or on a
 * chart that uses it). The one place where request params meet variables and the actor's row and
 * column rules apply, whatever door or resource led here.
 */
export async function runOnView(
  ctx: Ctx,
  view: ViewRow,
  rawRequest: Record<string, unknown>,
  includeScript: boolean,
  rowValues?: RowValues,
) {
  const input = await engineInput(ctx, view, rawRequest, includeScript, rowValues);
  const result = await withQueryErrors(async () => ctx.deps.query.executeQuery(input));
  return { ...result.dataframe, script: includeScript ? result.script : null, warnings: result.warnings };
}

/**
 * `runOnView` with the rows read batch by batch (large pages from a cursor): exports write them as they
 * arrive, never holding the whole answer.
 */
export async function streamOnView(
  ctx: Ctx,
  view: ViewRow,
  rawRequest: Record<string, unknown>,
  options?: StreamOptions,
) {
  const input = await engineInput(ctx, view, rawRequest, false);
  const result = await withQueryErrors(() => ctx.deps.query.streamQuery(input, options));
  return { columns: result.head.columns, batches: withQueryErrorsEach(result.rows) };
}

/**
 * A CSV export's rows as the source engine's own CSV (PostgreSQL's COPY, issue 31) when it has one for this
 * query, else null: the caller then streams rows (`streamOnView`). The same rules apply as there.
 */
export async function copyCsvOnView(
  ctx: Ctx,
  view: ViewRow,
  rawRequest: Record<string, unknown>,
  accept: (types: readonly number[]) => boolean,
) {
  const engine = ctx.deps.query;
  if (!engine.copyCsv) return null;
  const input = await engineInput(ctx, view, rawRequest, false);
  const copied = await withQueryErrors(() => engine.copyCsv!(input, accept));
  if (!copied) return null;
  const batches = withQueryErrorsEach(copied.chunks);
  return {
    columns: copied.head.columns,
    types: copied.types,
    chunks: (async function* () {
      for await (const b of batches) yield b.rows;
    })(),
  };
}

/**
 * Row values that stand in for the actor's own (a signed embed token's, issue 29): every PERMISSION
 * variable, the system ones included, takes the values named here (case-insensitive) and restricts even an
 * owner; a variable the token does not name has no values, so its rule fails closed (no rows).
 */
export interface RowValues {
  permissionValues: Readonly<Record<string, readonly (string | number | boolean)[]>>;
}

function withRowValues(variables: QueryVariable[], rows: RowValues): QueryVariable[] {
  const given = new Map(Object.entries(rows.permissionValues).map(([k, v]) => [k.toLowerCase(), v]));
  return variables.map((v) =>
    v.type === 'PERMISSION'
      ? { ...v, disabled: false, values: (given.get(v.name.toLowerCase()) ?? []).map(String) }
      : v,
  );
}

/** The engine's input for a query on a view: request params bound, row and column rules applied. */
async function engineInput(
  ctx: Ctx,
  view: ViewRow,
  rawRequest: Record<string, unknown>,
  includeScript: boolean,
  rowValues?: RowValues,
) {
  if (view.isFolder || !view.sourceId) throw new AppError('NOT_FOUND', { entity: 'view' });
  const source = await cachedSource(ctx, view.orgId, view.sourceId);
  if (!source) throw new AppError('NOT_FOUND', { entity: 'source' });
  const access = await loadAccess(ctx, view.orgId);
  // Request params are checked and bound here, once, for every door; the engine gets none of its own.
  const { params, ...request } = lenientRequest(rawRequest);
  const own = await resolveVariables(ctx, view, access);
  const variables = bindRequestParams(rowValues ? withRowValues(own, rowValues) : own, params);
  const columns = await allowedColumns(ctx, view, access);
  const { model, config } = parsedViewParts(view, columns);
  const src = await cachedDescriptor(ctx, source);
  const sql = await viewSql(ctx, view, src);
  return {
    source: src,
    view: {
      sql,
      model: model.success ? model.data : undefined,
      variables,
      config: config.success ? config.data : undefined,
    },
    request: { ...request, script: includeScript },
    actor: { permissionFingerprint: permissionFingerprint({ variables, columns }) },
    includeScript,
  };
}
