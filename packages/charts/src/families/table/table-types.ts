import type { FieldFormat } from '../../config/config.schemas';

/** The table model's columns and header cells (apart, so that the header builder needs no model code). */
export interface TableColumn {
  key: string;
  colName: string;
  title: string;
  align: 'left' | 'center' | 'right';
  width?: number;
  fixed?: 'left' | 'right';
  numeric: boolean;
  format?: FieldFormat;
}

export interface HeaderCell {
  title: string;
  colSpan: number;
  rowSpan: number;
  columnKey?: string;
}
