import { toTableModel, type DatachartConfig, type Dataframe, type TableModel } from '@tessera/charts';
import {
  getCoreRowModel,
  useReactTable,
  type ColumnDef,
  type ColumnPinningState,
} from '@tanstack/react-table';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useMemo, useRef } from 'react';
import { useChartsT } from '../use-charts-t';
import type { ChartInteraction } from '../types';
import { useElementSize } from '../use-element-size';
import { useRenderEnv } from '../use-render-env';
import { columnWidths, rowHeightOf, ROW_NUMBER_WIDTH } from './column-widths';
import { pinStyle } from './pin-style';
import { leafOrder } from './header-layout';
import { TableHeader } from './table-header';

type Row = TableModel['rows'][number];

interface Props {
  config: DatachartConfig;
  dataframe: Dataframe;
  onInteraction?: (e: ChartInteraction) => void;
  onRendered?: () => void;
}

/**
 * The detail table: TanStack Table for columns and pinning, TanStack Virtual for rows (only the rows in
 * view are in the DOM, so 100k rows scroll like 100), grouped headers, summary row, right-aligned
 * formatted numbers. Paging is the server's: the model's page is what is drawn.
 */
export function TableView({ config, dataframe, onInteraction, onRendered }: Props) {
  const t = useChartsT();
  const { locale, theme } = useRenderEnv();
  const scroller = useRef<HTMLDivElement>(null);
  const { width } = useElementSize(scroller);
  const model = useMemo(
    () => toTableModel(config, dataframe, { locale, theme, width: 0, height: 0 }),
    [config, dataframe, locale, theme],
  );
  const widths = useMemo(
    () => columnWidths(model.columns, width, model.rowNumbers),
    [model.columns, model.rowNumbers, width],
  );
  const columns = useMemo<ColumnDef<Row>[]>(
    () => model.columns.map((c, i) => ({ id: c.key, size: widths[i], accessorFn: (r) => r.cells[i]?.text })),
    [model.columns, widths],
  );
  const pinning = useMemo<ColumnPinningState>(
    () => ({
      left: model.columns.filter((c) => c.fixed === 'left').map((c) => c.key),
      right: model.columns.filter((c) => c.fixed === 'right').map((c) => c.key),
    }),
    [model.columns],
  );
  const pinned = (pinning.left?.length ?? 0) + (pinning.right?.length ?? 0) > 0;
  const order = useMemo(() => leafOrder(model.headerRows), [model.headerRows]);
  const table = useReactTable({
    data: model.rows,
    columns,
    getCoreRowModel: getCoreRowModel(),
    getRowId: (r) => r.key,
    state: { columnPinning: pinning, columnOrder: order },
  });
  const rowHeight = rowHeightOf(model.style.size);
  const virtual = useVirtualizer({
    count: model.rows.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => rowHeight,
    overscan: 12,
  });
  useEffect(() => {
    onRendered?.();
  }, [model, onRendered]);

  const leaves = table.getVisibleLeafColumns();
  const indexOf = new Map(model.columns.map((c, i) => [c.key, i]));
  const totalWidth = leaves.reduce((a, c) => a + c.getSize(), 0) + (model.rowNumbers ? ROW_NUMBER_WIDTH : 0);
  const cellBorder = model.style.border ? 'border-b border-r border-border' : 'border-b border-border/50';
  const click = (row: Row, column: string) => {
    if (!onInteraction) return;
    const i = indexOf.get(column) ?? -1;
    onInteraction({
      kind: 'click',
      dataIndex: row.index - 1,
      name: model.rows[row.index - 1]?.cells[i]?.text,
      row: Object.fromEntries(model.columns.map((c, ci) => [c.colName, row.cells[ci]?.raw ?? null])),
    });
  };

  return (
    <div className="flex h-full w-full flex-col text-sm">
      <div ref={scroller} className="relative min-h-0 flex-1 overflow-auto" data-testid="chart-table">
        <TableHeader
          model={model}
          leaves={leaves}
          flat={pinned}
          cellBorder={cellBorder}
          sticky={model.style.fixedHeader}
        />
        <div
          style={{ height: virtual.getTotalSize(), width: totalWidth, position: 'relative' }}
          // The rows (virtualised: only those on screen exist); the header above is a table of its own.
          role="table"
          aria-rowcount={model.rows.length}
        >
          {virtual.getVirtualItems().map((v) => {
            const row = model.rows[v.index];
            if (!row) return null;
            return (
              <div
                key={row.key}
                role="row"
                className="absolute left-0 flex hover:bg-muted/50"
                style={{ transform: `translateY(${v.start}px)`, height: rowHeight, width: totalWidth }}
              >
                {model.rowNumbers && (
                  <div
                    role="cell"
                    className={`${cellBorder} sticky left-0 z-[1] shrink-0 bg-background px-2 text-right text-muted-foreground tabular-nums`}
                    style={{ width: ROW_NUMBER_WIDTH, lineHeight: `${rowHeight}px` }}
                  >
                    {row.index}
                  </div>
                )}
                {leaves.map((column) => {
                  const i = indexOf.get(column.id) ?? -1;
                  const meta = model.columns[i];
                  const cell = row.cells[i];
                  const hidden = cell?.rowSpan === 0;
                  return (
                    <div
                      key={column.id}
                      role="cell"
                      onClick={() => click(row, column.id)}
                      className={`${cellBorder} shrink-0 truncate px-2 ${meta?.numeric ? 'tabular-nums' : ''} ${column.getIsPinned() ? 'bg-background' : ''}`}
                      style={{
                        width: column.getSize(),
                        textAlign: meta?.align ?? 'left',
                        lineHeight: `${rowHeight}px`,
                        ...pinStyle(column, model.rowNumbers),
                        // The column template's conditional style, when the value matches one.
                        ...(cell?.style && !hidden ? cell.style : {}),
                      }}
                      data-styled={cell?.style && !hidden ? '' : undefined}
                    >
                      {hidden ? '' : (cell?.text ?? '')}
                    </div>
                  );
                })}
              </div>
            );
          })}
        </div>
        {model.summary && (
          <div role="table" className="sticky bottom-0 z-[2]">
            <div
              role="row"
              data-testid="chart-table-summary"
              className="flex bg-muted font-medium"
              style={{ width: totalWidth, height: rowHeight }}
            >
              {model.rowNumbers && (
                <div
                  className={`${cellBorder} sticky left-0 shrink-0 bg-muted px-2`}
                  style={{ width: ROW_NUMBER_WIDTH }}
                />
              )}
              {leaves.map((column, li) => {
                const i = indexOf.get(column.id) ?? -1;
                const meta = model.columns[i];
                return (
                  <div
                    key={column.id}
                    role="cell"
                    className={`${cellBorder} shrink-0 truncate bg-muted px-2 tabular-nums`}
                    style={{
                      width: column.getSize(),
                      textAlign: li === 0 && !model.summary?.[i]?.text ? 'left' : (meta?.align ?? 'left'),
                      lineHeight: `${rowHeight}px`,
                      ...pinStyle(column, model.rowNumbers),
                    }}
                  >
                    {li === 0 && !model.summary?.[i]?.text
                      ? t('charts:table.summary')
                      : (model.summary?.[i]?.text ?? '')}
                  </div>
                );
              })}
            </div>
          </div>
        )}
      </div>
      {model.paging.enabled && model.paging.total > model.rows.length && (
        <div
          className="border-t border-border px-2 py-1 text-xs text-muted-foreground"
          data-testid="chart-table-paging"
        >
          {t('charts:table.pageInfo', {
            from: (model.paging.pageNo - 1) * model.paging.pageSize + 1,
            to: (model.paging.pageNo - 1) * model.paging.pageSize + model.rows.length,
            total: model.paging.total,
          })}
        </div>
      )}
    </div>
  );
}
