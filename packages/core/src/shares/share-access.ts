import { eq, inArray } from 'drizzle-orm';
import { datacharts, shares, STATUS, storyboards, storypages, users, widgets } from '@tessera/db';
import type { Ctx } from '../context';
import { AppError } from '../errors';
import { isDraft } from '../viz/drafts';
import { isMember } from '../orgs/members.service';
import { can, loadAccess } from '../permissions/engine';
import { Level } from '../permissions/levels';
import { isRenderId, renderShare } from '../render';
import { findNode, VIZ } from '../viz/viz-tree';

export type ShareRow = typeof shares.$inferSelect;

const checked = new WeakMap<Ctx, Map<string, Promise<unknown>>>();

/**
 * A share's checks answered once per HTTP request: a page sends its board's dozen queries in one batch,
 * and each would otherwise read the share, its viz, its creator's membership and grants, and the views
 * the viz uses, all over again. Every request still checks (expiry and revocation stop the very next
 * one); within one request, the calls see the share as it was when the request arrived.
 */
export function oncePerRequest<T>(ctx: Ctx, key: string, load: () => Promise<T>): Promise<T> {
  let memo = checked.get(ctx);
  if (!memo) checked.set(ctx, (memo = new Map()));
  let answer = memo.get(key) as Promise<T> | undefined;
  if (!answer) memo.set(key, (answer = load()));
  return answer;
}

/**
 * The context a share's queries run in for `userId` (the creator, or the signed-in visitor): a new
 * context, so nothing cached for the request's own actor is reused; its checks read the database.
 */
export async function subjectCtx(ctx: Ctx, userId: string, shareId: string): Promise<Ctx> {
  const [u] = await ctx.deps.db
    .select({ id: users.id, username: users.username, name: users.name, email: users.email })
    .from(users)
    .where(eq(users.id, userId));
  if (!u) throw new AppError('NOT_FOUND', { entity: 'share' });
  return {
    ...ctx,
    actor: {
      userId: u.id,
      username: u.username,
      sessionId: `share:${shareId}`,
      profile: { name: u.name, email: u.email },
    },
  };
}

/** The viz a share points at, active (not archived or deleted). */
/** The shared viz's status while it is live (in the share's organisation, not archived), else null. */
async function liveViz(ctx: Ctx, share: ShareRow): Promise<number | null> {
  if (share.vizType === 'STORYBOARD') {
    const [board] = await ctx.deps.db.select().from(storyboards).where(eq(storyboards.id, share.vizId));
    const live =
      !!board && board.orgId === share.orgId && !board.isFolder && board.status !== STATUS.ARCHIVED;
    return live ? board.status : null;
  }
  const node = await findNode(ctx.deps.db, share.vizId);
  const live =
    !!node && node.orgId === share.orgId && node.relType === share.vizType && node.status !== STATUS.ARCHIVED;
  return live ? node.status : null;
}

/**
 * A share that may still be used, checked on every call (bootstrap, execute, download), which fixes
 * Datart's quirk of execute tokens outliving expiry: it exists, has not expired, its viz is active, and
 * its creator is still a member holding SHARE on the viz. Deleted, revoked and unknown look the same.
 */
export function liveShare(ctx: Ctx, id: string): Promise<{ share: ShareRow; creator: Ctx }> {
  // A worker's internal render link (decision D-render-2) is a share that lives only while its job runs.
  if (isRenderId(id)) return oncePerRequest(ctx, `live:${id}`, () => renderShare(ctx, id));
  return oncePerRequest(ctx, `live:${id}`, () => checkLiveShare(ctx, id));
}

async function checkLiveShare(ctx: Ctx, id: string): Promise<{ share: ShareRow; creator: Ctx }> {
  const [share] = await ctx.deps.db.select().from(shares).where(eq(shares.id, id));
  if (!share) throw new AppError('NOT_FOUND', { entity: 'share' });
  if (share.expiryDate && share.expiryDate.getTime() <= ctx.deps.clock().getTime())
    throw new AppError('SHARE_EXPIRED');
  const status = await liveViz(ctx, share);
  if (status === null || !(await isMember(ctx.deps.db, share.orgId, share.createdBy)))
    throw new AppError('NOT_FOUND', { entity: 'share' });
  const creator = await subjectCtx(ctx, share.createdBy, share.id);
  if (!(await can(creator, share.orgId, VIZ, share.vizId, Level.SHARE)))
    throw new AppError('NOT_FOUND', { entity: 'share' });
  // A visitor is not an editor: the link shows its viz once it is published (D-draft-1).
  if (isDraft({ status, isFolder: false })) throw new AppError('VIZ_DRAFT');
  return { share, creator };
}

/**
 * Whether a signed-in person may use a LOGIN share, whatever its data rights (decision D-share-11): a
 * member of the share's organisation (never anyone else), and, when the share lists users or roles, one
 * of them, an owner of the organisation, or a member holding READ on the viz. A LOGIN share with empty
 * lists is for every member of its organisation. Checked on every call.
 */
export async function loginAllowed(visitor: Ctx, share: ShareRow): Promise<boolean> {
  const access = await loadAccess(visitor, share.orgId);
  if (!access.isMember) return false;
  if (!share.users.length && !share.roles.length) return true;
  if (access.isOwner || share.users.includes(access.userId)) return true;
  if (access.roleIds.some((r) => share.roles.includes(r))) return true;
  return can(visitor, share.orgId, VIZ, share.vizId, Level.READ);
}

/** The views whose queries a share of this viz may run: exactly those the viz uses, nothing else. */
export function shareViewIds(ctx: Ctx, share: Pick<ShareRow, 'vizType' | 'vizId'>): Promise<string[]> {
  return oncePerRequest(ctx, `views:${share.vizType}:${share.vizId}`, () => usedViewIds(ctx, share));
}

async function usedViewIds(ctx: Ctx, share: Pick<ShareRow, 'vizType' | 'vizId'>): Promise<string[]> {
  if (share.vizType === 'DATACHART') {
    const [c] = await ctx.deps.db
      .select({ viewId: datacharts.viewId })
      .from(datacharts)
      .where(eq(datacharts.id, share.vizId));
    return c?.viewId ? [c.viewId] : [];
  }
  if (share.vizType === 'DASHBOARD') {
    const rows = await ctx.deps.db
      .select({ viewIds: widgets.viewIds, datachartId: widgets.datachartId })
      .from(widgets)
      .where(eq(widgets.dashboardId, share.vizId));
    const ids = new Set(rows.flatMap((r) => r.viewIds));
    const chartIds = rows.map((r) => r.datachartId).filter((x): x is string => !!x);
    if (chartIds.length)
      for (const c of await ctx.deps.db
        .select({ viewId: datacharts.viewId })
        .from(datacharts)
        .where(inArray(datacharts.id, chartIds)))
        if (c.viewId) ids.add(c.viewId);
    return [...ids];
  }
  if (share.vizType === 'STORYBOARD') {
    const pages = await ctx.deps.db
      .select({ relType: storypages.relType, relId: storypages.relId })
      .from(storypages)
      .where(eq(storypages.storyboardId, share.vizId));
    const ids = new Set<string>();
    for (const p of pages)
      for (const v of await usedViewIds(ctx, { vizType: p.relType, vizId: p.relId })) ids.add(v);
    return [...ids];
  }
  return [];
}
