import type { Ctx } from '../context';
import { AppError } from '../errors';
import { loadAccess } from '../permissions/engine';

/**
 * Who may do what with chart plugins (D-plugin-2): the organisation's owners upload, enable, disable
 * and delete them, since a plugin's script runs for every member who opens a chart drawn with it;
 * members load the enabled ones to draw charts. Non-members nothing (403).
 */
export async function requirePlugins(ctx: Ctx, orgId: string, need: 'use' | 'manage') {
  const access = await loadAccess(ctx, orgId);
  if (!access.isMember) throw new AppError('FORBIDDEN');
  if (need === 'manage' && !access.isOwner) throw new AppError('FORBIDDEN');
  return { manage: access.isOwner };
}
