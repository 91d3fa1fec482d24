import { and, eq, gte, inArray } from 'drizzle-orm';
import { hashToken, timingSafeEqualString } from '@tessera/auth';
import { auditLog, sources, STATUS, views } from '@tessera/db';
import type { Ctx } from '../context';
import { AppError } from '../errors';
import { audit } from '../audit/audit';
import { getDashboard } from '../dashboards/dashboards.service';
import { rateLimits } from '../rate-limit';
import { runOnView } from '../views/execute.service';
import { functionsOfSource } from '../views/functions.service';
import { findView } from '../views/view-tree';
import { isRenderId } from '../render';
import { getStoryboard } from '../storyboards/storyboards.service';
import { getDatachart } from '../viz/datacharts.service';
import { liveShare, loginAllowed, shareViewIds, type ShareRow } from './share-access';
import { checkShareReach, type SharedVizRef } from './share-reach';
import { newShareSession, openShareToken, sealShareToken, type ShareClaims } from './share-token';
import type { OpenShareInput, ShareExecuteInput, ShareFunctionSupportInput } from './shares.schemas';

/** What a query of a share or an embed answers: the dataframe with its warnings (never the SQL). */
export type SharedQueryAnswer = Awaited<ReturnType<typeof runOnView>>;

/** Datart's share-page bootstrap answer. */
export interface OpenedShare {
  vizType: string;
  vizDetail: SharedViz;
  shareToken: { id: string; authenticationMode: string; authorizedToken: string };
  executeToken: Record<string, { authorizedToken: string }>;
  subVizToken: null;
}

/** A wrong code counts against the share and the address; both are checked before the code is. */
async function checkCode(ctx: Ctx, share: ShareRow, code: string | null | undefined) {
  const keys = [`share:code:${share.id}`, `share:code:ip:${ctx.ip ?? '-'}`] as const;
  await ctx.deps.rateLimiter.check(keys[0], rateLimits.shareCode);
  await ctx.deps.rateLimiter.check(keys[1], rateLimits.shareCodeIp);
  // A page opened without a code is asked for it; only a code that was typed and is wrong counts.
  if (!code?.trim()) throw new AppError('SHARE_CODE_INVALID');
  if (share.codeHash && timingSafeEqualString(hashToken(code.trim()), share.codeHash)) return;
  await ctx.deps.rateLimiter.hit(keys[0], rateLimits.shareCode);
  await ctx.deps.rateLimiter.hit(keys[1], rateLimits.shareCodeIp);
  throw new AppError('SHARE_CODE_INVALID');
}

/**
 * Who a call on this share is, checked on every call: a LOGIN share needs a signed-in member it allows
 * (whatever its data rights) and, once a token was issued, the very person it was issued to; the answer is
 * whose rules the queries use (the creator's, or the visitor's for VISITOR rights).
 */
export async function subjectOf(
  ctx: Ctx,
  share: ShareRow,
  creator: Ctx,
  issuedTo: string | null,
): Promise<Ctx> {
  if (share.authenticationMode === 'LOGIN') {
    if (!ctx.actor || (issuedTo !== null && issuedTo !== ctx.actor.userId))
      throw new AppError('SHARE_LOGIN_REQUIRED');
    if (!(await loginAllowed(ctx, share)))
      throw new AppError('FORBIDDEN', { entity: share.vizType.toLowerCase() });
  }
  return share.rowPermissionBy === 'VISITOR' && share.authenticationMode === 'LOGIN' ? ctx : creator;
}

/** A page session checked on this call: the share as it is now, its creator's context, whose rules apply. */
export interface ShareSession {
  claims: ShareClaims;
  share: ShareRow;
  creator: Ctx;
  subject: Ctx;
}

/**
 * The share call's session (decision D-share-10): the share must still be live, the token must be of the
 * share's current version (any change of its mode, code, lists, data rights or expiry ends the sessions
 * opened before), its run-as must be the share's, and the caller must be the one it was issued to.
 */
export async function shareSession(ctx: Ctx, claims: ShareClaims): Promise<ShareSession> {
  const { share, creator } = await liveShare(ctx, claims.s);
  if (claims.k !== share.version || claims.r !== share.rowPermissionBy)
    throw new AppError('SHARE_SESSION_ENDED');
  if (share.authenticationMode === 'LOGIN' && claims.u === null) throw new AppError('SHARE_SESSION_ENDED');
  const subject = await subjectOf(ctx, share, creator, claims.u);
  return { claims, share, creator, subject };
}

/** The session of a page's own (viz) token. */
export async function vizSession(ctx: Ctx, token: string): Promise<ShareSession> {
  const claims = await openShareToken(ctx, token);
  if (claims.v) throw new AppError('SHARE_TOKEN_INVALID');
  return shareSession(ctx, claims);
}

/**
 * Who owns what a page session asks for (its downloads): the signed-in person of a LOGIN share, the page
 * session otherwise. Stored as the task's `createdBy`, never equal to a member id (their own tasks).
 */
export const principalOf = (session: Pick<ShareSession, 'claims' | 'share'>): string =>
  session.share.authenticationMode === 'LOGIN' && session.claims.u
    ? `user:${session.claims.u}`
    : `session:${session.claims.n}`;

/** The first use per visitor (member, or address when anonymous) per day is an audit entry of the organisation. */
async function auditUse(ctx: Ctx, share: ShareRow) {
  const day = new Date(ctx.deps.clock());
  day.setUTCHours(0, 0, 0, 0);
  const who = ctx.actor ? eq(auditLog.actorId, ctx.actor.userId) : eq(auditLog.ip, ctx.ip ?? '-');
  const seen = await ctx.deps.db
    .select({ id: auditLog.id })
    .from(auditLog)
    .where(
      and(
        eq(auditLog.action, 'share.use'),
        eq(auditLog.targetId, share.id),
        gte(auditLog.createdAt, day),
        who,
      ),
    )
    .limit(1);
  if (!seen.length)
    await audit(ctx, {
      action: 'share.use',
      orgId: share.orgId,
      targetType: 'SHARE',
      targetId: share.id,
      detail: { vizId: share.vizId },
    });
}

type ReadOnly = {
  can: { read: boolean; manage: boolean; create: boolean; share: boolean; download: boolean };
};
/** A shared chart, dashboard or storyboard (whose pages carry the detail of what they show). */
export type SharedViz =
  | (Awaited<ReturnType<typeof getDatachart>> & ReadOnly)
  | (Awaited<ReturnType<typeof getDashboard>> & ReadOnly)
  | (Omit<Awaited<ReturnType<typeof getStoryboard>>, 'storypages'> &
      ReadOnly & {
        storypages: (Awaited<ReturnType<typeof getStoryboard>>['storypages'][number] & {
          vizDetail: SharedViz;
        })[];
      });

/**
 * The viz as the share shows it: loaded as the creator (the share grants the viz), never with view SQL,
 * and read-only whatever the creator may do (downloads follow the creator's DOWNLOAD).
 */
export async function vizDetail(creator: Ctx, share: SharedVizRef): Promise<SharedViz> {
  const readOnly = (download: boolean) => ({
    read: true,
    manage: false,
    create: false,
    share: false,
    download,
  });
  if (share.vizType === 'DATACHART') {
    const d = await getDatachart(creator, { id: share.vizId });
    return { ...d, can: readOnly(d.can.download), view: d.view ? { ...d.view, script: null } : null };
  }
  if (share.vizType === 'DASHBOARD') {
    const d = await getDashboard(creator, { id: share.vizId });
    return { ...d, can: readOnly(d.can.download), views: d.views.map((v) => ({ ...v, script: null })) };
  }
  const story = await getStoryboard(creator, { id: share.vizId });
  const pages = [];
  for (const p of story.storypages)
    pages.push({
      ...p,
      vizDetail: await vizDetail(creator, { ...share, vizType: p.relType, vizId: p.relId }),
    });
  return { ...story, can: readOnly(story.download), storypages: pages };
}

/**
 * Datart's share-page bootstrap (`POST /shares/{id}/viz`): checks the share and its mode, then answers the
 * viz with a token for it and one execute token per view the viz uses (decision D-share-1).
 */
export async function openShare(ctx: Ctx, input: OpenShareInput): Promise<OpenedShare> {
  const { share, creator } = await liveShare(ctx, input.id);
  if (share.authenticationMode === 'CODE') await checkCode(ctx, share, input.authenticationCode);
  await subjectOf(ctx, share, creator, null);
  const claims = {
    s: share.id,
    u: share.authenticationMode === 'LOGIN' ? ctx.actor!.userId : null,
    r: share.rowPermissionBy,
    n: newShareSession(),
    k: share.version,
  };
  const rendering = isRenderId(share.id);
  const found = await vizDetail(creator, share);
  // A render link shows the page only: no download button in the picture, no audit of a visit.
  const detail = rendering ? { ...found, can: { ...found.can, download: false } } : found;
  const executeToken: Record<string, { authorizedToken: string }> = {};
  for (const viewId of await shareViewIds(ctx, share))
    executeToken[viewId] = { authorizedToken: await sealShareToken(ctx, { ...claims, v: viewId }) };
  if (!rendering) await auditUse(ctx, share);
  return {
    vizType: share.vizType,
    vizDetail: detail,
    shareToken: {
      id: share.id,
      authenticationMode: share.authenticationMode,
      authorizedToken: await sealShareToken(ctx, { ...claims, v: null }),
    },
    executeToken,
    subVizToken: null,
  };
}

/**
 * `POST /shares/execute?executeToken=`: the session is re-checked (deleted, expired, changed by its owner,
 * creator gone or without SHARE → refused at once), the token's view must be one the viz still uses and
 * the one asked for, and the query runs under the rules of the share's subject.
 */
export async function executeShare(ctx: Ctx, input: ShareExecuteInput): Promise<SharedQueryAnswer> {
  const claims = await openShareToken(ctx, input.executeToken);
  if (!claims.v) throw new AppError('SHARE_TOKEN_INVALID');
  const { share, subject } = await shareSession(ctx, claims);
  const asked = input.request.viewId;
  if ((asked !== undefined && asked !== claims.v) || !(await shareViewIds(ctx, share)).includes(claims.v))
    throw new AppError('FORBIDDEN', { entity: 'view' });
  const view = await findView(ctx.deps.db, claims.v);
  if (!view || view.orgId !== share.orgId || view.isFolder || view.status === STATUS.ARCHIVED)
    throw new AppError('VIEW_UNAVAILABLE');
  await checkShareReach(ctx, share, view, input.request);
  return runOnView(subject, view, { ...input.request, viewId: view.id }, false);
}

/**
 * `POST /shares/function/support/{sourceId}` (Datart's share page asks it for every shared chart): the
 * functions of a source behind one of the views the shared viz uses, for a live session of the share
 * (any of its tokens). Any other source answers as an unknown one.
 */
export async function shareFunctionSupport(ctx: Ctx, input: ShareFunctionSupportInput): Promise<string[]> {
  const { share } = await shareSession(ctx, await openShareToken(ctx, input.authorizedToken));
  const viewIds = await shareViewIds(ctx, share);
  const [used] = viewIds.length
    ? await ctx.deps.db
        .select({ id: views.id })
        .from(views)
        .where(
          and(inArray(views.id, viewIds), eq(views.sourceId, input.sourceId), eq(views.orgId, share.orgId)),
        )
        .limit(1)
    : [];
  const [source] = used
    ? await ctx.deps.db
        .select({ type: sources.type, config: sources.config })
        .from(sources)
        .where(and(eq(sources.id, input.sourceId), eq(sources.orgId, share.orgId)))
    : [];
  if (!source) throw new AppError('NOT_FOUND', { entity: 'source' });
  return functionsOfSource(source);
}
