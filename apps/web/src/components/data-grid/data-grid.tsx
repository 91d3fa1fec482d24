import {
  flexRender,
  getCoreRowModel,
  getSortedRowModel,
  useReactTable,
  type ColumnDef,
  type Header,
  type SortingFn,
  type SortingState,
} from '@tanstack/react-table';
import { useVirtualizer } from '@tanstack/react-virtual';
import { cn } from '@tessera/ui/lib/utils';
import { Spinner } from '@tessera/ui/spinner';
import { ArrowDown, ArrowUp, ChevronsUpDown } from 'lucide-react';
import { useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cellText, compareNumeric, numberFormat } from './cell-format';
import './column-meta';
import { useRowFocus } from './use-row-focus';

/** Above this many rows only the rows in view are drawn. */
export const VIRTUAL_FROM = 100;
const ACTIONS = '__actions';

export interface DataGridProps<T> {
  data: T[];
  columns: ColumnDef<T>[];
  /** The table's accessible name. */
  label: string;
  getRowId: (row: T) => string;
  /** What an empty, loaded grid shows (an `EmptyState`). */
  empty: ReactNode;
  loading?: boolean;
  /** A last, unsortable column of per-row controls; its header is read by screen readers only. */
  rowActions?: (row: T) => ReactNode;
  /** Extra attributes of a row, such as test ids. */
  rowAttributes?: (row: T) => Record<`data-${string}`, string>;
  initialSorting?: SortingState;
  /** False when the rows are one page of a list the server orders. */
  sortable?: boolean;
  /** `compact` is the dense, bordered look of query results. */
  density?: 'comfortable' | 'compact';
  /** Columns take their `size` and the grid scrolls sideways (results with many columns). */
  fixedLayout?: boolean;
  /** The height the grid scrolls within; long lists always get one. */
  maxHeight?: number;
  className?: string;
  'data-testid'?: string;
}

/**
 * The one table of the web app for lists and results: typed TanStack columns, client-side sorting, numbers
 * right-aligned with the locale's separators, a sticky header, virtualised rows when long, an empty and a
 * loading state, keyboard movement between rows and native table semantics.
 */
export function DataGrid<T>({
  data,
  columns,
  label,
  getRowId,
  empty,
  loading = false,
  rowActions,
  rowAttributes,
  initialSorting = [],
  sortable = true,
  density = 'comfortable',
  fixedLayout = false,
  maxHeight,
  className,
  'data-testid': testId,
}: DataGridProps<T>) {
  const { t, i18n } = useTranslation();
  const [sorting, setSorting] = useState<SortingState>(initialSorting);
  const numbers = useMemo(() => numberFormat(i18n.language), [i18n.language]);
  const allColumns = useMemo<ColumnDef<T>[]>(() => {
    const own = columns.map((c) => (c.meta?.numeric && !c.sortingFn ? { ...c, sortingFn: byValue<T>() } : c));
    return rowActions
      ? [
          ...own,
          {
            id: ACTIONS,
            enableSorting: false,
            header: () => <span className="sr-only">{t('common:grid.actions')}</span>,
            cell: (info) => rowActions(info.row.original),
            meta: { className: 'w-12 text-right whitespace-nowrap' },
            size: 96,
          },
        ]
      : own;
  }, [columns, rowActions, t]);
  const table = useReactTable({
    data,
    columns: allColumns,
    getRowId,
    state: { sorting },
    onSortingChange: setSorting,
    sortDescFirst: false,
    enableSorting: sortable,
    getCoreRowModel: getCoreRowModel(),
    getSortedRowModel: getSortedRowModel(),
    defaultColumn: {
      cell: (info) => cellText(info.getValue(), info.column.columnDef.meta?.numeric ? numbers : undefined),
      sortingFn: 'auto',
      sortUndefined: 'last',
    },
  });
  const rows = table.getRowModel().rows;
  const virtualised = rows.length > VIRTUAL_FROM;
  const scroller = useRef<HTMLDivElement>(null);
  const compact = density === 'compact';
  const rowHeight = compact ? 32 : 48;
  const virtual = useVirtualizer({
    count: virtualised ? rows.length : 0,
    getScrollElement: () => scroller.current,
    estimateSize: () => rowHeight,
    overscan: 12,
  });
  const focus = useRowFocus(rows.length, virtualised ? (i) => virtual.scrollToIndex(i) : undefined);
  const items = virtualised
    ? virtual.getVirtualItems()
    : rows.map((_, index) => ({ index, start: 0, end: 0 }));
  const padTop = virtualised ? (items[0]?.start ?? 0) : 0;
  const padBottom = virtualised ? virtual.getTotalSize() - (items.at(-1)?.end ?? 0) : 0;
  const height = maxHeight ?? (virtualised ? 600 : undefined);
  const span = table.getVisibleLeafColumns().length;
  const cellPad = compact ? 'px-2 py-1.5' : 'px-3 py-2.5';

  return (
    <div
      ref={scroller}
      className={cn(
        'relative w-full overflow-auto rounded-lg border border-border bg-card',
        compact ? 'text-xs' : 'text-sm',
        className,
      )}
      style={height ? { maxHeight: height } : undefined}
      data-testid={testId}
    >
      <table
        aria-label={label}
        aria-rowcount={rows.length + 1}
        aria-busy={loading || undefined}
        className={cn('border-separate border-spacing-0', fixedLayout ? 'table-fixed' : 'w-full')}
        style={fixedLayout ? { width: table.getTotalSize(), minWidth: '100%' } : undefined}
      >
        <thead className="sticky top-0 z-10">
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id} aria-rowindex={1}>
              {group.headers.map((header) => (
                <HeaderCell key={header.id} header={header} fixed={fixedLayout} pad={cellPad} />
              ))}
            </tr>
          ))}
        </thead>
        <tbody ref={focus.body}>
          {rows.length === 0 && (
            <tr>
              <td colSpan={span}>
                {loading ? (
                  <div className="flex items-center justify-center gap-2 py-10 text-muted-foreground">
                    <Spinner label={t('common:grid.loading')} />
                    <span aria-hidden>{t('common:grid.loading')}</span>
                  </div>
                ) : (
                  empty
                )}
              </td>
            </tr>
          )}
          {padTop > 0 && (
            <tr aria-hidden>
              <td colSpan={span} style={{ height: padTop, padding: 0 }} />
            </tr>
          )}
          {items.map(({ index }) => {
            const row = rows[index]!;
            return (
              <tr
                key={row.id}
                data-index={index}
                aria-rowindex={index + 2}
                tabIndex={index === focus.active ? 0 : -1}
                onKeyDown={(e) => focus.onRowKeyDown(e, index)}
                onFocus={() => focus.setActive(index)}
                className="outline-none hover:bg-muted/40 focus-visible:bg-accent/60 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-ring"
                style={virtualised ? { height: rowHeight } : undefined}
                {...rowAttributes?.(row.original)}
              >
                {row.getVisibleCells().map((cell) => {
                  const meta = cell.column.columnDef.meta;
                  return (
                    <td
                      key={cell.id}
                      className={cn(
                        'border-b border-border/60 align-middle',
                        cellPad,
                        compact && 'border-r last:border-r-0',
                        meta?.numeric && 'text-right tabular-nums',
                        meta?.truncate && 'max-w-0 truncate',
                        meta?.className,
                      )}
                      title={meta?.truncate ? cellText(cell.getValue()) : undefined}
                    >
                      {flexRender(cell.column.columnDef.cell, cell.getContext())}
                    </td>
                  );
                })}
              </tr>
            );
          })}
          {padBottom > 0 && (
            <tr aria-hidden>
              <td colSpan={span} style={{ height: padBottom, padding: 0 }} />
            </tr>
          )}
        </tbody>
      </table>
    </div>
  );
}

const byValue =
  <T,>(): SortingFn<T> =>
  (a, b, id) =>
    compareNumeric(a.getValue(id), b.getValue(id));

function HeaderCell<T>({ header, fixed, pad }: { header: Header<T, unknown>; fixed: boolean; pad: string }) {
  const meta = header.column.columnDef.meta;
  const sortable = header.column.getCanSort();
  const sorted = header.column.getIsSorted();
  const content = flexRender(header.column.columnDef.header, header.getContext());
  const Icon = sorted === 'asc' ? ArrowUp : sorted === 'desc' ? ArrowDown : ChevronsUpDown;
  return (
    <th
      scope="col"
      aria-sort={sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : undefined}
      className={cn(
        'border-b border-border bg-muted text-left align-middle text-xs font-medium whitespace-nowrap text-muted-foreground',
        pad,
        meta?.numeric && 'text-right',
        meta?.className,
      )}
      style={fixed ? { width: header.getSize() } : undefined}
    >
      {sortable ? (
        <button
          type="button"
          onClick={header.column.getToggleSortingHandler()}
          className={cn(
            'inline-flex max-w-full items-center gap-1 rounded-sm text-left hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring',
            meta?.numeric && 'flex-row-reverse',
          )}
        >
          <span className="min-w-0">{content}</span>
          <Icon className={cn('size-3 shrink-0', !sorted && 'opacity-50')} aria-hidden />
        </button>
      ) : (
        content
      )}
    </th>
  );
}
