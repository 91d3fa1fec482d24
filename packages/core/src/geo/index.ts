export * as geoMapsSchemas from './geo-maps.schemas';
export * as geoMapsService from './geo-maps.service';
export { shareGeoMap } from './share-geo-map.service';
export { validateGeoJson, GEO_MAX_BYTES, GEO_MAX_LABEL } from './validate-geojson';
export { geoMapsCan, type GeoMapsCan } from './geo-access';
