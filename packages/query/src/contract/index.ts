// `@tessera/query/contract`: the query shapes shared with the browser (request, dataframe, view model)
// and the dialect rules. Browser-safe: nothing here may import Node, a driver or a connector
// (contract-imports.test.ts walks the imports and fails on one).
export * from './request.schemas';
export * from './execute-request';
export * from './dataframe';
export * from './view-model';
export * from './dialect';
export * from './struct-view';
