import { buildQuery, parseDatachartConfig, type ChartView } from '@tessera/charts';
import { downloadsService } from '@tessera/core';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test-app';
import { availableEngines, sourceAndView, type Engine } from './test-engines';

/**
 * A board's Excel export (issue 31): one sheet per chart widget, named after the widget (unique, within
 * Excel's 31 characters, without its forbidden characters), each with the chart's number formats as
 * Excel formats and a table's header groups as merged header cells. The rows come from PostgreSQL.
 */
const pg = (await availableEngines()).find((e) => e.name === 'PostgreSQL') as Engine | undefined;
let t: TestApp;
let owner = '';
let orgId = '';
let viewId = '';
let boardId = '';
const tableId = crypto.randomUUID().replace(/-/g, '');
const barId = crypto.randomUUID().replace(/-/g, '');

const model = {
  columns: {
    country: { name: 'country', type: 'STRING', category: 'UNCATEGORIZED' },
    amount: { name: 'amount', type: 'NUMERIC', category: 'UNCATEGORIZED' },
    share: { name: 'share', type: 'NUMERIC', category: 'UNCATEGORIZED' },
    visits: { name: 'visits', type: 'NUMERIC', category: 'UNCATEGORIZED' },
  },
  version: '1.0.0-RC.3',
};

const field = (colName: string, extra: object = {}) => ({
  uid: `u-${colName}`,
  colName,
  category: 'field',
  type: colName === 'country' ? 'STRING' : 'NUMERIC',
  ...extra,
});

/** A table: country, then "Figures" grouping sales (yuan, in 万) and the average share (percent). */
const tableConfig = {
  aggregation: true,
  chartGraphId: 'mingxi-table',
  computedFields: [],
  chartConfig: {
    datas: [
      {
        key: 'mixed',
        type: 'mixed',
        rows: [
          field('country', { sort: { type: 'ASC' } }),
          field('amount', {
            aggregate: 'SUM',
            alias: { name: 'Sales' },
            format: { type: 'currency', currency: { currency: 'CNY', decimalPlaces: 1, unitKey: 'wan' } },
          }),
          field('share', {
            aggregate: 'AVG',
            format: { type: 'percentage', percentage: { decimalPlaces: 1 } },
          }),
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
              { label: 'Figures', isGroup: true, children: [{ colName: 'amount' }, { colName: 'share' }] },
            ],
          },
        ],
      },
    ],
    settings: [],
  },
  version: '1.0.0-RC.3',
};

/** A bar chart kept in its widget: visits per country, in thousands with a separator. */
const barConfig = {
  aggregation: true,
  chartGraphId: 'cluster-column-chart',
  computedFields: [],
  chartConfig: {
    datas: [
      { key: 'dimension', type: 'group', rows: [field('country', { sort: { type: 'ASC' } })] },
      {
        key: 'metrics',
        type: 'aggregate',
        rows: [
          field('visits', {
            aggregate: 'SUM',
            format: {
              type: 'numeric',
              numeric: { decimalPlaces: 0, useThousandSeparator: true, unitKey: 'thousand' },
            },
          }),
        ],
      },
    ],
    styles: [],
    settings: [],
  },
  version: '1.0.0-RC.3',
};

// The two widgets' names clash once cut to Excel's 31 characters, and hold characters a sheet name cannot.
const tableName = 'Sales: per country / region [all channels]';
const barName = 'Sales: per country / region [all channels] visits';

const chartView = (): ChartView => ({ id: viewId, model: model as ChartView['model'] });

function widgetConfig(name: string, x: number, content: object = {}) {
  return JSON.stringify({
    name,
    type: 'chart',
    originalType: Object.keys(content).length ? 'ownedChart' : 'linkedChart',
    pRect: { x, y: 0, width: 6, height: 6 },
    content,
  });
}

beforeAll(async () => {
  if (!pg) return;
  t = await createTestApp({ activationRequired: false });
  owner = await t.bootstrapAdmin();
  orgId = ((await t.call('GET', '/api/v1/orgs', { token: owner })).body.data as { id: string }[])[0]!.id;
  viewId = await sourceAndView(t, owner, orgId, pg, {
    name: 'Sales',
    // numeric comes back from PostgreSQL as text: the export writes it as a number under its format
    script: `select * from (values
      ('France', 123456.78::numeric, 0.25::float8, 1500),
      ('France', 20000::numeric, 0.35::float8, 700),
      ('Japan', 5000.5::numeric, 0.5::float8, 42000)
    ) as s(country, amount, share, visits)`,
    model,
  });
  const chart = await t.call('POST', '/api/v1/viz/datacharts', {
    token: owner,
    body: { orgId, viewId, name: 'Sales table', config: JSON.stringify(tableConfig) },
  });
  expect(chart.status, JSON.stringify(chart.body)).toBe(200);
  const chartId = (chart.body.data as { id: string }).id;
  const board = await t.call('POST', '/api/v1/viz/dashboards', {
    token: owner,
    body: { orgId, name: 'Sales board', parentId: null, index: null, subType: 'auto' },
  });
  boardId = (board.body.data as { id: string }).id;
  const saved = await t.call('PUT', `/api/v1/viz/dashboards/${boardId}`, {
    token: owner,
    body: {
      id: boardId,
      name: 'Sales board',
      widgetToCreate: [
        { id: tableId, datachartId: chartId, config: widgetConfig(tableName, 0) },
        {
          id: barId,
          config: widgetConfig(barName, 6, {
            dataChart: { id: barId, viewId, config: barConfig, name: barName },
          }),
        },
      ],
    },
  });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
}, 120_000);
afterAll(() => t?.close());

/** The board's two queries as the board sends them: the table's with its widget id, the bar's by name only. */
function boardParams() {
  const request = (config: object) =>
    buildQuery(parseDatachartConfig(config), chartView()) as unknown as Record<string, unknown>;
  return [
    { ...request(tableConfig), vizId: boardId, vizType: 'DASHBOARD', vizName: tableName, widgetId: tableId },
    // Datart's client names the widget only: its chart is found by name on that view
    { ...request(barConfig), vizId: boardId, vizType: 'DASHBOARD', vizName: barName },
  ];
}

async function exported(token: string, downloadParams: object[], lang = 'en') {
  const asked = await t.call('POST', '/api/v1/download/submit/task', {
    token,
    body: { fileName: 'Sales', downloadType: 'EXCEL', downloadParams },
    lang,
  });
  expect(asked.status, JSON.stringify(asked.body)).toBe(200);
  const id = (asked.body.data as { id: string }).id;
  await downloadsService.runPendingDownloads(t.deps);
  const res = await t.app.request(`/api/v1/download/files/${id}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(res.status).toBe(200);
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(await res.arrayBuffer());
  return book;
}

describe.skipIf(!pg)('a board’s Excel export', { timeout: 120_000 }, () => {
  it('has one sheet per chart, named after its widget, with formats and merged group headers', async () => {
    const book = await exported(owner, boardParams());
    expect(book.worksheets.map((w) => w.name)).toEqual([
      'Sales per country region all ch',
      'Sales per country region all 2',
    ]);
    const table = book.worksheets[0]!;
    // the group spans its two columns; the lone country column spans both header rows
    expect(table.model.merges.sort()).toEqual(['A1:B1', 'C1:C2']);
    expect(['A1', 'A2', 'B2', 'C1'].map((c) => table.getCell(c).value)).toEqual([
      'Figures',
      'Sales (万)',
      'AVG(share)',
      'country',
    ]);
    // France: 143456.78 yuan written in 万, then Japan
    expect(table.getCell('C3').value).toBe('France');
    expect(table.getCell('A3').value).toBeCloseTo(14.345678, 6);
    // the currency's symbol as the asker's language writes it (as the chart shows it)
    expect(table.getCell('A3').numFmt).toBe('"CN¥"#,##0.0;-"CN¥"#,##0.0');
    expect(table.getCell('B3').value).toBeCloseTo(0.3, 9);
    expect(table.getCell('B3').numFmt).toBe('0.0%');
    expect(table.getCell('C4').value).toBe('Japan');
    expect(table.getCell('A4').value).toBeCloseTo(0.50005, 9);
    expect(table.getCell('C4').numFmt).toBeUndefined();

    const bar = book.worksheets[1]!;
    expect(bar.model.merges).toEqual([]);
    expect([bar.getCell('A1').value, bar.getCell('B1').value]).toEqual(['country', 'SUM(visits)']);
    // K scales in the format: the cell keeps the true value
    expect([bar.getCell('A2').value, bar.getCell('B2').value]).toEqual(['France', 2200]);
    expect(bar.getCell('B2').numFmt).toBe('#,##0,"K"');
    expect(bar.getCell('B3').value).toBe(42000);
  });

  it('writes units and currencies in the asker’s language', async () => {
    const book = await exported(owner, boardParams(), 'zh');
    expect(book.worksheets[0]!.getCell('A2').value).toBe('Sales (万)');
    expect(book.worksheets[0]!.getCell('A3').numFmt).toBe('"¥"#,##0.0;-"¥"#,##0.0');
    expect(book.worksheets[1]!.getCell('B2').numFmt).toBe('#,##0,"千"');
  });

  it('refuses a widget that is not on the board, creating no task', async () => {
    const before = ((await t.call('GET', '/api/v1/download/tasks', { token: owner })).body.data as unknown[])
      .length;
    const [first] = boardParams();
    const res = await t.call('POST', '/api/v1/download/submit/task', {
      token: owner,
      body: {
        fileName: 'Sales',
        downloadType: 'EXCEL',
        downloadParams: [{ ...first, widgetId: 'f'.repeat(32) }],
      },
    });
    expect(res.status).toBe(404);
    expect(JSON.stringify(res.body)).toContain('Widget not found');
    const zh = await t.call('POST', '/api/v1/download/submit/task', {
      token: owner,
      body: {
        fileName: 'Sales',
        downloadType: 'EXCEL',
        downloadParams: [{ ...first, widgetId: 'f'.repeat(32) }],
      },
      lang: 'zh',
    });
    expect(zh.status).toBe(404);
    expect(JSON.stringify(zh.body)).toMatch(/组件|部件|小组件/);
    const after = ((await t.call('GET', '/api/v1/download/tasks', { token: owner })).body.data as unknown[])
      .length;
    expect(after).toBe(before);
  });
});
