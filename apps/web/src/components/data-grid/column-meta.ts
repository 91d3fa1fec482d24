import type { RowData } from '@tanstack/react-table';

/** What a column of the data grid may say about itself beyond TanStack's own definition. */
declare module '@tanstack/react-table' {
  // The type parameters must match TanStack's declaration to merge with it.
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  interface ColumnMeta<TData extends RowData, TValue> {
    /** Right-aligned, tabular digits, locale thousands separators; sorted by value. */
    numeric?: boolean;
    /** Classes for the column's header and cells (for example `hidden md:table-cell`). */
    className?: string;
    /** Cut long text with an ellipsis; the whole text is the cell's title. */
    truncate?: boolean;
  }
}
