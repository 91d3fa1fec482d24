import type { Ctx } from '../context';
import { AppError } from '../errors';
import { loadAccess, modulePermission, resolvePermission, type Access } from '../permissions/engine';
import { has, Level } from '../permissions/levels';
import { VIZ, VIZ_ROOT } from '../viz/viz-tree';

export interface GeoMapsCan {
  /** List the organisation's maps and load them into charts. */
  read: boolean;
  /** Upload, rename and delete maps. */
  manage: boolean;
}

/**
 * Who may use an organisation's uploaded maps (decision D-geo-1 in docs/decisions.md): members with the
 * VIZ module read them; the organisation's managers (the ORG_SETTINGS module) and those who may create
 * charts at the top of the viz tree (CREATE on its root, VIZ module on) also upload, rename and delete
 * them; owners do everything. Non-members nothing.
 */
export function geoMapsCan(access: Access): GeoMapsCan {
  if (!access.isMember) return { read: false, manage: false };
  if (access.isOwner) return { read: true, manage: true };
  const viz = has(modulePermission(access, 'VIZ'), Level.ENABLE);
  const managesOrg = has(modulePermission(access, 'ORG_SETTINGS'), Level.ENABLE);
  const createsCharts = viz && has(resolvePermission(access, VIZ, [VIZ_ROOT]), Level.CREATE);
  const manage = managesOrg || createsCharts;
  return { read: viz || manage, manage };
}

/** The actor's flags in `orgId`; refuses non-members (403) and, when asked, those without `need`. */
export async function requireGeoMaps(ctx: Ctx, orgId: string, need?: keyof GeoMapsCan): Promise<GeoMapsCan> {
  const access = await loadAccess(ctx, orgId);
  if (!access.isMember) throw new AppError('FORBIDDEN');
  const can = geoMapsCan(access);
  if (need && !can[need]) throw new AppError('FORBIDDEN');
  return can;
}
