import { once, type EventEmitter } from 'node:events';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { PassThrough, type Writable } from 'node:stream';
import type { SheetColumn, SheetLayout } from './excel-format';

/** A sheet as it streams: its name, its layout (titles, formats, grouped header), its rows batch by batch. */
export interface SheetSection {
  name: string;
  layout: SheetLayout;
  batches: AsyncIterable<{ rows: unknown[][] }>;
}

/**
 * Excel's sheet names: 31 characters at most, none of `[]:*?/\\` (each made a space, runs of spaces made
 * one), not starting or ending with `'`, unique in the workbook (case aside) by a number after the name.
 */
export function sheetNamer(): (raw: string) => string {
  const used = new Set<string>();
  let count = 0;
  return (raw) => {
    count++;
    const clean = raw
      .replace(/[[\]:*?/\\]/g, ' ')
      .replace(/\s+/g, ' ')
      .replace(/^[\s']+|[\s']+$/g, '');
    const base = (clean || `Sheet ${count}`).slice(0, 31).trimEnd();
    let name = base;
    for (let n = 2; used.has(name.toLowerCase()); n++)
      name = `${base.slice(0, 31 - String(n).length - 1).trimEnd()} ${n}`;
    used.add(name.toLowerCase());
    return name;
  };
}

export const sheetNames = (names: string[]): string[] => names.map(sheetNamer());

const DATE_TEXT = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2}):(\d{2}))?$/;
export const DATE_FMT = 'yyyy-mm-dd';
export const DATE_TIME_FMT = 'yyyy-mm-dd hh:mm:ss';

/**
 * The engine's date text (`YYYY-MM-DD`, `YYYY-MM-DD HH:mm:ss`, the wall time as queried) as an Excel date:
 * a Date at that wall time in UTC (exceljs writes a Date's UTC time), null for any other text.
 */
function dateCell(text: string): Date | null {
  const m = DATE_TEXT.exec(text);
  if (!m) return null;
  const [, y, mo, d, h = '0', mi = '0', s = '0'] = m;
  const at = new Date(Date.UTC(+y!, +mo! - 1, +d!, +h, +mi, +s));
  // a year below 100 would be read as 19xx by Date.UTC; such dates stay text
  return at.getUTCFullYear() === +y! && at.getUTCMonth() === +mo! - 1 && at.getUTCDate() === +d! ? at : null;
}

/**
 * A value as a cell: under a number format or in a numeric column, a number that came as text
 * (PostgreSQL's numeric, a bigint) is written as a number, unless it is an integer beyond 2^53 (an id
 * Excel would round): that stays text. A 万 / 亿 column's numbers are divided.
 */
function cellValue(value: unknown, column: SheetColumn): unknown {
  if (value === undefined) return null;
  if (column.date && typeof value === 'string') return dateCell(value) ?? value;
  if (typeof value === 'bigint')
    value =
      value <= BigInt(Number.MAX_SAFE_INTEGER) && value >= -BigInt(Number.MAX_SAFE_INTEGER)
        ? Number(value)
        : String(value);
  if (column.numFmt === undefined && !column.numeric) return value;
  const num =
    typeof value === 'number'
      ? value
      : typeof value === 'string' && /^\s*[-+]?(\d+\.?\d*|\.\d+)(e[-+]?\d+)?\s*$/i.test(value)
        ? Number(value)
        : null;
  if (num === null || !Number.isFinite(num)) return value;
  if (typeof value === 'string' && Number.isInteger(num) && Math.abs(num) > Number.MAX_SAFE_INTEGER)
    return value;
  return column.divisor ? num / column.divisor : num;
}

/** The sheet XML that may wait for the zip's compression before the rows wait instead. */
const ZIP_BACKLOG = 4 * 2 ** 20;

/**
 * exceljs hands a sheet's XML to the zip without waiting for it: when compression falls behind the rows,
 * the XML waits in memory (≈ 190 MB of a 1M-row sheet, issue 31). After each batch the writer waits until
 * the zip's intake (the stream exceljs pipes the sheet into) has drained below a few MB.
 */
async function zipCaughtUp(ws: unknown): Promise<void> {
  type Intake = EventEmitter & { writableLength?: number; _writableState?: { length: number } };
  const intake = (ws as { stream?: { pipes?: Intake[] } }).stream?.pipes?.[0];
  if (!intake) return;
  const waiting = intake.writableLength ?? intake._writableState?.length ?? 0;
  if (waiting <= ZIP_BACKLOG) return;
  // Bounded: a zip that failed without a word must not hold the export for ever (its error ends it).
  const stop = new AbortController();
  const timer = setTimeout(() => stop.abort(), 5_000);
  try {
    await once(intake, 'drain', { signal: stop.signal });
  } catch (e) {
    if (!stop.signal.aborted) throw e;
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Writes a workbook to `target` with exceljs' streaming writer (each row is committed, so flushed, as
 * it is written): memory stays bounded by a batch, not the file. One sheet per section: its header rows
 * in bold (a table's groups merged over their columns), frozen, then the rows with each column's format.
 */
async function writeWorkbook(
  target: { filename: string } | { stream: Writable },
  sections: AsyncIterable<SheetSection>,
) {
  // Loaded on first use: exceljs and its zip stack are not a cost every server start pays.
  const { default: ExcelJS } = await import('exceljs');
  const book = new ExcelJS.stream.xlsx.WorkbookWriter({
    ...target,
    useStyles: true,
    useSharedStrings: false,
  });
  book.creator = 'Tessera';
  const nameOf = sheetNamer();
  for await (const section of sections) {
    const { layout } = section;
    const header = layout.headerRows.length;
    const ws = book.addWorksheet(nameOf(section.name), { views: [{ state: 'frozen', ySplit: header }] });
    ws.columns = layout.columns.map((c) => ({ width: Math.min(Math.max(c.title.length + 2, 10), 60) }));
    layout.headerRows.forEach((cells, level) => {
      const row = ws.getRow(level + 1);
      for (const cell of cells) row.getCell(cell.col + 1).value = cell.title;
      row.font = { bold: true };
    });
    for (const [level, cells] of layout.headerRows.entries())
      for (const cell of cells)
        if (cell.colSpan > 1 || cell.rowSpan > 1)
          ws.mergeCells(level + 1, cell.col + 1, level + cell.rowSpan, cell.col + cell.colSpan);
    for (let r = 1; r <= header; r++) {
      const row = ws.getRow(r);
      row.alignment = { vertical: 'middle', horizontal: 'center' };
      row.commit();
    }
    for await (const batch of section.batches) {
      for (const values of batch.rows) {
        const row = ws.addRow(layout.order.map((i, k) => cellValue(values[i], layout.columns[k]!)));
        layout.columns.forEach((c, k) => {
          if (c.numFmt) row.getCell(k + 1).numFmt = c.numFmt;
          else if (c.date) {
            const cell = row.getCell(k + 1);
            const raw = values[layout.order[k]!];
            if (cell.value instanceof Date && typeof raw === 'string')
              cell.numFmt = raw.length > 10 ? DATE_TIME_FMT : DATE_FMT;
          }
        });
        row.commit();
      }
      await zipCaughtUp(ws);
    }
    ws.commit();
  }
  await book.commit();
}

/** Writes the workbook of `sections` to a file, its folder made first. */
export async function writeWorkbookFile(
  absPath: string,
  sections: AsyncIterable<SheetSection>,
): Promise<void> {
  await mkdir(path.dirname(absPath), { recursive: true });
  await writeWorkbook({ filename: absPath }, sections);
}

/** A workbook of `sections` in memory (a mail's attachment), written by the same streaming writer. */
export async function workbookBytes(sections: AsyncIterable<SheetSection>): Promise<Uint8Array> {
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on('data', (c: Buffer) => chunks.push(c));
  const ended = new Promise<void>((resolve, reject) => {
    out.once('end', resolve);
    out.once('error', reject);
  });
  await writeWorkbook({ stream: out }, sections);
  await ended;
  return new Uint8Array(Buffer.concat(chunks));
}

/** Rows held whole, as the batches a section streams. */
export async function* heldRows(rows: unknown[][]): AsyncGenerator<{ rows: unknown[][] }> {
  yield { rows };
}
