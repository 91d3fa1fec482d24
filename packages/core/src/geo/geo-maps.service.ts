import { and, asc, eq } from 'drizzle-orm';
import { geoMaps } from '@tessera/db';
import type { Ctx } from '../context';
import { audit } from '../audit/audit';
import { uniqueViolation } from '../db-errors';
import { AppError } from '../errors';
import { requireActor } from '../permissions/engine';
import { requireGeoMaps, type GeoMapsCan } from './geo-access';
import type {
  GeoMap,
  GeoMapIdInput,
  GeoMapList,
  GeoMapsOrgInput,
  RenameGeoMapInput,
  UploadGeoMapInput,
} from './geo-maps.schemas';
import { validateGeoJson } from './validate-geojson';

const listed = {
  id: geoMaps.id,
  orgId: geoMaps.orgId,
  name: geoMaps.name,
  size: geoMaps.size,
  featureCount: geoMaps.featureCount,
  createdAt: geoMaps.createdAt,
  updatedAt: geoMaps.updatedAt,
};

const nameTaken = (e: unknown) => uniqueViolation(e) === 'geo_maps_org_name_uq';
const duplicate = (name: string, cause: unknown) =>
  new AppError('NAME_EXISTS', { name }, { cause, fields: [{ path: 'name', message: 'nameExists' }] });

/** The map row, or 404 (a map of another organisation reads as missing to a non-member). */
async function findMap(ctx: Ctx, id: string): Promise<GeoMap> {
  requireActor(ctx);
  const [row] = await ctx.deps.db.select(listed).from(geoMaps).where(eq(geoMaps.id, id));
  if (!row) throw new AppError('NOT_FOUND', { entity: 'map' });
  return row;
}

/** What the actor may do with the organisation's maps (members only), for the web app's tabs. */
export async function geoMapsAccess(ctx: Ctx, { orgId }: GeoMapsOrgInput): Promise<GeoMapsCan> {
  return requireGeoMaps(ctx, orgId);
}

/** The organisation's uploaded maps by name, with the actor's flags (readers: the VIZ module). */
export async function listGeoMaps(ctx: Ctx, { orgId }: GeoMapsOrgInput): Promise<GeoMapList> {
  const can = await requireGeoMaps(ctx, orgId, 'read');
  const maps = await ctx.deps.db
    .select(listed)
    .from(geoMaps)
    .where(eq(geoMaps.orgId, orgId))
    .orderBy(asc(geoMaps.name));
  return { can, maps };
}

/**
 * Stores an uploaded GeoJSON under a name unique in the organisation, once it is valid (see
 * validateGeoJson: 413 past the size limit, 422 naming what is wrong). Nothing is stored otherwise.
 * `read` is called only once the input and the actor's right are checked, so a refused upload is not
 * received first.
 */
export async function uploadGeoMap(
  ctx: Ctx,
  { orgId, name }: UploadGeoMapInput,
  read: () => Promise<Uint8Array>,
): Promise<GeoMap> {
  await requireGeoMaps(ctx, orgId, 'manage');
  const data = await read();
  const { text, featureCount } = validateGeoJson(data);
  let row: GeoMap;
  try {
    [row] = (await ctx.deps.db
      .insert(geoMaps)
      .values({
        orgId,
        name,
        geojson: text,
        size: data.byteLength,
        featureCount,
        createdBy: ctx.actor!.userId,
      })
      .returning(listed)) as [GeoMap];
  } catch (e) {
    if (nameTaken(e)) throw duplicate(name, e);
    throw e;
  }
  await audit(ctx, {
    action: 'geo_map.upload',
    orgId,
    targetType: 'GEO_MAP',
    targetId: row.id,
    detail: { name, size: row.size, featureCount },
  });
  return row;
}

export async function renameGeoMap(ctx: Ctx, { id, name }: RenameGeoMapInput): Promise<GeoMap> {
  const map = await findMap(ctx, id);
  await requireGeoMaps(ctx, map.orgId, 'manage');
  let row: GeoMap;
  try {
    [row] = (await ctx.deps.db
      .update(geoMaps)
      .set({ name, updatedAt: ctx.deps.clock() })
      .where(and(eq(geoMaps.id, id), eq(geoMaps.orgId, map.orgId)))
      .returning(listed)) as [GeoMap];
  } catch (e) {
    if (nameTaken(e)) throw duplicate(name, e);
    throw e;
  }
  await audit(ctx, {
    action: 'geo_map.rename',
    orgId: map.orgId,
    targetType: 'GEO_MAP',
    targetId: id,
    detail: { from: map.name, to: name },
  });
  return row;
}

/** Deletes a map; charts still naming it then say that their map is not available. */
export async function deleteGeoMap(ctx: Ctx, { id }: GeoMapIdInput): Promise<boolean> {
  const map = await findMap(ctx, id);
  await requireGeoMaps(ctx, map.orgId, 'manage');
  await ctx.deps.db.delete(geoMaps).where(eq(geoMaps.id, id));
  await audit(ctx, {
    action: 'geo_map.delete',
    orgId: map.orgId,
    targetType: 'GEO_MAP',
    targetId: id,
    detail: { name: map.name },
  });
  return true;
}

/** The stored GeoJSON text of a map, for members who may read the organisation's maps. */
export async function readGeoMap(ctx: Ctx, { id }: GeoMapIdInput): Promise<GeoMap & { geojson: string }> {
  const map = await findMap(ctx, id);
  await requireGeoMaps(ctx, map.orgId, 'read');
  return { ...map, geojson: await geoJsonText(ctx, id) };
}

export async function geoJsonText(ctx: Ctx, id: string): Promise<string> {
  const [row] = await ctx.deps.db
    .select({ geojson: geoMaps.geojson })
    .from(geoMaps)
    .where(eq(geoMaps.id, id));
  if (!row) throw new AppError('NOT_FOUND', { entity: 'map' });
  return row.geojson;
}
