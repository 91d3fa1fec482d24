import { toPivotModel, type DatachartConfig, type Dataframe } from '@tessera/charts';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useMemo, useRef } from 'react';
import { useChartsT } from '../use-charts-t';
import type { ChartInteraction } from '../types';
import { useRenderEnv } from '../use-render-env';
import { columnHeaderRows, rowHeaderCells } from './pivot-headers';

interface Props {
  config: DatachartConfig;
  dataframe: Dataframe;
  onInteraction?: (e: ChartInteraction) => void;
  onRendered?: () => void;
}

const HEAD_WIDTH = 140;
const CELL_WIDTH = 120;
const ROW_HEIGHT = 32;

/** Room for the longest value of each column (totals are the widest), so no figure is clipped. */
function valueColumnWidths(cells: { text: string }[][], count: number): number[] {
  const longest = Array.from({ length: count }, () => 0);
  for (const row of cells)
    row.forEach((cell, c) => {
      if (cell.text.length > (longest[c] ?? 0)) longest[c] = cell.text.length;
    });
  // 8px a character (tabular digits at text-sm) plus the cell's padding and border.
  return longest.map((n) => Math.max(CELL_WIDTH, Math.ceil(n * 8 + 20)));
}

/** Header cells with the width of the value columns they span. */
function spanWidths<T extends { span: number }>(cells: T[], widths: number[]) {
  let at = 0;
  return cells.map((cell) => {
    const width = widths.slice(at, at + cell.span).reduce((a, b) => a + b, 0) || cell.span * CELL_WIDTH;
    at += cell.span;
    return { cell, width };
  });
}

/**
 * The pivot sheet, drawn from @tessera/charts' pure pivot model (subtotals and totals computed there
 * from the aggregates the server returns) with TanStack Virtual over the body rows. See
 * docs/decisions.md for why this is not @antv/s2.
 */
export function PivotView({ config, dataframe, onInteraction, onRendered }: Props) {
  const t = useChartsT();
  const { locale, theme } = useRenderEnv();
  const scroller = useRef<HTMLDivElement>(null);
  const model = useMemo(
    () => toPivotModel(config, dataframe, { locale, theme, width: 0, height: 0 }),
    [config, dataframe, locale, theme],
  );
  const subtotal = t('charts:pivot.subtotal');
  const total = t('charts:pivot.total');
  const words = useMemo(() => ({ subtotal, total }), [subtotal, total]);
  const headRows = useMemo(() => columnHeaderRows(model, words), [model, words]);
  const virtual = useVirtualizer({
    count: model.rowLeaves.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 12,
  });
  useEffect(() => {
    onRendered?.();
  }, [model, onRendered]);

  const headCols = Math.max(model.rowFields.length, 1);
  const valueCols = model.columnLeaves.length * Math.max(model.metrics.length, 1);
  const colWidths = useMemo(() => valueColumnWidths(model.cells, valueCols), [model.cells, valueCols]);
  const width = headCols * HEAD_WIDTH + colWidths.reduce((a, b) => a + b, 0);
  const border = 'border-b border-r border-border';
  const click = (r: number, c: number) => {
    const rowLeaf = model.rowLeaves[r];
    const m = Math.max(model.metrics.length, 1);
    const colLeaf = model.columnLeaves[Math.floor(c / m)];
    const metric = model.metrics[c % m];
    if (!onInteraction || !rowLeaf || !colLeaf) return;
    const row: Record<string, unknown> = {};
    model.rowFields.forEach((f, i) => (row[f] = rowLeaf.path[i] ?? null));
    model.columnFields.forEach((f, i) => (row[f] = colLeaf.path[i] ?? null));
    if (metric) row[metric.name] = model.cells[r]?.[c]?.raw ?? null;
    onInteraction({
      kind: 'click',
      dataIndex: r,
      seriesName: metric?.name,
      name: rowLeaf.path.join(' / '),
      row,
    });
  };

  return (
    <div ref={scroller} className="h-full w-full overflow-auto text-sm" data-testid="chart-pivot">
      <div className="sticky top-0 z-[2] bg-muted font-medium" style={{ width }}>
        {headRows.map((cells, r) => (
          <div key={r} className="flex" style={{ height: ROW_HEIGHT }}>
            <div
              className={`${border} sticky left-0 z-[1] flex shrink-0 bg-muted`}
              style={{ width: headCols * HEAD_WIDTH }}
            >
              {r === headRows.length - 1 &&
                model.rowFields.map((f) => (
                  <span key={f} className="truncate px-2 leading-8" style={{ width: HEAD_WIDTH }}>
                    {f}
                  </span>
                ))}
            </div>
            {spanWidths(cells, colWidths).map(({ cell, width: w }, c) => (
              <div
                key={c}
                className={`${border} shrink-0 truncate px-2 text-center leading-8`}
                style={{ width: w }}
                title={cell.label}
              >
                {cell.label}
              </div>
            ))}
          </div>
        ))}
      </div>
      <div style={{ height: virtual.getTotalSize(), width, position: 'relative' }}>
        {virtual.getVirtualItems().map((v) => {
          const leaf = model.rowLeaves[v.index];
          const summary = leaf?.kind !== 'leaf';
          return (
            <div
              key={v.key}
              role="row"
              className={`absolute left-0 flex ${summary ? 'bg-muted/60 font-medium' : ''}`}
              style={{ transform: `translateY(${v.start}px)`, height: ROW_HEIGHT, width }}
            >
              <div
                className={`sticky left-0 z-[1] flex shrink-0 bg-background`}
                style={{ width: headCols * HEAD_WIDTH }}
              >
                {rowHeaderCells(model, v.index, words).map((label, i) => (
                  <span
                    key={i}
                    role="rowheader"
                    className={`${border} truncate px-2 leading-8`}
                    style={{ width: HEAD_WIDTH }}
                  >
                    {label}
                  </span>
                ))}
              </div>
              {(model.cells[v.index] ?? []).map((cell, c) => (
                <div
                  key={c}
                  role="cell"
                  onClick={() => click(v.index, c)}
                  className={`${border} shrink-0 truncate px-2 text-right tabular-nums leading-8`}
                  style={{ width: colWidths[c] ?? CELL_WIDTH }}
                >
                  {cell.text}
                </div>
              ))}
            </div>
          );
        })}
      </div>
    </div>
  );
}
