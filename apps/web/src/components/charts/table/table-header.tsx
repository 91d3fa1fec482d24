import type { TableModel } from '@tessera/charts';
import type { Column } from '@tanstack/react-table';
import { ROW_NUMBER_WIDTH } from './column-widths';
import { pinStyle } from './pin-style';

type Row = TableModel['rows'][number];

interface Props {
  model: TableModel;
  leaves: Column<Row>[];
  /** Fixed columns reorder the leaves, so grouped headers are drawn flat (one row of leaf titles). */
  flat: boolean;
  cellBorder: string;
  sticky: boolean;
}

/** Header rows as a real <table>, so grouped headers' colSpan / rowSpan lay out natively. */
export function TableHeader({ model, leaves, flat, cellBorder, sticky }: Props) {
  const titleOf = new Map(model.columns.map((c) => [c.key, c]));
  const width = leaves.reduce((a, c) => a + c.getSize(), 0) + (model.rowNumbers ? ROW_NUMBER_WIDTH : 0);
  const rows = flat
    ? [
        leaves.map((l) => ({
          title: titleOf.get(l.id)?.title ?? '',
          colSpan: 1,
          rowSpan: 1,
          columnKey: l.id,
        })),
      ]
    : model.headerRows;
  const byKey = new Map(leaves.map((l) => [l.id, l]));
  return (
    <table
      className={`${sticky ? 'sticky top-0' : ''} z-[3] table-fixed border-separate border-spacing-0 bg-muted`}
      style={{ width }}
    >
      <colgroup>
        {model.rowNumbers && <col style={{ width: ROW_NUMBER_WIDTH }} />}
        {leaves.map((l) => (
          <col key={l.id} style={{ width: l.getSize() }} />
        ))}
      </colgroup>
      <thead>
        {rows.map((cells, r) => (
          <tr key={r}>
            {model.rowNumbers && r === 0 && (
              <th rowSpan={rows.length} className={`${cellBorder} sticky left-0 bg-muted px-2`} />
            )}
            {cells.map((cell, c) => {
              const column = cell.columnKey ? byKey.get(cell.columnKey) : undefined;
              const align = cell.columnKey ? titleOf.get(cell.columnKey)?.align : 'center';
              return (
                <th
                  key={`${r}:${c}`}
                  colSpan={cell.colSpan}
                  rowSpan={cell.rowSpan}
                  scope="col"
                  className={`${cellBorder} truncate bg-muted px-2 py-1.5 font-medium`}
                  style={{
                    textAlign: align ?? 'left',
                    ...(column ? pinStyle(column, model.rowNumbers) : {}),
                  }}
                >
                  {cell.title}
                </th>
              );
            })}
          </tr>
        ))}
      </thead>
    </table>
  );
}
