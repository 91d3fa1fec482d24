import { z } from 'zod';
import { id32, required } from '../validation';

const mapName = () => required(128);

export const geoMapsOrgInputSchema = z.object({ orgId: id32() });
export const uploadGeoMapInputSchema = z.object({ orgId: id32(), name: mapName() });
export const renameGeoMapInputSchema = z.object({ id: id32(), name: mapName() });
export const geoMapIdInputSchema = z.object({ id: id32() });
/** A share page's request for a map one of its charts draws on (`shareToken`: the page's viz token). */
export const shareGeoMapInputSchema = z.object({ id: id32(), shareToken: z.string().min(1).max(4096) });

export const geoMapsCanSchema = z.object({ read: z.boolean(), manage: z.boolean() });

/** One uploaded map as listed (without its GeoJSON). */
export const geoMapSchema = z.object({
  id: z.string(),
  orgId: z.string(),
  name: z.string(),
  /** Bytes of the stored GeoJSON. */
  size: z.number().int(),
  featureCount: z.number().int(),
  createdAt: z.date(),
  updatedAt: z.date(),
});
export type GeoMap = z.infer<typeof geoMapSchema>;

export const geoMapListSchema = z.object({ can: geoMapsCanSchema, maps: z.array(geoMapSchema) });

export type GeoMapsOrgInput = z.output<typeof geoMapsOrgInputSchema>;
export type UploadGeoMapInput = z.output<typeof uploadGeoMapInputSchema>;
export type RenameGeoMapInput = z.output<typeof renameGeoMapInputSchema>;
export type GeoMapIdInput = z.output<typeof geoMapIdInputSchema>;
export type ShareGeoMapInput = z.output<typeof shareGeoMapInputSchema>;
export type GeoMapList = z.infer<typeof geoMapListSchema>;
