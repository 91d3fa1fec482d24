export * as sharesSchemas from './shares.schemas';
export * as sharesService from './shares.service';
export * as shareVisit from './share-visit.service';
export * as shareDetail from './share-detail.service';
