export { importDatart, type DatartImportInput } from './datart-import.service';
export type { DatartImportReport } from './datart-report';
