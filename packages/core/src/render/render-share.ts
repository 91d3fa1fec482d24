import { eq } from 'drizzle-orm';
import { jobs, STATUS, storyboards, users, type shares } from '@tessera/db';
import type { Ctx } from '../context';
import { AppError } from '../errors';
import { isMember } from '../orgs/members.service';
import { can } from '../permissions/engine';
import { Level } from '../permissions/levels';
import { findNode, VIZ } from '../viz/viz-tree';
import { openRenderToken, type RenderClaims } from './render-token';

type ShareRow = typeof shares.$inferSelect;

/** Whether the job a link belongs to is running now, in the very attempt that made the link. */
async function jobRunning(ctx: Ctx, claims: RenderClaims): Promise<boolean> {
  const [job] = await ctx.deps.db
    .select({ status: jobs.status, attempts: jobs.attempts, leaseUntil: jobs.leaseUntil })
    .from(jobs)
    .where(eq(jobs.id, claims.j));
  return (
    !!job &&
    job.status === 'running' &&
    job.attempts === claims.a &&
    !!job.leaseUntil &&
    job.leaseUntil.getTime() > ctx.deps.clock().getTime()
  );
}

async function vizLive(ctx: Ctx, claims: RenderClaims): Promise<boolean> {
  if (claims.t === 'STORYBOARD') {
    const [board] = await ctx.deps.db.select().from(storyboards).where(eq(storyboards.id, claims.i));
    return !!board && board.orgId === claims.o && !board.isFolder && board.status !== STATUS.ARCHIVED;
  }
  const node = await findNode(ctx.deps.db, claims.i);
  return !!node && node.orgId === claims.o && node.relType === claims.t && node.status !== STATUS.ARCHIVED;
}

/** The requester's context: a new one, so nothing cached for the page's own (anonymous) caller is reused. */
async function requesterCtx(ctx: Ctx, claims: RenderClaims): Promise<Ctx | null> {
  const [u] = await ctx.deps.db
    .select({ id: users.id, username: users.username, name: users.name, email: users.email })
    .from(users)
    .where(eq(users.id, claims.u));
  if (!u) return null;
  return {
    ...ctx,
    actor: {
      userId: u.id,
      username: u.username,
      sessionId: `render:${claims.j}`,
      profile: { name: u.name, email: u.email },
    },
  };
}

/**
 * An internal render link seen as a share (decision D-render-2): the share pages open it like any
 * NONE share whose rules are its creator's, and the creator is the requester. Checked on every call:
 * the link is genuine and in time, its job is running in the attempt that made it (so a finished,
 * failed or retried task ends it), the viz is live in the link's organisation, and the requester is
 * still a member who may read it. Any failure looks like an unknown share.
 */
export async function renderShare(ctx: Ctx, id: string): Promise<{ share: ShareRow; creator: Ctx }> {
  const gone = () => new AppError('NOT_FOUND', { entity: 'share' });
  const claims = await openRenderToken(ctx.deps, id);
  if (!claims || !(await jobRunning(ctx, claims)) || !(await vizLive(ctx, claims))) throw gone();
  if (!(await isMember(ctx.deps.db, claims.o, claims.u))) throw gone();
  const creator = await requesterCtx(ctx, claims);
  if (!creator || !(await can(creator, claims.o, VIZ, claims.i, Level.READ))) throw gone();
  const at = new Date(claims.e);
  return {
    creator,
    share: {
      id,
      orgId: claims.o,
      vizType: claims.t,
      vizId: claims.i,
      authenticationMode: 'NONE',
      codeHash: null,
      rowPermissionBy: 'CREATOR',
      roles: [],
      users: [],
      expiryDate: at,
      version: 1,
      createdBy: claims.u,
      createdAt: at,
      updatedAt: at,
    },
  };
}
