import { flexRender, getCoreRowModel, useReactTable, type ColumnDef } from '@tanstack/react-table';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';

/** The dataframe of `source.executeTest` (Datart §3.3): columns with their path and type, then rows. */
export interface Frame {
  columns: { name: string[]; type: string }[];
  rows: unknown[][];
}

const ROW_HEIGHT = 32;

const isNumeric = (def: ColumnDef<unknown[]>) =>
  Boolean((def.meta as { numeric?: boolean } | undefined)?.numeric);

function cellText(value: unknown, numbers?: Intl.NumberFormat): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'object') return JSON.stringify(value);
  if (numbers && (typeof value === 'number' || typeof value === 'bigint')) return numbers.format(value);
  // Drivers hand decimals over as strings so that no digit is lost; they are grouped without rounding.
  if (numbers && typeof value === 'string' && /^-?\d+(\.\d+)?$/.test(value)) {
    const [int, frac] = value.split('.');
    return numbers.format(BigInt(int!)) + (frac ? `${decimalSeparator(numbers)}${frac}` : '');
  }
  return String(value as string);
}

const decimalSeparator = (f: Intl.NumberFormat) =>
  f.formatToParts(1.5).find((p) => p.type === 'decimal')?.value ?? '.';

/** A virtualised read-only table for previews (a few hundred rows at most, any number of columns). */
export function PreviewTable({ frame, height = 420 }: { frame: Frame; height?: number }) {
  const { i18n } = useTranslation();
  const columns = useMemo<ColumnDef<unknown[]>[]>(() => {
    const numbers = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 20 });
    return frame.columns.map((c, i) => {
      const numeric = c.type === 'NUMERIC';
      return {
        id: `${i}`,
        meta: { numeric },
        header: () => (
          <span className="flex flex-col leading-tight">
            <span className="truncate">{c.name.join('.')}</span>
            <span className="font-mono text-[10px] font-normal text-muted-foreground uppercase">
              {c.type}
            </span>
          </span>
        ),
        accessorFn: (row: unknown[]) => row[i],
        cell: (info) => cellText(info.getValue(), numeric ? numbers : undefined),
        size: 160,
      } satisfies ColumnDef<unknown[]>;
    });
  }, [frame.columns, i18n.language]);
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
              className={`shrink-0 border-r border-border px-2 py-1.5 font-medium last:border-r-0 ${isNumeric(h.column.columnDef) ? 'text-right' : 'text-left'}`}
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
                    className={`shrink-0 truncate border-r border-border/60 px-2 leading-8 tabular-nums last:border-r-0 ${isNumeric(cell.column.columnDef) ? 'text-right' : ''}`}
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
