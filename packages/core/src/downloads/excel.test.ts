import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { parseDatachartConfig } from '@tessera/charts';
import { afterAll, describe, expect, it } from 'vitest';
import { heldRows, sheetNames, workbookBytes, writeWorkbookFile, type SheetSection } from './excel';
import { excelColumn, sheetLayout } from './excel-format';

const dir = await mkdtemp(path.join(tmpdir(), 'excel-'));
afterAll(() => rm(dir, { recursive: true, force: true }));

async function* batches(rows: unknown[][]) {
  // two batches, as a database stream gives them
  yield { rows: rows.slice(0, 1) };
  yield { rows: rows.slice(1) };
}

describe('Excel number formats of a chart’s fields', () => {
  it('decimals, separators, percentages, currencies, units and prefixes become numFmt', () => {
    expect(excelColumn('n', { type: 'numeric', numeric: { decimalPlaces: 1 } }, 'en')).toEqual({
      title: 'n',
      numFmt: '0.0',
    });
    expect(
      excelColumn(
        'n',
        {
          type: 'numeric',
          numeric: { decimalPlaces: 0, useThousandSeparator: true, prefix: '≈', suffix: ' pcs' },
        },
        'en',
      ),
    ).toEqual({ title: 'n', numFmt: '"≈"#,##0" pcs";-"≈"#,##0" pcs"' });
    expect(excelColumn('p', { type: 'percentage', percentage: { decimalPlaces: 2 } }, 'en').numFmt).toBe(
      '0.00%',
    );
    expect(excelColumn('c', { type: 'currency', currency: { currency: 'CNY' } }, 'zh').numFmt).toBe(
      '"¥"#,##0.00;-"¥"#,##0.00',
    );
    expect(
      excelColumn('c', { type: 'currency', currency: { currency: 'EUR', decimalPlaces: 0 } }, 'en').numFmt,
    ).toBe('"€"#,##0;-"€"#,##0');
    // K, M, B: Excel scales by its trailing commas, the cell keeps the true value
    expect(
      excelColumn('k', { type: 'numeric', numeric: { unitKey: 'thousand', decimalPlaces: 1 } }, 'en'),
    ).toEqual({
      title: 'k',
      numFmt: '0.0,"K"',
    });
    expect(excelColumn('m', { type: 'numeric', numeric: { unitKey: 'million' } }, 'en').numFmt).toBe(
      '0.00,,"M"',
    );
    // 万 and 亿: the value is written divided, the unit follows the title
    expect(
      excelColumn('w', { type: 'numeric', numeric: { unitKey: 'wan', decimalPlaces: 1 } }, 'zh'),
    ).toEqual({
      title: 'w (万)',
      numFmt: '0.0',
      divisor: 10_000,
    });
    expect(
      excelColumn('s', { type: 'scientificNotation', scientificNotation: { decimalPlaces: 3 } }, 'en').numFmt,
    ).toBe('0.000E+00');
    expect(excelColumn('d', { type: 'date', date: { format: 'YYYY' } }, 'en')).toEqual({ title: 'd' });
    expect(excelColumn('x', undefined, 'en')).toEqual({ title: 'x' });
  });

  it('sheet names stay within 31 characters, without forbidden characters, unique', () => {
    expect(sheetNames(['a/b', 'x'.repeat(40), 'x'.repeat(40), 'A/B', '', "'q: [1]'"])).toEqual([
      'a b',
      'x'.repeat(31),
      `${'x'.repeat(29)} 2`,
      'A B 2',
      'Sheet 5',
      'q 1',
    ]);
  });
});

const table = parseDatachartConfig({
  chartGraphId: 'mingxi-table',
  aggregation: true,
  computedFields: [],
  chartConfig: {
    datas: [
      {
        key: 'mixed',
        type: 'mixed',
        rows: [
          { uid: 'a', colName: 'country', type: 'STRING', category: 'field' },
          {
            uid: 'b',
            colName: 'amount',
            type: 'NUMERIC',
            category: 'field',
            aggregate: 'SUM',
            alias: { name: 'Sales' },
            format: { type: 'currency', currency: { currency: 'USD' } },
          },
          {
            uid: 'c',
            colName: 'share',
            type: 'NUMERIC',
            category: 'field',
            aggregate: 'AVG',
            format: { type: 'percentage', percentage: { decimalPlaces: 1 } },
          },
        ],
      },
    ],
    styles: [
      {
        key: 'header',
        rows: [
          {
            key: 'modal',
            value: [
              {
                label: 'Figures',
                isGroup: true,
                children: [{ colName: 'amount' }, { colName: 'share' }],
              },
            ],
          },
        ],
      },
    ],
    settings: [],
  },
  version: '1.0.0-RC.3',
});

describe('a workbook streamed sheet by sheet', () => {
  it('writes formats, grouped headers merged over their columns, and the values', async () => {
    const names = [
      { name: 'country', type: 'STRING' },
      { name: 'SUM(amount)', type: 'NUMERIC' },
      { name: 'AVG(share)', type: 'NUMERIC' },
    ];
    const layout = sheetLayout(names, table, 'en');
    const sections: SheetSection[] = [
      {
        name: 'Sales by country',
        layout,
        batches: batches([
          ['FR', '1234.5', 0.25],
          ['US', 99, 0.5],
        ]),
      },
      {
        name: 'Sales by country',
        layout: sheetLayout(
          [
            { name: 'x', type: 'NUMERIC' },
            { name: 'id', type: 'NUMERIC' },
            { name: 'code', type: 'STRING' },
          ],
          null,
          'en',
        ),
        // numeric text is a number in a numeric column, unless an integer Excel would round; text stays text
        batches: batches([
          ['1.50', '9007199254740993', '007'],
          [2, 12n, '8'],
        ]),
      },
    ];
    const file = path.join(dir, 'a', 'book.xlsx');
    await writeWorkbookFile(
      file,
      (async function* () {
        yield* sections;
      })(),
    );
    const book = new ExcelJS.Workbook();
    await book.xlsx.readFile(file);
    expect(book.worksheets.map((w) => w.name)).toEqual(['Sales by country', 'Sales by country 2']);
    const ws = book.worksheets[0]!;
    // the group comes first (as the table draws it) and spans its two columns; the lone column spans
    // both header rows
    expect(ws.getCell('A1').value).toBe('Figures');
    expect(ws.getCell('C1').value).toBe('country');
    expect(ws.getCell('A2').value).toBe('Sales');
    expect(ws.getCell('B2').value).toBe('AVG(share)');
    expect(ws.model.merges.sort()).toEqual(['A1:B1', 'C1:C2']);
    expect(ws.getCell('A3').value).toBe(1234.5);
    expect(ws.getCell('A3').numFmt).toBe('"$"#,##0.00;-"$"#,##0.00');
    expect(ws.getCell('B4').value).toBe(0.5);
    expect(ws.getCell('B4').numFmt).toBe('0.0%');
    expect(ws.getCell('C4').value).toBe('US');
    expect(ws.views[0]).toMatchObject({ state: 'frozen', ySplit: 2 });
    const plain = book.worksheets[1]!;
    expect([plain.getCell('A1').value, plain.getCell('A2').value, plain.getCell('A3').value]).toEqual([
      'x',
      1.5,
      2,
    ]);
    expect([plain.getCell('B2').value, plain.getCell('B3').value]).toEqual(['9007199254740993', 12]);
    expect([plain.getCell('C2').value, plain.getCell('C3').value]).toEqual(['007', '8']);
  });

  it('a grouped column placed apart from its neighbours moves with its group', () => {
    const layout = sheetLayout(
      ['country', 'SUM(amount)', 'AVG(share)'].map((name) => ({ name })),
      {
        ...table,
        chartConfig: {
          ...table.chartConfig,
          styles: [
            {
              key: 'header',
              rows: [
                { key: 'modal', value: [{ label: 'G', isGroup: true, children: [{ colName: 'share' }] }] },
              ],
            },
          ],
        },
      },
      'en',
    );
    expect(layout.order).toEqual([2, 0, 1]);
    expect(layout.headerRows[0]!.map((c) => [c.title, c.col, c.colSpan, c.rowSpan])).toEqual([
      ['G', 0, 1, 1],
      ['country', 1, 1, 2],
      ['Sales', 2, 1, 2],
    ]);
  });

  it('rows held whole (a schedule’s attachment) make a formatted workbook in memory', async () => {
    async function* sections() {
      yield {
        name: 'S',
        layout: sheetLayout([{ name: 'a', type: 'NUMERIC' }, { name: 'b' }], null, 'en'),
        batches: heldRows([[1, 'x']]),
      };
    }
    const data = await workbookBytes(sections());
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(Buffer.from(data) as unknown as ArrayBuffer);
    const ws = book.worksheets[0]!;
    expect([ws.getCell('A1').value, ws.getCell('B2').value, ws.getCell('A2').value]).toEqual(['a', 'x', 1]);
  });

  it('a date column’s values are Excel dates at the queried wall time, with a date format', async () => {
    async function* sections() {
      yield {
        name: 'D',
        layout: sheetLayout(
          [
            { name: 'day', type: 'DATE' },
            { name: 'at', type: 'DATE' },
          ],
          null,
          'en',
        ),
        batches: heldRows([
          ['2024-02-29', '2023-01-01 08:30:15'],
          ['infinity', null],
        ]),
      };
    }
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(Buffer.from(await workbookBytes(sections())) as unknown as ArrayBuffer);
    const ws = book.worksheets[0]!;
    expect(ws.getCell('A2').value).toEqual(new Date(Date.UTC(2024, 1, 29)));
    expect(ws.getCell('A2').numFmt).toBe('yyyy-mm-dd');
    expect(ws.getCell('B2').value).toEqual(new Date(Date.UTC(2023, 0, 1, 8, 30, 15)));
    expect(ws.getCell('B2').numFmt).toBe('yyyy-mm-dd hh:mm:ss');
    // text that is not a date stays text
    expect([ws.getCell('A3').value, ws.getCell('B3').value]).toEqual(['infinity', null]);
  });
});
