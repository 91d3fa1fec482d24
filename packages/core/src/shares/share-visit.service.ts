import { and, eq, gte } from 'drizzle-orm';
import { hashToken, timingSafeEqualString } from '@tessera/auth';
import { auditLog, STATUS } from '@tessera/db';
import type { Ctx } from '../context';
import { AppError } from '../errors';
import { audit } from '../audit/audit';
import { getDashboard } from '../dashboards/dashboards.service';
import { rateLimits } from '../rate-limit';
import { parse } from '../validation';
import { runOnView } from '../views/execute.service';
import { findView } from '../views/view-tree';
import { getStoryboard } from '../storyboards/storyboards.service';
import { getDatachart } from '../viz/datacharts.service';
import { liveShare, shareViewIds, visitorAllowed, type ShareRow } from './share-access';
import { openShareToken, sealShareToken } from './share-token';
import { openShareInputSchema, shareExecuteInputSchema } from './shares.schemas';

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

/** Who a call on this share is: checks the mode on every call, and answers whose rules the queries use. */
export async function subjectOf(
  ctx: Ctx,
  share: ShareRow,
  creator: Ctx,
  issuedTo: string | null,
): Promise<Ctx> {
  if (share.authenticationMode === 'LOGIN' && !ctx.actor) throw new AppError('SHARE_LOGIN_REQUIRED');
  if (share.rowPermissionBy !== 'VISITOR') return creator;
  if (!ctx.actor || (issuedTo !== null && issuedTo !== ctx.actor.userId))
    throw new AppError('SHARE_LOGIN_REQUIRED');
  if (!(await visitorAllowed(ctx, share)))
    throw new AppError('FORBIDDEN', { entity: share.vizType.toLowerCase() });
  return ctx;
}

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
async function vizDetail(creator: Ctx, share: ShareRow): Promise<SharedViz> {
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
export async function openShare(ctx: Ctx, rawInput: unknown) {
  const input = parse(openShareInputSchema, rawInput);
  const { share, creator } = await liveShare(ctx, input.id);
  if (share.authenticationMode === 'CODE') await checkCode(ctx, share, input.authenticationCode);
  const subject = await subjectOf(ctx, share, creator, null);
  const issuedTo = share.rowPermissionBy === 'VISITOR' ? subject.actor!.userId : null;
  const detail = await vizDetail(creator, share);
  const executeToken: Record<string, { authorizedToken: string }> = {};
  for (const viewId of await shareViewIds(ctx, share))
    executeToken[viewId] = {
      authorizedToken: await sealShareToken(ctx, { s: share.id, v: viewId, u: issuedTo }),
    };
  await auditUse(ctx, share);
  return {
    vizType: share.vizType,
    vizDetail: detail,
    shareToken: {
      id: share.id,
      authenticationMode: share.authenticationMode,
      authorizedToken: await sealShareToken(ctx, { s: share.id, v: null, u: issuedTo }),
    },
    executeToken,
    subVizToken: null,
  };
}

/**
 * `POST /shares/execute?executeToken=`: the share is re-checked (deleted, expired, creator gone or without
 * SHARE → refused at once), the token's view must be one the viz still uses and the one asked for, and the
 * query runs under the rules of the share's subject.
 */
export async function executeShare(ctx: Ctx, rawInput: unknown) {
  const input = parse(shareExecuteInputSchema, rawInput);
  const claims = await openShareToken(ctx, input.executeToken);
  if (!claims.v) throw new AppError('SHARE_TOKEN_INVALID');
  const { share, creator } = await liveShare(ctx, claims.s);
  const subject = await subjectOf(ctx, share, creator, claims.u);
  const asked = input.request.viewId;
  if ((asked !== undefined && asked !== claims.v) || !(await shareViewIds(ctx, share)).includes(claims.v))
    throw new AppError('FORBIDDEN', { entity: 'view' });
  const view = await findView(ctx.deps.db, claims.v);
  if (!view || view.orgId !== share.orgId || view.isFolder || view.status === STATUS.ARCHIVED)
    throw new AppError('VIEW_UNAVAILABLE');
  return runOnView(subject, view, { ...input.request, viewId: view.id }, false);
}
