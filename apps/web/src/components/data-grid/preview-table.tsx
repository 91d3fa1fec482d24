import type { ColumnDef } from '@tanstack/react-table';
import { EmptyState } from '@tessera/ui/empty-state';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DataGrid } from './data-grid';

/** The dataframe of `source.executeTest` (Datart §3.3): columns with their path and type, then rows. */
export interface Frame {
  columns: { name: string[]; type: string }[];
  rows: unknown[][];
}

type Row = { key: string; values: unknown[] };

/** A query result in the data grid: a column per field with its name and type, numbers right-aligned. */
export function PreviewTable({
  frame,
  height = 420,
  label,
}: {
  frame: Frame;
  height?: number;
  label?: string;
}) {
  const { t } = useTranslation();
  const rows = useMemo<Row[]>(() => frame.rows.map((values, i) => ({ key: `${i}`, values })), [frame.rows]);
  const columns = useMemo<ColumnDef<Row>[]>(
    () =>
      frame.columns.map((c, i) => ({
        id: `${i}`,
        meta: { numeric: c.type === 'NUMERIC', truncate: true },
        header: () => (
          <span className="flex flex-col leading-tight">
            <span className="truncate">{c.name.join('.')}</span>
            <span className="font-mono text-[10px] font-normal text-muted-foreground uppercase">
              {c.type}
            </span>
          </span>
        ),
        accessorFn: (row) => row.values[i],
        size: 160,
      })),
    [frame.columns],
  );
  return (
    <DataGrid
      data={rows}
      columns={columns}
      getRowId={(r) => r.key}
      label={label ?? t('common:grid.result')}
      empty={<EmptyState title={t('common:grid.noRows')} />}
      rowAttributes={() => ({ 'data-testid': 'preview-row' })}
      density="compact"
      fixedLayout
      maxHeight={height}
      data-testid="preview-table"
    />
  );
}
