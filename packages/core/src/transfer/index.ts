export * as transferSchemas from './transfer.schemas';
export * as transferExport from './export.service';
export * as transferImport from './import.service';
export * as transferTemplates from './template.service';
export { emptyEntries, packBundle, unpackBundle, type Bundle } from './transfer-file';
