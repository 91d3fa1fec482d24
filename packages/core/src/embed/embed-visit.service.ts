import { STATUS } from '@tessera/db';
import type { Ctx } from '../context';
import { AppError } from '../errors';
import { shareViewIds } from '../shares/share-access';
import { checkShareReach } from '../shares/share-reach';
import { vizDetail, type SharedQueryAnswer, type SharedViz } from '../shares/share-visit.service';
import { runOnView } from '../views/execute.service';
import { modelColumnPaths } from '../views/model';
import { findView, type ViewRow } from '../views/view-tree';
import { embedSession } from './embed-session';
import type { EmbedClaims, EmbedExecuteInput, EmbedTokenInput } from './embed.schemas';

/** The embed page's bootstrap answer. */
export interface OpenedEmbed {
  vizType: 'DASHBOARD' | 'DATACHART';
  vizDetail: SharedViz;
  lockedFilters: string[];
  expiresAt: Date;
}

/**
 * The embed page's bootstrap: the chart or board as a share shows it (read-only, no view SQL, no
 * downloads), and the fields whose filter the token fixes, so the page hides their controls.
 */
export async function openEmbed(ctx: Ctx, { token }: EmbedTokenInput): Promise<OpenedEmbed> {
  const session = await embedSession(ctx, token);
  const detail = await vizDetail(session.runAs, session);
  return {
    vizType: session.vizType,
    vizDetail: { ...detail, can: { ...detail.can, download: false } },
    lockedFilters: Object.keys(session.claims.filters),
    expiresAt: new Date(session.claims.exp * 1000),
  };
}

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);
const valueType = (v: unknown) => (typeof v === 'number' ? 'NUMERIC' : 'STRING');

/**
 * The request with the token's fixed filters added (decision D-embed-2): each applies to the views that
 * have the field, ANDed with what the page sends, so nothing the viewer does can widen it. A filter the
 * page sends on a fixed field may only keep to the fixed values (`IN` / `EQ` within them; any other operator
 * is ANDed, so it can only narrow); asking for other values is refused, not silently emptied.
 */
function withLockedFilters(request: Json, locked: EmbedClaims['filters'], view: ViewRow): Json {
  const entries = Object.entries(locked);
  if (!entries.length) return request;
  const sent = Array.isArray(request.filters) ? request.filters.filter(isObject) : [];
  const lockedNames = new Map(entries.map(([name, values]) => [name, new Set(values.map(String))]));
  for (const f of sent) {
    const name = Array.isArray(f.column) ? f.column.join('.') : String(f.column ?? '');
    const allowed = lockedNames.get(name);
    if (!allowed) continue;
    const values = (Array.isArray(f.values) ? f.values : []).map((v) => String(isObject(v) ? v.value : v));
    const op = String(f.sqlOperator ?? '').toUpperCase();
    if (['IN', 'EQ'].includes(op) && !values.every((v) => allowed.has(v)))
      throw new AppError('EMBED_FILTER_LOCKED', { field: name.slice(0, 200) });
  }
  const paths = new Set(modelColumnPaths(view.model as Json | null).map((p) => p.join('.')));
  const added = entries
    .filter(([name]) => paths.has(name))
    .map(([name, values]) => ({
      column: name.split('.'),
      sqlOperator: 'IN',
      values: values.map((value) => ({ value, valueType: valueType(value) })),
    }));
  return { ...request, filters: [...sent, ...added] };
}

/**
 * An embedded chart's query: the token is checked again, the view must be one the viz uses, the query
 * may name only the fields the viz's saved configuration uses (as for shares), the fixed filters are
 * added, and the token's values stand in for every permission variable (the row rule).
 */
export async function executeEmbed(ctx: Ctx, input: EmbedExecuteInput): Promise<SharedQueryAnswer> {
  const session = await embedSession(ctx, input.token);
  const viewId = typeof input.request.viewId === 'string' ? input.request.viewId : '';
  if (!(await shareViewIds(ctx, session)).includes(viewId))
    throw new AppError('FORBIDDEN', { entity: 'view' });
  const view = await findView(ctx.deps.db, viewId);
  if (!view || view.orgId !== session.orgId || view.isFolder || view.status === STATUS.ARCHIVED)
    throw new AppError('VIEW_UNAVAILABLE');
  await checkShareReach(ctx, session, view, input.request);
  const request = withLockedFilters(input.request, session.claims.filters, view);
  return runOnView(session.runAs, view, { ...request, viewId: view.id }, false, {
    permissionValues: session.claims.variables,
  });
}
