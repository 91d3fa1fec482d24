import { geoMapsSchemas } from '@tessera/core/schemas';

/**
 * The uploaded map's name as the server checks it (required, at most 128 characters; a name taken in
 * the organisation is the server's answer). The file is picked beside it, outside the form.
 */
export const geoMapUploadFormSchema = geoMapsSchemas.uploadGeoMapInputSchema.pick({ name: true });

/** The name a picked file suggests: its own, without the GeoJSON extension. */
export const suggestedMapName = (file: { name: string }) => file.name.replace(/\.(geo)?json$/i, '');
