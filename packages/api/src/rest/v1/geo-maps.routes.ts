import {
  GEO_MAX_BYTES,
  geoMapsSchemas as s,
  geoMapsService as svc,
  parse,
  shareGeoMap,
  type Ctx,
} from '@tessera/core';
import { z } from 'zod';
import { route } from '../route';
import { readUpload } from '../upload';

const T = 'Maps';
const geoMap = z.object({
  id: z.string(),
  orgId: z.string(),
  name: z.string(),
  size: z.number().int().describe('bytes of the stored GeoJSON'),
  featureCount: z.number().int().describe('regions (features) in the map'),
  createTime: z.string(),
  updateTime: z.string(),
});
const toGeoMap = (m: s.GeoMap): z.infer<typeof geoMap> => ({
  id: m.id,
  orgId: m.orgId,
  name: m.name,
  size: m.size,
  featureCount: m.featureCount,
  createTime: m.createdAt.toISOString(),
  updateTime: m.updatedAt.toISOString(),
});
const geoJsonBody = z.string().describe('the GeoJSON FeatureCollection as uploaded (application/geo+json)');

/** A map's GeoJSON as stored: never cached by shared caches, never sniffed as anything else. */
const geoJsonResponse = (text: string) =>
  new Response(text, {
    headers: {
      'Content-Type': 'application/geo+json; charset=utf-8',
      'Cache-Control': 'private, no-cache',
      'X-Content-Type-Options': 'nosniff',
    },
  });

/** An organisation's uploaded GeoJSON maps for its map charts (decision D-geo-1). */
export const geoMapsRoutes = [
  route({
    method: 'get',
    path: '/geo-maps',
    tag: T,
    summary: "The organisation's uploaded maps by name (VIZ module), and what the caller may do with them",
    access: 'user',
    scope: 'org',
    query: s.geoMapsOrgInputSchema,
    response: z.object({ can: s.geoMapsCanSchema, maps: z.array(geoMap) }),
    handler: async ({ ctx, query }) => {
      const { can, maps } = await svc.listGeoMaps(ctx, query);
      return { can, maps: maps.map(toGeoMap) };
    },
  }),
  route({
    method: 'post',
    path: '/geo-maps',
    writes: ['metadata'],
    tag: T,
    summary:
      'Upload a map (`?orgId&name`, multipart `file`): a GeoJSON FeatureCollection of Polygon / MultiPolygon features, each with a `name` property, up to 10 MB (413 past it, 422 naming what is wrong, 409 name taken). The ORG_SETTINGS module or CREATE on the viz root',
    access: 'user',
    scope: 'org',
    query: s.uploadGeoMapInputSchema,
    body: 'multipart',
    response: geoMap,
    handler: async ({ c, ctx, query }) =>
      toGeoMap(await svc.uploadGeoMap(ctx, query, async () => (await readUpload(c, GEO_MAX_BYTES)).data)),
  }),
  route({
    method: 'get',
    path: '/geo-maps/:id',
    tag: T,
    summary: "A map's GeoJSON, as uploaded (members who may read the organisation's maps)",
    access: 'user',
    scope: 'org',
    response: geoJsonBody,
    handler: async ({ ctx, params }) =>
      geoJsonResponse((await svc.readGeoMap(ctx, parse(s.geoMapIdInputSchema, { id: params.id }))).geojson),
  }),
  route({
    method: 'put',
    path: '/geo-maps/:id',
    writes: ['metadata'],
    tag: T,
    summary: 'Rename a map (name unique in the organisation; same right as uploading)',
    access: 'user',
    scope: 'org',
    body: s.renameGeoMapInputSchema.omit({ id: true }),
    response: geoMap,
    handler: async ({ ctx, params, body }) =>
      toGeoMap(
        await svc.renameGeoMap(ctx, parse(s.renameGeoMapInputSchema, { ...(body as object), id: params.id })),
      ),
  }),
  route({
    method: 'delete',
    path: '/geo-maps/:id',
    writes: ['metadata'],
    tag: T,
    summary:
      'Delete a map (same right as uploading); charts that draw on it then say their map is unavailable',
    access: 'user',
    scope: 'org',
    response: z.boolean(),
    handler: ({ ctx, params }) => svc.deleteGeoMap(ctx, parse(s.geoMapIdInputSchema, { id: params.id })),
  }),
  route({
    method: 'get',
    path: '/shares/geo-maps/:id',
    tag: 'Shares',
    summary:
      "A map for a share page (`?shareToken=`, the page's viz token): re-checks the share like every share call; only a map that a chart of the shared viz draws on",
    access: 'public',
    query: z.object({ shareToken: z.string() }),
    response: geoJsonBody,
    handler: async ({ ctx, params, query }) =>
      geoJsonResponse(
        await shareGeoMap(
          ctx as Ctx,
          parse(s.shareGeoMapInputSchema, { id: params.id, shareToken: query.shareToken }),
        ),
      ),
  }),
];
