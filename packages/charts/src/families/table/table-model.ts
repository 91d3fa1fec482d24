import type { FamilyInput } from '../common/context';
import { fmt, settingOf, styleOf } from '../common/context';
import type { SectionField } from '../common/fields';
import { sectionFields } from '../common/fields';
import { cellText, toNumber } from '../common/frame';
import type { Cell } from '../../types';
import type { HeaderNode } from './table-header';
import { buildHeaderRows } from './table-header';
import { cellStyleOf, readColumnTemplates } from './column-style';
import type { HeaderCell, TableColumn } from './table-types';

export type { HeaderCell, TableColumn } from './table-types';

export interface TableCell {
  raw: Cell;
  text: string;
  /** 0 hides the cell (merged into the one above); >1 spans rows (auto-merge). */
  rowSpan: number;
  /** From the column's conditional styles, when the value matches one. */
  style?: { background?: string; color?: string };
}

export interface TableModel {
  columns: TableColumn[];
  /** Header rows, top to bottom, for grouped headers (one row when there are no groups). */
  headerRows: HeaderCell[][];
  rows: { key: string; index: number; cells: TableCell[] }[];
  rowNumbers: boolean;
  summary: { text: string }[] | null;
  paging: { enabled: boolean; pageNo: number; pageSize: number; total: number };
  style: { fixedHeader: boolean; border: boolean; size: string };
}

const sum = (values: (number | null)[]) => values.reduce<number>((a, v) => a + (v ?? 0), 0);

/** The detail table (`mingxi-table`): columns, grouped headers, formatted and merged cells, summary, paging. */
export function tableModel({ chart, reader, ctx }: FamilyInput): TableModel {
  const s = styleOf(chart);
  const set = settingOf(chart);
  const fields = sectionFields(chart.config, { type: 'mixed' });
  const columnStyles = readColumnTemplates(s<unknown>('column', 'modal'));
  const leftFixed = s<string[]>('style', 'leftFixedColumns') ?? [];
  const rightFixed = s<string[]>('style', 'rightFixedColumns') ?? [];
  const merged = new Set(s<string[]>('style', 'autoMergeFields') ?? []);
  const present = fields.filter((f) => reader.indexOfField(f) >= 0);
  const columns: TableColumn[] = present.map((f: SectionField) => {
    const cs = columnStyles.find((c) => c.colName === f.field.colName);
    const numeric = f.field.type === 'NUMERIC' || f.alias !== f.field.colName;
    const column: TableColumn = {
      key: f.alias,
      colName: f.field.colName,
      title: f.name,
      align: cs?.align ?? (numeric ? 'right' : 'left'),
      numeric,
    };
    if (cs?.width) column.width = cs.width;
    if (leftFixed.includes(f.field.colName)) column.fixed = 'left';
    else if (rightFixed.includes(f.field.colName)) column.fixed = 'right';
    if (f.field.format) column.format = f.field.format;
    return column;
  });
  const formatters = present.map((f) => fmt(ctx, f.field.format, f.field));
  const indexes = present.map((f) => reader.indexOfField(f));
  const conditions = present.map(
    (f) => columnStyles.find((c) => c.colName === f.field.colName)?.conditionStyle,
  );
  const rows = reader.rows.map((row, r) => ({
    key: String(r),
    index: r + 1,
    cells: indexes.map((i, c): TableCell => {
      const cell: TableCell = { raw: row[i] ?? null, text: formatters[c]?.(row[i]) ?? '', rowSpan: 1 };
      const style = cellStyleOf(conditions[c], cell.raw);
      if (style) cell.style = style;
      return cell;
    }),
  }));
  present.forEach((f, c) => {
    if (!merged.has(f.field.colName)) return;
    let start = 0;
    for (let r = 1; r <= rows.length; r += 1) {
      const same =
        r < rows.length && cellText(rows[r]?.cells[c]?.raw) === cellText(rows[start]?.cells[c]?.raw);
      if (same) {
        const cell = rows[r]?.cells[c];
        if (cell) cell.rowSpan = 0;
      } else {
        const head = rows[start]?.cells[c];
        if (head) head.rowSpan = r - start;
        start = r;
      }
    }
  });
  const summaryFields = set<string[]>('summary', 'aggregateFields') ?? [];
  const summary = summaryFields.length
    ? present.map((f, c) => ({
        text: summaryFields.includes(f.field.colName)
          ? (formatters[c]?.(sum(rows.map((r) => toNumber(r.cells[c]?.raw ?? null)))) ?? '')
          : '',
      }))
    : null;
  const pageInfo = reader.frame.pageInfo;
  const pageSize = set<number>('paging', 'pageSize') ?? 100;
  return {
    columns,
    headerRows: buildHeaderRows(columns, s<HeaderNode[]>('header', 'modal')),
    rows,
    rowNumbers: s<boolean>('style', 'enableRowNumber') ?? false,
    summary,
    paging: {
      enabled: set<boolean>('paging', 'enablePaging') ?? true,
      pageNo: pageInfo?.pageNo ?? 1,
      pageSize: pageInfo?.pageSize ?? pageSize,
      total: pageInfo?.total ?? rows.length,
    },
    style: {
      fixedHeader: s<boolean>('style', 'enableFixedHeader') ?? true,
      border: s<boolean>('style', 'enableBorder') ?? true,
      size: s<string>('style', 'tableSize') ?? 'small',
    },
  };
}
