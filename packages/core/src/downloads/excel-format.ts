import {
  aliasOf,
  numberUnits,
  rendererOf,
  toTableModel,
  type ChartField,
  type DatachartConfig,
  type FieldFormat,
  type Locale,
} from '@tessera/charts';

/** How one column of a sheet is written: its header text, Excel's number format, a divisor for its values. */
export interface SheetColumn {
  title: string;
  /** Excel's `numFmt` of the column's cells; none leaves the value as it came. */
  numFmt?: string;
  /** The values are divided by this before they are written (万 and 亿, which Excel cannot scale). */
  divisor?: number;
  /** A numeric column: numbers that came as text (PostgreSQL's numeric) are written as numbers. */
  numeric?: boolean;
  /** A date column: the engine's `YYYY-MM-DD[ HH:mm:ss]` text is written as an Excel date. */
  date?: boolean;
}

/** A header cell spanning columns (a table's header group) or rows (a column under deeper groups). */
export interface SheetHeaderCell {
  title: string;
  /** 0-based first column. */
  col: number;
  colSpan: number;
  rowSpan: number;
}

/**
 * A sheet's layout: one header row per level (one row without groups), then the columns' cells; column
 * `k` of the sheet holds the result's column `order[k]` (a table's groups may gather columns apart).
 */
export interface SheetLayout {
  columns: SheetColumn[];
  headerRows: SheetHeaderCell[][];
  order: number[];
}

const intlLocale = (locale: Locale) => (locale === 'zh' ? 'zh-CN' : 'en-US');

/** Text inside an Excel format is quoted; a quote is not allowed there, so it is dropped. */
const quoted = (text: string) => (text ? `"${text.replace(/"/g, '')}"` : '');

/** The currency's symbol as the reader's language writes it (`¥`, `$`, `€`, `US$`…). */
export function currencySymbol(currency: string | undefined, locale: Locale): string {
  const code = currency || (locale === 'zh' ? 'CNY' : 'USD');
  const parts = (c: string) =>
    new Intl.NumberFormat(intlLocale(locale), { style: 'currency', currency: c }).formatToParts(0);
  let found: Intl.NumberFormatPart[];
  try {
    found = parts(code);
  } catch {
    // a code typed by hand that Intl does not know: the reader's currency, as the chart shows it
    found = parts(locale === 'zh' ? 'CNY' : 'USD');
  }
  return found.find((p) => p.type === 'currency')?.value ?? code;
}

const digits = (decimals: number, grouping: boolean) =>
  `${grouping ? '#,##0' : '0'}${decimals > 0 ? `.${'0'.repeat(decimals)}` : ''}`;

/**
 * A field's format (packages/charts/src/format) as an Excel column (decision D-exports-1): the value
 * stays a number the reader can sum, and Excel shows it as the chart does. Decimals and the thousands
 * separator become the pattern; a percentage is Excel's `%` (the value is the fraction, as in the chart);
 * a currency carries the symbol of its code in the reader's language; K, M and B scale in the pattern
 * (a trailing `,` per thousand) with the unit after the number; 万 and 亿, which Excel cannot scale,
 * are written divided, with the unit after the column's title. Dates, custom patterns and the default
 * format leave the value as it came.
 */
export function excelColumn(title: string, format: FieldFormat | undefined, locale: Locale): SheetColumn {
  const type = format?.type ?? 'default';
  if (type !== 'numeric' && type !== 'currency' && type !== 'percentage' && type !== 'scientificNotation')
    return { title };
  const detail = format?.[type] ?? {};
  const decimals = Math.min(Math.max(detail.decimalPlaces ?? 2, 0), 20);
  if (type === 'percentage') return { title, numFmt: `${digits(decimals, false)}%` };
  if (type === 'scientificNotation') return { title, numFmt: `${digits(decimals, false)}E+00` };
  const grouping = detail.useThousandSeparator ?? type === 'currency';
  const unitKey = detail.unitKey ?? 'none';
  const unit = numberUnits[unitKey];
  const suffix = unit.suffix[locale];
  // Excel scales by 1,000 per trailing comma: K, M and B keep the true value in the cell.
  const commas = { thousand: 1, million: 2, billion: 3 }[unitKey as string] ?? 0;
  const prescaled = unit.divisor > 1 && commas === 0;
  const body = `${digits(decimals, grouping)}${','.repeat(commas)}`;
  const unitText = prescaled ? '' : suffix;
  const head =
    type === 'currency' ? quoted(currencySymbol(detail.currency, locale)) : quoted(detail.prefix ?? '');
  const tail = quoted(`${unitText}${type === 'numeric' ? (detail.suffix ?? '') : ''}`);
  const numFmt = `${head}${body}${tail}`;
  // a negative value keeps its minus before the symbol or prefix, as Intl writes it
  const full = head ? `${numFmt};-${numFmt}` : numFmt;
  return prescaled
    ? { title: `${title} (${suffix})`, numFmt: full, divisor: unit.divisor }
    : { title, numFmt: full };
}

/** Every field of the chart's sections by the name its values come back under (the first one wins). */
function fieldsByAlias(config: DatachartConfig): Map<string, ChartField> {
  const out = new Map<string, ChartField>();
  const sections = [...config.chartConfig.datas].sort(
    (a, b) => Number(a.type === 'filter') - Number(b.type === 'filter'),
  );
  for (const s of sections)
    for (const field of s.rows ?? []) {
      const alias = aliasOf(field);
      if (!out.has(alias)) out.set(alias, field);
    }
  return out;
}

const plainLayout = (columns: SheetColumn[]): SheetLayout => ({
  columns,
  headerRows: [columns.map((c, col) => ({ title: c.title, col, colSpan: 1, rowSpan: 1 }))],
  order: columns.map((_, i) => i),
});

/**
 * A sheet's layout from the query's result columns and, when known, the chart they belong to: each
 * column's title (the field's alias, else `SUM(amount)`) and number format; a table's header groups
 * (Datart's `tableHeaders`) as header rows whose group cells span their columns. Without a chart, the
 * result's column names, unformatted.
 */
export function sheetLayout(
  result: { name: string; type?: string }[],
  config: DatachartConfig | null,
  locale: Locale,
): SheetLayout {
  const names = result.map((c) => c.name);
  const numeric = (i: number) =>
    result[i]!.type === 'NUMERIC' ? { numeric: true } : result[i]!.type === 'DATE' ? { date: true } : {};
  if (!config) return plainLayout(names.map((title, i) => ({ title, ...numeric(i) })));
  const fields = fieldsByAlias(config);
  const columns = names.map((name, i) => {
    const field = fields.get(name) ?? [...fields.values()].find((f) => f.colName === name);
    const column = field ? excelColumn(field.alias?.name || name, field.format, locale) : { title: name };
    return { ...column, ...numeric(i) };
  });
  return groupedLayout(names, columns, config, locale) ?? plainLayout(columns);
}

/**
 * A table chart's grouped header over the result's columns, built as the table draws it: its header
 * rows, each cell placed left to right past the cells spanning down from above, and the columns in the
 * order of the header's leaves. Null when the chart is not a table, has no groups, or the table does not
 * show exactly the result's columns.
 */
function groupedLayout(
  names: string[],
  columns: SheetColumn[],
  config: DatachartConfig,
  locale: Locale,
): SheetLayout | null {
  if (rendererOf(config.chartGraphId) !== 'table') return null;
  let model;
  try {
    model = toTableModel(
      config,
      { columns: names.map((n) => ({ name: [n], type: 'STRING' })), rows: [] },
      { locale, theme: 'light', width: 1024, height: 768 },
    );
  } catch {
    return null;
  }
  if (model.headerRows.length < 2) return null;
  const keys = model.columns.map((c) => c.key);
  if (keys.length !== names.length || names.some((n) => !keys.includes(n))) return null;
  const taken = model.headerRows.map(() => new Set<number>());
  const order: number[] = [];
  const headerRows = model.headerRows.map((cells, level) => {
    let col = 0;
    return cells.map((cell) => {
      while (taken[level]!.has(col)) col++;
      for (let r = level; r < level + cell.rowSpan; r++)
        for (let c = col; c < col + cell.colSpan; c++) taken[r]?.add(c);
      const index = cell.columnKey === undefined ? -1 : names.indexOf(cell.columnKey);
      if (index >= 0) order[col] = index;
      // a column's own title keeps its unit (万, 亿) unless the group names it otherwise
      const own = index >= 0 && cell.title === model.columns.find((c) => c.key === cell.columnKey)?.title;
      const placed = {
        title: own ? columns[index]!.title : cell.title,
        col,
        colSpan: cell.colSpan,
        rowSpan: cell.rowSpan,
      };
      col += cell.colSpan;
      return placed;
    });
  });
  if (
    order.length !== names.length ||
    new Set(order).size !== names.length ||
    order.includes(undefined as never)
  )
    return null;
  return { columns: order.map((i) => columns[i]!), headerRows, order };
}
