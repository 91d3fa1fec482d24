import { describe, expect, it } from 'vitest';
import type { AppError } from '../errors';
import { alertHolds, describeAlert, resultColumns, type CheckedAlert } from './schedule-alert';

const frame = (values: unknown[]) => ({
  columns: [{ name: ['region'] }, { name: ['SUM(amount)'] }],
  rows: values.map((v, i) => [`r${i}`, v]),
});
const alert = (condition: CheckedAlert['condition'], threshold: number | null = null): CheckedAlert => ({
  condition,
  column: threshold === null ? null : 'SUM(amount)',
  threshold,
  once: false,
});

describe('an alert on a result', () => {
  it('a value condition holds when any row satisfies it; empty and non-numeric cells never do', () => {
    expect(alertHolds(alert('ABOVE', 100), frame([10, 150]))).toBe(true);
    expect(alertHolds(alert('ABOVE', 100), frame([10, 100, null, 'n/a']))).toBe(false);
    expect(alertHolds(alert('BELOW', 5), frame(['12.5', 4]))).toBe(true);
    expect(alertHolds(alert('EQUAL', 12.5), frame(['12.5']))).toBe(true);
    expect(alertHolds(alert('EQUAL', 12.5), frame([]))).toBe(false);
  });

  it('"any rows" and "no rows" count the rows', () => {
    expect(alertHolds(alert('ANY_ROWS'), frame([1]))).toBe(true);
    expect(alertHolds(alert('ANY_ROWS'), frame([]))).toBe(false);
    expect(alertHolds(alert('NO_ROWS'), frame([]))).toBe(true);
  });

  it('a column the result no longer has fails with its name', () => {
    try {
      alertHolds({ ...alert('ABOVE', 1), column: 'AVG(price)' }, frame([1]));
      expect.unreachable();
    } catch (e) {
      expect((e as AppError).code).toBe('SCHEDULE_ALERT_COLUMN_UNKNOWN');
      expect((e as AppError).params).toMatchObject({ column: 'AVG(price)' });
    }
  });

  it('names the condition for the log', () => {
    expect(describeAlert(alert('BELOW', 3))).toBe('SUM(amount) below 3');
    expect(describeAlert(alert('NO_ROWS'))).toBe('no rows');
  });
});

describe("a chart's result columns", () => {
  it('are its groups and aggregates by their aliases, counts and numeric view columns numeric', () => {
    const view = {
      id: 'v',
      model: {
        columns: {
          region: { name: ['region'], type: 'STRING' },
          amount: { name: ['amount'], type: 'NUMERIC' },
          day: { name: ['day'], type: 'DATE' },
        },
      },
    };
    const request = {
      groups: [{ column: ['region'], alias: 'region' }],
      aggregators: [
        { column: ['amount'], sqlOperator: 'MAX', alias: 'MAX(amount)' },
        { column: ['day'], sqlOperator: 'MAX', alias: 'MAX(day)' },
        { column: ['region'], sqlOperator: 'COUNT', alias: 'COUNT(region)' },
      ],
    };
    expect(resultColumns(request, view as never)).toEqual([
      { name: 'region', numeric: false },
      { name: 'MAX(amount)', numeric: true },
      { name: 'MAX(day)', numeric: false },
      { name: 'COUNT(region)', numeric: true },
    ]);
  });
});
