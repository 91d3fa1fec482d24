import ExcelJS from 'exceljs';
import { buildQuery, parseDatachartConfig, type ChartView } from '@tessera/charts';
import { registerThrowawayChart } from '@tessera/charts/testing';
import { afterEach, describe, expect, it } from 'vitest';
import { heldRows, workbookBytes } from './excel';
import { sheetLayout } from './excel-format';
import { validateDatachartConfig } from '../viz/chart-config';

// Issue 30, part 4: a chart type defined in its own folder (packages/charts/src/testing/throwaway-chart)
// and registered in one line reaches the worker's Excel export with nothing else changed.

/** The throw-away type's chart as the database stores it: sales by region, the sum named and formatted. */
const stored = JSON.stringify({
  version: '1.0.0-RC.3',
  chartGraphId: 'throwaway-lollipop',
  aggregation: true,
  computedFields: [],
  chartConfig: {
    datas: [
      {
        key: 'dimension',
        type: 'group',
        rows: [{ uid: 'u1', colName: 'region', type: 'STRING', category: 'field' }],
      },
      {
        key: 'metrics',
        type: 'aggregate',
        rows: [
          {
            uid: 'u2',
            colName: 'amount',
            type: 'NUMERIC',
            category: 'field',
            aggregate: 'SUM',
            alias: { name: 'Sales' },
            format: { type: 'numeric', numeric: { decimalPlaces: 1 } },
          },
        ],
      },
      { key: 'filter', type: 'filter', rows: [] },
    ],
    styles: [],
    settings: [],
    interactions: [],
  },
});
const view: ChartView = {
  id: 'v1',
  model: {
    columns: { region: { name: 'region', type: 'STRING' }, amount: { name: 'amount', type: 'NUMERIC' } },
  },
};

/** The worker's Excel sheet of the query's result, laid out by the chart as `produceExcel` does. */
async function exportedSheet(chart: ReturnType<typeof parseDatachartConfig> | null) {
  const request = chart ? buildQuery(chart, view) : null;
  const result = {
    columns: [
      { name: 'region', type: 'STRING' },
      { name: request?.aggregators[0]?.alias ?? 'SUM(amount)', type: 'NUMERIC' },
    ],
    rows: [
      ['East', 1234.5],
      ['West', 20],
    ],
  };
  const bytes = await workbookBytes(
    (async function* () {
      yield {
        name: 'Lollipop',
        layout: sheetLayout(result.columns, chart, 'en'),
        batches: heldRows(result.rows),
      };
    })(),
  );
  const book = new ExcelJS.Workbook();
  // exceljs types `load` with Node's older Buffer (as excel.test.ts does).
  await book.xlsx.load(Buffer.from(bytes) as unknown as ArrayBuffer);
  return book.worksheets[0]!;
}

let unregister: (() => void) | null = null;
afterEach(() => {
  unregister?.();
  unregister = null;
});

describe('a registered chart type in the Excel export', () => {
  it('is saved as any chart is (the server checks its id against the registry)', () => {
    expect(() => validateDatachartConfig(JSON.parse(stored))).toThrow(
      expect.objectContaining({
        code: 'CHART_CONFIG_INVALID',
        params: { detail: 'unknown chartGraphId "throwaway-lollipop"' },
      }),
    );
    unregister = registerThrowawayChart();
    expect(
      validateDatachartConfig(JSON.parse(stored), {
        model: { columns: { region: { type: 'STRING' }, amount: { type: 'NUMERIC' } } },
      }),
    ).toMatchObject({
      chartGraphId: 'throwaway-lollipop',
    });
  });

  it('reads as a chart: its query is built and its sheet carries the field’s name and number format', async () => {
    unregister = registerThrowawayChart();
    const chart = parseDatachartConfig(stored);
    expect(buildQuery(chart, view).aggregators).toEqual([
      { alias: 'SUM(amount)', column: ['amount'], sqlOperator: 'SUM' },
    ]);
    const sheet = await exportedSheet(chart);
    expect([sheet.getCell('A1').value, sheet.getCell('B1').value]).toEqual(['region', 'Sales']);
    expect(sheet.getCell('B2').value).toBe(1234.5);
    expect(sheet.getCell('B2').numFmt).toBe('0.0');
  });

  it('is refused while unregistered, and its sheet is then written unformatted', async () => {
    expect(() => parseDatachartConfig(stored)).toThrow(
      expect.objectContaining({ code: 'CHART_UNKNOWN_TYPE' }),
    );
    const sheet = await exportedSheet(null);
    expect(sheet.getCell('B1').value).toBe('SUM(amount)');
  });
});
