import { and, eq, inArray, sql } from 'drizzle-orm';
import { generateToken, hashToken } from '@tessera/auth';
import { roles, shares, STATUS } from '@tessera/db';
import type { Ctx } from '../context';
import { AppError } from '../errors';
import { audit } from '../audit/audit';
import { isMember } from '../orgs/members.service';
import { authorize, can } from '../permissions/engine';
import { Level } from '../permissions/levels';
import { setStoryboardPublished } from '../storyboards/story-lifecycle.service';
import { findStoryboard } from '../storyboards/storyboards.service';
import { isDraft } from '../viz/drafts';
import { setPublished } from '../viz/viz.service';
import { findNode, VIZ } from '../viz/viz-tree';
import type { ShareRow } from './share-access';
import type { CreateShareInput, ShareIdInput, UpdateShareInput, VizSharesInput } from './shares.schemas';

/** A share as its managers see it; the code is never stored in clear and never sent back after creation. */
export type ShareView = Omit<ShareRow, 'codeHash'> & { authenticationCode: string | null };
const view = (row: ShareRow, code: string | null = null): ShareView => {
  const { codeHash: _hash, ...rest } = row;
  return { ...rest, authenticationCode: code };
};

/** The viz behind a share: an active chart or dashboard node, with SHARE for the actor. */
async function shareableViz(ctx: Ctx, vizType: string, vizId: string) {
  if (vizType === 'STORYBOARD') {
    const board = await findStoryboard(ctx, vizId);
    if (!board || board.isFolder || board.status === STATUS.ARCHIVED)
      throw new AppError('NOT_FOUND', { entity: 'storyboard' });
    await authorize(ctx, board.orgId, VIZ, board.id, Level.SHARE);
    return board;
  }
  const node = await findNode(ctx.deps.db, vizId);
  if (!node || node.relType !== vizType || node.status === STATUS.ARCHIVED)
    throw new AppError('NOT_FOUND', { entity: vizType.toLowerCase() });
  await authorize(ctx, node.orgId, VIZ, node.id, Level.SHARE);
  return node;
}

type Fields = {
  expiryDate: Date | null;
  authenticationMode: string;
  rowPermissionBy: string;
  roles?: string[] | null;
  users?: string[] | null;
};

/**
 * The rules of a share's settings: VISITOR data rights only with LOGIN (an anonymous visitor has no rules
 * of their own), an expiry in the future, and allow-lists naming roles and members of the viz's organisation.
 */
async function checkFields(ctx: Ctx, orgId: string, f: Fields) {
  if (f.rowPermissionBy === 'VISITOR' && f.authenticationMode !== 'LOGIN')
    throw new AppError(
      'SHARE_INVALID',
      { reason: 'VISITOR' },
      { fields: [{ path: 'rowPermissionBy', message: 'invalid' }] },
    );
  if (f.expiryDate && f.expiryDate.getTime() <= ctx.deps.clock().getTime())
    throw new AppError(
      'SHARE_INVALID',
      { reason: 'expiryDate' },
      { fields: [{ path: 'expiryDate', message: 'invalid' }] },
    );
  const roleIds = [...new Set(f.roles ?? [])];
  if (roleIds.length) {
    const found = await ctx.deps.db
      .select({ id: roles.id })
      .from(roles)
      .where(and(eq(roles.orgId, orgId), inArray(roles.id, roleIds)));
    if (found.length !== roleIds.length) throw new AppError('CROSS_ORG');
  }
  for (const u of new Set(f.users ?? []))
    if (!(await isMember(ctx.deps.db, orgId, u))) throw new AppError('CROSS_ORG');
}

/** `POST /shares`: SHARE on the viz. A CODE share's code is made here and returned this once. */
export async function createShare(ctx: Ctx, input: CreateShareInput): Promise<ShareView> {
  const node = await shareableViz(ctx, input.vizType, input.vizId);
  await checkFields(ctx, node.orgId, input);
  // A link is a publication (D-draft-1): making one of a draft publishes it, which only an editor may do.
  const publish = isDraft(node);
  if (publish && !(await can(ctx, node.orgId, VIZ, node.id, Level.MANAGE))) throw new AppError('VIZ_DRAFT');
  const code = input.authenticationMode === 'CODE' ? generateToken(5) : null;
  const [row] = await ctx.deps.db
    .insert(shares)
    .values({
      id: Buffer.from(crypto.getRandomValues(new Uint8Array(16))).toString('hex'),
      orgId: node.orgId,
      vizType: input.vizType,
      vizId: node.id,
      authenticationMode: input.authenticationMode,
      codeHash: code ? hashToken(code) : null,
      rowPermissionBy: input.rowPermissionBy,
      roles: input.roles ?? [],
      users: input.users ?? [],
      expiryDate: input.expiryDate,
      createdBy: ctx.actor!.userId,
    })
    .returning();
  await audit(ctx, {
    action: 'share.create',
    orgId: node.orgId,
    targetType: 'SHARE',
    targetId: row!.id,
    detail: { vizType: input.vizType, vizId: node.id, name: node.name, mode: input.authenticationMode },
  });
  if (publish)
    await (input.vizType === 'STORYBOARD'
      ? setStoryboardPublished(ctx, node.id, true)
      : setPublished(ctx, { vizType: input.vizType, id: node.id, publish: true }));
  return view(row!, code);
}

/** A share the actor may manage: SHARE on its viz. */
async function managedShare(ctx: Ctx, id: string): Promise<ShareRow> {
  const [row] = await ctx.deps.db.select().from(shares).where(eq(shares.id, id));
  if (!row) throw new AppError('NOT_FOUND', { entity: 'share' });
  await authorize(ctx, row.orgId, VIZ, row.vizId, Level.SHARE);
  return row;
}

/** `GET /shares/{vizId}`: every link of a viz, for those who may share it. */
export async function listShares(ctx: Ctx, { vizId }: VizSharesInput): Promise<ShareView[]> {
  const node = await findNode(ctx.deps.db, vizId);
  if (!node) throw new AppError('NOT_FOUND', { entity: 'viz' });
  await authorize(ctx, node.orgId, VIZ, node.id, Level.SHARE);
  const rows = await ctx.deps.db
    .select()
    .from(shares)
    .where(eq(shares.vizId, vizId))
    .orderBy(shares.createdAt);
  return rows.map((r) => view(r));
}

const sameSet = (a: string[], b: string[]) =>
  a.length === b.length && [...a].sort().join() === [...b].sort().join();

/**
 * `PUT /shares/{id}`: new settings. Switching to CODE, or `rotateCode` on a CODE share, makes a new code
 * (returned once); saving CODE as CODE keeps the code otherwise. Any change of the rules (mode, code,
 * lists, data rights, expiry) bumps the share's version, which ends every session opened before
 * (decision D-share-10); saving the same settings ends none.
 */
export async function updateShare(ctx: Ctx, input: UpdateShareInput): Promise<ShareView> {
  const row = await managedShare(ctx, input.id);
  await checkFields(ctx, row.orgId, input);
  const code =
    input.authenticationMode === 'CODE' && (row.authenticationMode !== 'CODE' || input.rotateCode === true)
      ? generateToken(5)
      : null;
  const next = {
    authenticationMode: input.authenticationMode,
    rowPermissionBy: input.rowPermissionBy,
    roles: [...new Set(input.roles ?? [])],
    users: [...new Set(input.users ?? [])],
    expiryDate: input.expiryDate,
    codeHash: input.authenticationMode === 'CODE' ? (code ? hashToken(code) : row.codeHash) : null,
  };
  const changed =
    next.authenticationMode !== row.authenticationMode ||
    next.rowPermissionBy !== row.rowPermissionBy ||
    !sameSet(next.roles, row.roles) ||
    !sameSet(next.users, row.users) ||
    (next.expiryDate?.getTime() ?? null) !== (row.expiryDate?.getTime() ?? null) ||
    next.codeHash !== row.codeHash;
  const [updated] = await ctx.deps.db
    .update(shares)
    .set({
      ...next,
      ...(changed ? { version: sql`${shares.version} + 1` } : {}),
      updatedAt: ctx.deps.clock(),
    })
    .where(eq(shares.id, row.id))
    .returning();
  await audit(ctx, {
    action: 'share.update',
    orgId: row.orgId,
    targetType: 'SHARE',
    targetId: row.id,
    detail: {
      mode: input.authenticationMode,
      rowPermissionBy: input.rowPermissionBy,
      ...(code ? { newCode: true } : {}),
    },
  });
  return view(updated!, code);
}

/**
 * `POST /shares/{id}/code`: a CODE share gets a new code, returned this once; the old code stops opening
 * the link and every session opened with it ends on its next call.
 */
export async function changeShareCode(ctx: Ctx, { id }: ShareIdInput): Promise<ShareView> {
  const row = await managedShare(ctx, id);
  if (row.authenticationMode !== 'CODE')
    throw new AppError(
      'SHARE_INVALID',
      { reason: 'CODE' },
      { fields: [{ path: 'authenticationMode', message: 'invalid' }] },
    );
  const code = generateToken(5);
  const [updated] = await ctx.deps.db
    .update(shares)
    .set({ codeHash: hashToken(code), version: sql`${shares.version} + 1`, updatedAt: ctx.deps.clock() })
    .where(eq(shares.id, row.id))
    .returning();
  await audit(ctx, {
    action: 'share.update',
    orgId: row.orgId,
    targetType: 'SHARE',
    targetId: row.id,
    detail: { mode: 'CODE', newCode: true },
  });
  return view(updated!, code);
}

/** `DELETE /shares/{id}`: every use of the link ends at once (each call re-reads the share). */
export async function deleteShare(ctx: Ctx, { id }: ShareIdInput): Promise<boolean> {
  const row = await managedShare(ctx, id);
  await ctx.deps.db.delete(shares).where(eq(shares.id, row.id));
  await audit(ctx, { action: 'share.delete', orgId: row.orgId, targetType: 'SHARE', targetId: row.id });
  return true;
}
