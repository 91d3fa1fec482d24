export { importDatart, type DatartImportInput } from './datart-import.service';
export { canImportDatart, datartImportInputSchema, importDatartFromScreen } from './datart-import-screen';
export type { DatartImportReport } from './datart-report';
