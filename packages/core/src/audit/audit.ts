import { auditLog } from '@tessera/db';
import type { Ctx } from '../context';

export type AuditAction =
  | 'user.login'
  | 'user.login_failed'
  | 'user.logout'
  | 'user.register'
  | 'user.activate'
  | 'user.password_change'
  | 'user.password_reset'
  | 'user.oauth_login'
  | 'system.setup'
  | 'org.create'
  | 'org.update'
  | 'org.delete'
  | 'member.invite'
  | 'member.invite_revoke'
  | 'member.join'
  | 'member.remove'
  | 'member.delete'
  | 'member.create'
  | 'owner.grant'
  | 'owner.revoke'
  | 'role.create'
  | 'role.update'
  | 'role.delete'
  | 'role.members'
  | 'permission.grant'
  | 'permission.revoke'
  | 'settings.update'
  | 'variable.create'
  | 'variable.update'
  | 'variable.delete'
  | 'share.create'
  | 'share.update'
  | 'share.delete'
  | 'share.use'
  | 'column_permission.update'
  | 'geo_map.upload'
  | 'geo_map.rename'
  | 'geo_map.delete'
  | 'plugin.upload'
  | 'plugin.enable'
  | 'plugin.disable'
  | 'plugin.delete'
  | 'embedding.create'
  | 'embedding.rotate'
  | 'embedding.delete';

export interface AuditEntry {
  action: AuditAction;
  orgId?: string | null;
  targetType?: string;
  targetId?: string;
  detail?: Record<string, unknown>;
  actor?: { id: string; name: string } | null;
}

/** Appends one entry. Failure to audit is logged, never hidden from operators, and never breaks the action. */
export async function audit(ctx: Ctx, entry: AuditEntry): Promise<void> {
  const actor = entry.actor ?? (ctx.actor ? { id: ctx.actor.userId, name: ctx.actor.username } : null);
  try {
    await ctx.deps.db.insert(auditLog).values({
      orgId: entry.orgId ?? null,
      actorId: actor?.id ?? null,
      actorName: actor?.name ?? null,
      action: entry.action,
      targetType: entry.targetType ?? null,
      targetId: entry.targetId ?? null,
      detail: entry.detail ?? null,
      ip: ctx.ip,
      // The service clock, as every check that reads the log back uses (a share's first use per day).
      createdAt: ctx.deps.clock(),
    });
  } catch (e) {
    ctx.deps.logger.error({ err: e, action: entry.action }, 'audit write failed');
  }
}
