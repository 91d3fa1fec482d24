type Cell = string | number | boolean | null;

export interface Sheet {
  name: string;
  columns: string[];
  rows: Cell[][];
}

/** Excel's sheet names: 31 characters at most, none of `[]:*?/\`, unique in the workbook. */
export function sheetNames(names: string[]): string[] {
  const used = new Set<string>();
  return names.map((raw, i) => {
    const base = (raw.replace(/[[\]:*?/\\]/g, ' ').trim() || `Sheet ${i + 1}`).slice(0, 31);
    let name = base;
    for (let n = 2; used.has(name.toLowerCase()); n++)
      name = `${base.slice(0, 31 - String(n).length - 1)} ${n}`;
    used.add(name.toLowerCase());
    return name;
  });
}

/** One workbook, one sheet per query: a bold header of column names, then the rows as typed values. */
export async function workbook(sheets: Sheet[]): Promise<Uint8Array> {
  // Loaded on first use: exceljs and its zip stack are not a cost every server start pays.
  const { default: ExcelJS } = await import('exceljs');
  const book = new ExcelJS.Workbook();
  book.creator = 'Tessera';
  const names = sheetNames(sheets.map((s) => s.name));
  sheets.forEach((s, i) => {
    const ws = book.addWorksheet(names[i]);
    ws.addRow(s.columns).font = { bold: true };
    for (const row of s.rows) ws.addRow(row);
    ws.views = [{ state: 'frozen', ySplit: 1 }];
  });
  return new Uint8Array(await book.xlsx.writeBuffer());
}
