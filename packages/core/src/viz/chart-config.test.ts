import { describe, expect, it } from 'vitest';
import { AppError } from '../errors';
import { chartGraphIds } from '@tessera/charts';
import { validateDatachartConfig } from './chart-config';

const model = {
  columns: { country: { type: 'STRING' }, amount: { type: 'NUMERIC' } },
  computedFields: [{ name: 'share', expression: '[amount] / 100' }],
};
const config = (
  rows: Record<string, unknown>[] = [{ colName: 'country' }, { colName: 'amount', aggregate: 'SUM' }],
  extra: Record<string, unknown> = {},
) => ({
  chartGraphId: 'line-chart',
  aggregation: true,
  chartConfig: {
    datas: [
      { key: 'dimension', type: 'group', rows: rows.slice(0, 1) },
      { key: 'metrics', type: 'aggregate', rows: rows.slice(1) },
    ],
    styles: [{ key: 'label', rows: [{ key: 'showLabel', value: true }] }],
  },
  ...extra,
});

const codeOf = (fn: () => unknown) => {
  try {
    fn();
    return null;
  } catch (e) {
    return e instanceof AppError ? `${e.code}:${JSON.stringify(e.params)}` : String(e);
  }
};

describe('validateDatachartConfig', () => {
  it('knows Datart’s 24 built-in ids, spelled as Datart spells them', () => {
    expect(chartGraphIds).toHaveLength(24);
    expect(chartGraphIds).toContain('piovt-sheet');
    for (const id of chartGraphIds)
      expect(codeOf(() => validateDatachartConfig({ ...config(), chartGraphId: id }, { model }))).toBeNull();
  });

  it('accepts fields of the view, its computed fields and the chart’s own computed fields', () => {
    expect(
      codeOf(() =>
        validateDatachartConfig(config([{ colName: 'country' }, { colName: 'share', aggregate: 'AVG' }]), {
          model,
        }),
      ),
    ).toBeNull();
    const own = config([{ colName: 'initial' }, { colName: 'amount', aggregate: 'SUM' }], {
      computedFields: [{ id: 'initial', expression: 'SUBSTRING([country],1,1)' }],
    });
    expect(codeOf(() => validateDatachartConfig(own, { model }))).toBeNull();
    // without a model (no columns known yet) fields are not checked
    expect(
      codeOf(() =>
        validateDatachartConfig(config([{ colName: 'anything' }, { colName: 'x' }]), { model: null }),
      ),
    ).toBeNull();
  });

  it('accepts date levels of a view column (Datart RC.2 names), and names the column when it is unknown', () => {
    const dated = { ...model, columns: { ...model.columns, order_date: { type: 'DATE' } } };
    const level = (col: string, fn = 'AGG_DATE_YEAR') => ({ colName: `${col}@date_level_delimiter@${fn}` });
    expect(
      codeOf(() =>
        validateDatachartConfig(config([level('order_date'), { colName: 'amount' }]), { model: dated }),
      ),
    ).toBeNull();
    expect(
      codeOf(() =>
        validateDatachartConfig(config([level('shipped_on'), { colName: 'amount' }]), { model: dated }),
      ),
    ).toBe('UNKNOWN_COLUMN:{"detail":"shipped_on"}');
    expect(
      codeOf(() =>
        validateDatachartConfig(config([level('order_date', 'DROP_TABLE'), { colName: 'amount' }]), {
          model: dated,
        }),
      ),
    ).toBe('UNKNOWN_COLUMN:{"detail":"order_date"}');
  });

  it('refuses what the server cannot use, naming the reason', () => {
    expect(codeOf(() => validateDatachartConfig('{}'))).toMatch(/^CHART_CONFIG_INVALID/);
    expect(codeOf(() => validateDatachartConfig([]))).toMatch(/^CHART_CONFIG_INVALID/);
    expect(codeOf(() => validateDatachartConfig({ ...config(), chartGraphId: 'pivot-sheet' }))).toContain(
      'pivot-sheet',
    );
    expect(codeOf(() => validateDatachartConfig({ ...config(), aggregation: 'yes' }))).toMatch(
      /^CHART_CONFIG_INVALID/,
    );
    expect(codeOf(() => validateDatachartConfig({ ...config(), chartConfig: { datas: {} } }))).toContain(
      'datas',
    );
    expect(
      codeOf(() => validateDatachartConfig({ ...config(), chartConfig: { styles: [{ value: 1 }] } })),
    ).toContain('key');
    expect(
      codeOf(() =>
        validateDatachartConfig(config([{ colName: 'country' }, { colName: 'revenue', aggregate: 'SUM' }]), {
          model,
        }),
      ),
    ).toBe('UNKNOWN_COLUMN:{"detail":"revenue"}');
    expect(
      codeOf(() =>
        validateDatachartConfig(config([{ colName: 'country' }, { colName: 'country', aggregate: 'SUM' }]), {
          model,
        }),
      ),
    ).toContain('country');
  });

  it('reads every Datart config version and refuses newer ones', () => {
    for (const v of ['1.0.0-beta.0', '1.0.0-beta.3', '1.0.0-RC.0', '1.0.0-rc.3', '0.3.0'])
      expect(codeOf(() => validateDatachartConfig(config([], { version: v })))).toBeNull();
    expect(
      codeOf(() => validateDatachartConfig({ ...config(), chartConfig: { version: '1.0.0-RC.4' } })),
    ).toMatch(/^CHART_VERSION_UNSUPPORTED/);
    expect(codeOf(() => validateDatachartConfig(config([], { version: '1.0.1' })))).toMatch(
      /^CHART_VERSION_UNSUPPORTED/,
    );
    expect(codeOf(() => validateDatachartConfig(config([], { version: 'latest' })))).toMatch(
      /^CHART_CONFIG_INVALID/,
    );
  });
});
