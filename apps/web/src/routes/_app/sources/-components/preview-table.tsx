import { flexRender, getCoreRowModel, useReactTable, type ColumnDef } from '@tanstack/react-table';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useMemo, useRef } from 'react';

/** The dataframe of `source.executeTest` (Datart §3.3): columns with their path and type, then rows. */
export interface Frame {
  columns: { name: string[]; type: string }[];
  rows: unknown[][];
}

const ROW_HEIGHT = 32;

function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value as string);
}

/** A virtualised read-only table for previews (a few hundred rows at most, any number of columns). */
export function PreviewTable({ frame, height = 420 }: { frame: Frame; height?: number }) {
  const columns = useMemo<ColumnDef<unknown[]>[]>(
    () =>
      frame.columns.map((c, i) => ({
        id: `${i}`,
        header: () => (
          <span className="flex flex-col leading-tight">
            <span className="truncate">{c.name.join('.')}</span>
            <span className="font-mono text-[10px] font-normal text-muted-foreground uppercase">
              {c.type}
            </span>
          </span>
        ),
        accessorFn: (row) => row[i],
        cell: (info) => cellText(info.getValue()),
        size: 160,
      })),
    [frame.columns],
  );
  const table = useReactTable({ data: frame.rows, columns, getCoreRowModel: getCoreRowModel() });
  const scroller = useRef<HTMLDivElement>(null);
  const rows = table.getRowModel().rows;
  const virtual = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 12,
  });
  const width = table.getTotalSize();
  const items = virtual.getVirtualItems();
  return (
    <div
      ref={scroller}
      className="relative overflow-auto text-xs"
      style={{ maxHeight: height }}
      data-testid="preview-table"
      role="table"
      aria-rowcount={rows.length}
    >
      <div style={{ width, minWidth: '100%' }}>
        <div className="sticky top-0 z-10 flex border-b border-border bg-muted/80 backdrop-blur" role="row">
          {table.getHeaderGroups()[0]?.headers.map((h) => (
            <div
              key={h.id}
              role="columnheader"
              className="shrink-0 border-r border-border px-2 py-1.5 text-left font-medium last:border-r-0"
              style={{ width: h.getSize() }}
            >
              {flexRender(h.column.columnDef.header, h.getContext())}
            </div>
          ))}
        </div>
        <div style={{ height: virtual.getTotalSize(), position: 'relative' }}>
          {items.map((v) => {
            const row = rows[v.index]!;
            return (
              <div
                key={row.id}
                role="row"
                data-testid="preview-row"
                className="absolute left-0 flex w-full border-b border-border/60 hover:bg-accent/50"
                style={{ top: v.start, height: ROW_HEIGHT }}
              >
                {row.getVisibleCells().map((cell) => (
                  <div
                    key={cell.id}
                    role="cell"
                    className="shrink-0 truncate border-r border-border/60 px-2 leading-8 tabular-nums last:border-r-0"
                    style={{ width: cell.column.getSize() }}
                    title={cellText(cell.getValue())}
                  >
                    {flexRender(cell.column.columnDef.cell, cell.getContext())}
                  </div>
                ))}
              </div>
            );
          })}
        </div>
      </div>
    </div>
  );
}
