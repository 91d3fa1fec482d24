import { describe, expect, it } from 'vitest';
import type { DatachartConfig } from '../config/config.schemas';
import { dim, makeConfig, num } from '../testing/fixtures';
import { transferChartType } from './switch-type';

/** `section key → ['AGG(col)' | 'col']` of a config, empty sections left out. */
const sections = (config: DatachartConfig) =>
  Object.fromEntries(
    config.chartConfig.datas
      .filter((s) => s.rows?.length)
      .map((s) => [s.key, s.rows!.map((r) => (r.aggregate ? `${r.aggregate}(${r.colName})` : r.colName))]),
  );
const dropped = (r: ReturnType<typeof transferChartType>) =>
  r.dropped.map((d) => `${d.section}:${d.field.aggregate ?? ''}${d.field.colName}`);

const table = makeConfig('mingxi-table', {
  mixed: [dim('category'), num('amount'), dim('region')],
  filter: [dim('city', { filter: { condition: { name: 'city', operator: 'IN', value: ['X'] } } })],
});

describe('switching the chart type (Datart transferChartDataConfig)', () => {
  it('mixed → group + aggregate: a table to a pie keeps the dimension as a dimension, not COUNT(category)', () => {
    const pie = transferChartType(table, 'pie-chart');
    expect(sections(pie.config)).toEqual({
      dimension: ['category', 'region'],
      metrics: ['SUM(amount)'],
      filter: ['city'],
    });
    expect(pie.dropped).toEqual([]);
  });

  it('mixed → aggregate only: a table to a gauge keeps the metric and lists the dimensions it drops', () => {
    const gauge = transferChartType(table, 'gauge');
    expect(sections(gauge.config)).toEqual({ metrics: ['SUM(amount)'], filter: ['city'] });
    expect(dropped(gauge)).toEqual(['mixed:category', 'mixed:region']);
  });

  it('mixed → group without room: the dimensions beyond a non-drillable limit are dropped', () => {
    const cloud = transferChartType(table, 'word-cloud');
    expect(sections(cloud.config)).toEqual({
      dimension: ['category'],
      metrics: ['SUM(amount)'],
      filter: ['city'],
    });
    expect(dropped(cloud)).toEqual(['mixed:region']);
  });

  it('a mixed number without aggregate becomes a metric with SUM (Datart sends numbers to values)', () => {
    const raw = makeConfig('mingxi-table', { mixed: [dim('category'), num('amount', undefined)] });
    expect(sections(transferChartType(raw, 'pie-chart').config)).toEqual({
      dimension: ['category'],
      metrics: ['SUM(amount)'],
    });
  });

  it('group + aggregate + colour → mixed: every field lands in the table, metrics keep their aggregate', () => {
    const bar = makeConfig('cluster-column-chart', {
      dimension: [dim('category')],
      metrics: [num('amount'), num('quantity', 'AVG')],
      color: [dim('channel')],
    });
    const t = transferChartType(bar, 'mingxi-table');
    expect(sections(t.config)).toEqual({ mixed: ['category', 'SUM(amount)', 'AVG(quantity)', 'channel'] });
    expect(t.dropped).toEqual([]);
  });

  it('group → group, aggregate → aggregate, up to each limit; colour with no colour section is dropped', () => {
    const bar = makeConfig('cluster-column-chart', {
      dimension: [dim('category')],
      metrics: [num('amount'), num('quantity', 'AVG')],
      color: [dim('channel')],
    });
    const pie = transferChartType(bar, 'pie-chart');
    expect(sections(pie.config)).toEqual({
      dimension: ['category'],
      metrics: ['SUM(amount)', 'AVG(quantity)'],
    });
    expect(dropped(pie)).toEqual(['color:channel']);
    const gauge = transferChartType(bar, 'gauge');
    expect(sections(gauge.config)).toEqual({ metrics: ['SUM(amount)'] });
    expect(dropped(gauge)).toEqual(['dimension:category', 'metrics:AVGquantity', 'color:channel']);
  });

  it('aggregate → two value sections: each gets what it needs first (double y: one metric per side)', () => {
    const bar = makeConfig('cluster-column-chart', {
      dimension: [dim('category')],
      metrics: [num('amount'), num('quantity')],
    });
    expect(sections(transferChartType(bar, 'double-y').config)).toEqual({
      dimension: ['category'],
      metricsL: ['SUM(amount)'],
      metricsR: ['SUM(quantity)'],
    });
  });

  it('info and size move to the same kinds; styles start from the new type', () => {
    const scatter = makeConfig('scatter', {
      dimension: [dim('category')],
      metrics: [num('amount'), num('quantity')],
      size: [num('price', 'AVG')],
      info: [num('cost')],
    });
    const line = transferChartType(scatter, 'line-chart');
    expect(sections(line.config)).toEqual({
      dimension: ['category'],
      metrics: ['SUM(amount)', 'SUM(quantity)'],
      info: ['SUM(cost)'],
    });
    expect(dropped(line)).toEqual(['size:AVGprice']);
    expect(line.config.chartGraphId).toBe('line-chart');
    expect(line.config.chartConfig.styles).toEqual([]);
  });
});
