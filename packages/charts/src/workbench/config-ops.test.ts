import { describe, expect, it } from 'vitest';
import { buildQuery } from '../query/build-query';
import { canDraw, getChartMeta } from '../registry/registry';
import { parseDatachartConfig } from '../config/parse-config';
import type { ChartView } from '../types';
import {
  addField,
  dateLevelField,
  fieldCounts,
  missingSections,
  newChartConfig,
  removeField,
  reorderField,
  setDateLevel,
  switchChartType,
  updateField,
  workbenchFields,
} from './config-ops';

const view: ChartView = {
  id: 'v1',
  model: {
    columns: {
      country: { name: ['country'], type: 'STRING' },
      amount: { name: ['amount'], type: 'NUMERIC' },
      quantity: { name: ['quantity'], type: 'NUMERIC' },
      order_date: { name: ['order_date'], type: 'DATE' },
    },
    computedFields: [
      { name: 'margin', type: 'NUMERIC', category: 'computedField', expression: '[amount]*0.2' },
    ],
  },
};
const fields = workbenchFields(view);
const f = (name: string) => fields.find((x) => x.name === name)!;

const build = (id: string, drops: [string, string][]) =>
  drops.reduce((config, [section, name]) => {
    const r = addField(config, section, f(name));
    if (!r.ok) throw new Error(`${name} → ${section}: ${r.reason}`);
    return r.config;
  }, newChartConfig(id));

describe('workbench config operations', () => {
  it('lists view columns and computed fields as dimensions and metrics', () => {
    expect(fields.map((x) => [x.name, x.role])).toEqual([
      ['country', 'dimension'],
      ['amount', 'metric'],
      ['quantity', 'metric'],
      ['order_date', 'dimension'],
      ['margin', 'metric'],
    ]);
  });

  it('a new chart is a valid, empty config of its type that asks for its required sections', () => {
    const config = newChartConfig('stack-column-chart');
    expect(parseDatachartConfig(JSON.stringify(config)).chartGraphId).toBe('stack-column-chart');
    expect(missingSections(config).map((s) => s.key)).toEqual(['metrics']);
  });

  it('dropping fields gives SUM to numbers and COUNT to text in value sections, and the query follows', () => {
    const config = build('stack-column-chart', [
      ['dimension', 'country'],
      ['metrics', 'amount'],
      ['metrics', 'country'],
    ]);
    const metrics = config.chartConfig.datas.find((s) => s.key === 'metrics')!.rows!;
    expect(metrics.map((r) => [r.colName, r.aggregate])).toEqual([
      ['amount', 'SUM'],
      ['country', 'COUNT'],
    ]);
    expect(missingSections(config)).toEqual([]);
    const q = buildQuery(config, view);
    expect(q.groups.map((g) => g.column)).toEqual([['country']]);
    expect(q.aggregators.map((a) => a.sqlOperator)).toEqual(['SUM', 'COUNT']);
  });

  it('a one-field section takes the new field in place of the old; a drillable one builds a hierarchy', () => {
    const gauge = build('gauge', [['metrics', 'amount']]);
    const replaced = addField(gauge, 'metrics', f('quantity'));
    expect(replaced.config.chartConfig.datas[0]!.rows!.map((r) => r.colName)).toEqual(['quantity']);
    expect(addField(replaced.config, 'metrics', f('quantity'))).toMatchObject({
      ok: false,
      reason: 'duplicate',
    });
    const column = build('stack-column-chart', [
      ['dimension', 'country'],
      ['dimension', 'order_date'],
    ]);
    expect(column.chartConfig.datas[0]!.rows!.map((r) => r.colName)).toEqual(['country', 'order_date']);
    // Two drill levels still count as one group for the type picker.
    expect(fieldCounts(column).groups).toBe(1);
    expect(addField(column, 'dimension', f('country'))).toMatchObject({ ok: false, reason: 'duplicate' });
  });

  it('edits, reorders and removes a field by uid', () => {
    let config = build('cluster-column-chart', [
      ['metrics', 'amount'],
      ['metrics', 'quantity'],
    ]);
    const [a, b] = config.chartConfig.datas.find((s) => s.key === 'metrics')!.rows!;
    config = updateField(config, 'metrics', a!.uid!, (x) => ({
      ...x,
      aggregate: 'AVG',
      alias: { name: 'Avg' },
    }));
    config = reorderField(config, 'metrics', 0, 1);
    let rows = config.chartConfig.datas.find((s) => s.key === 'metrics')!.rows!;
    expect(rows.map((r) => [r.colName, r.aggregate, r.alias?.name])).toEqual([
      ['quantity', 'SUM', undefined],
      ['amount', 'AVG', 'Avg'],
    ]);
    config = removeField(config, 'metrics', b!.uid!);
    rows = config.chartConfig.datas.find((s) => s.key === 'metrics')!.rows!;
    expect(rows.map((r) => r.colName)).toEqual(['amount']);
  });

  it('date levels are Datart RC.2 fields that the query turns into a date function', () => {
    let config = newChartConfig('line-chart');
    config = addField(config, 'dimension', dateLevelField('order_date', 'AGG_DATE_YEAR')).config;
    config = addField(config, 'metrics', f('amount')).config;
    const q = buildQuery(config, view);
    expect(q.functionColumns[0]?.snippet).toBe('AGG_DATE_YEAR([order_date])');
    const uid = config.chartConfig.datas[0]!.rows![0]!.uid!;
    config = setDateLevel(config, 'dimension', uid, 'AGG_DATE_MONTH');
    expect(buildQuery(config, view).functionColumns[0]?.snippet).toBe('AGG_DATE_MONTH([order_date])');
  });

  it('switching the type carries fields into matching sections, within limits, and resets styles', () => {
    let config = build('mingxi-table', [
      ['mixed', 'country'],
      ['mixed', 'amount'],
    ]);
    config = { ...config, chartConfig: { ...config.chartConfig, styles: [{ key: 'header', value: 1 }] } };
    const line = switchChartType(
      build('stack-column-chart', [
        ['dimension', 'country'],
        ['metrics', 'amount'],
        ['metrics', 'quantity'],
      ]),
      'line-chart',
    );
    expect(line.chartGraphId).toBe('line-chart');
    const sections = Object.fromEntries(
      line.chartConfig.datas.map((s) => [s.key, s.rows!.map((r) => r.colName)]),
    );
    expect(sections).toMatchObject({ dimension: ['country'], metrics: ['amount', 'quantity'] });
    const pie = switchChartType(line, 'gauge');
    expect(pie.chartConfig.datas.find((s) => s.key === 'metrics')!.rows!.map((r) => r.colName)).toEqual([
      'amount',
    ]);
    expect(switchChartType(config, 'pie-chart').chartConfig.styles).toEqual([]);
  });

  it('counts groups and aggregates the way the type picker needs', () => {
    const config = build('stack-column-chart', [
      ['dimension', 'country'],
      ['metrics', 'amount'],
      ['metrics', 'quantity'],
    ]);
    const counts = fieldCounts(config);
    expect(counts).toEqual({ groups: 1, aggregates: 2 });
    expect(canDraw(getChartMeta('line-chart'), counts)).toBe(true);
    expect(canDraw(getChartMeta('gauge'), counts)).toBe(false);
  });
});

describe('field values for filter pickers', () => {
  it('asks for the distinct values of a field, sorted, through the one query builder', async () => {
    const { fieldValuesQuery } = await import('./field-values');
    const q = fieldValuesQuery(view, { colName: 'country', type: 'STRING', category: 'field' }, 100);
    expect(q.keywords).toEqual(['DISTINCT']);
    expect(q.columns.map((c) => c.column)).toEqual([['country']]);
    expect(q.aggregators).toEqual([]);
    expect(q.orders).toEqual([{ column: ['country'], operator: 'ASC', aggOperator: null }]);
    expect(q.pageInfo.pageSize).toBe(100);
  });
});
