import { geoMapsSchemas as s, geoMapsService as svc } from '@tessera/core';
import { orgProcedure, router } from '../init';

/**
 * An organisation's uploaded GeoJSON maps. Uploading is REST only (`POST /api/v1/geo-maps`, multipart:
 * streamed to disk within the size limit), and so is reading a map's GeoJSON (served as it was stored).
 */
export const geoMapRouter = router({
  access: orgProcedure
    .input(s.geoMapsOrgInputSchema)
    .query(({ ctx, input }) => svc.geoMapsAccess(ctx.ctx, input)),
  list: orgProcedure
    .input(s.geoMapsOrgInputSchema)
    .query(({ ctx, input }) => svc.listGeoMaps(ctx.ctx, input)),
  rename: orgProcedure
    .meta({ writes: ['metadata'] })
    .input(s.renameGeoMapInputSchema)
    .mutation(({ ctx, input }) => svc.renameGeoMap(ctx.ctx, input)),
  delete: orgProcedure
    .meta({ writes: ['metadata'] })
    .input(s.geoMapIdInputSchema)
    .mutation(({ ctx, input }) => svc.deleteGeoMap(ctx.ctx, input)),
});
