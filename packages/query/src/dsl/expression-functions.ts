import { QueryError } from '../errors';
import type { Dialect } from '../types';

const INF = Number.POSITIVE_INFINITY;

/** The function whitelist of datart-facts §3.5 with [min, max] argument counts. */
const ARITY: Record<string, [number, number]> = {
  SUM: [1, 1],
  AVG: [1, 1],
  MAX: [1, 1],
  MIN: [1, 1],
  COUNT: [1, 1],
  VAR: [1, 1],
  STDDEV: [1, 1],
  MEDIAN: [1, 1],
  ABS: [1, 1],
  CEILING: [1, 1],
  FLOOR: [1, 1],
  POWER: [2, 2],
  ROUND: [1, 2],
  SQRT: [1, 1],
  EXP: [1, 1],
  LOG10: [1, 1],
  LN: [1, 1],
  MOD: [2, 2],
  RAND: [0, 0],
  DEGREES: [1, 1],
  RADIANS: [1, 1],
  TRUNC: [1, 1],
  SIGN: [1, 1],
  ACOS: [1, 1],
  ASIN: [1, 1],
  ATAN: [1, 1],
  ATAN2: [2, 2],
  SIN: [1, 1],
  COS: [1, 1],
  TAN: [1, 1],
  COT: [1, 1],
  LENGTH: [1, 1],
  CONCAT: [1, INF],
  REPLACE: [3, 3],
  SUBSTRING: [2, 3],
  LOWER: [1, 1],
  UPPER: [1, 1],
  LTRIM: [1, 1],
  RTRIM: [1, 1],
  TRIM: [1, 1],
  NOW: [0, 0],
  SECOND: [1, 1],
  MINUTE: [1, 1],
  HOUR: [1, 1],
  DAY: [1, 1],
  WEEK: [1, 1],
  QUARTER: [1, 1],
  MONTH: [1, 1],
  YEAR: [1, 1],
  DAY_OF_WEEK: [1, 1],
  DAY_OF_MONTH: [1, 1],
  DAY_OF_YEAR: [1, 1],
  AGG_DATE_YEAR: [1, 1],
  AGG_DATE_QUARTER: [1, 1],
  AGG_DATE_MONTH: [1, 1],
  AGG_DATE_WEEK: [1, 1],
  AGG_DATE_DAY: [1, 1],
  IF: [3, 3],
  COALESCE: [1, INF],
};

export const supportedFunctions = Object.keys(ARITY);

export function functionArity(name: string): [number, number] | undefined {
  return ARITY[name];
}

const ts = (x: string, d: Dialect) => (d === 'mysql' ? x : `CAST(${x} AS TIMESTAMP)`);
const extract = (field: string, x: string, d: Dialect) =>
  d === 'mysql' ? `${field}(${x})` : `CAST(FLOOR(EXTRACT(${field} FROM ${ts(x, d)})) AS INTEGER)`;

/** Date buckets, rendered so that the three engines return the same strings. */
export function renderDateLevel(level: string, x: string, d: Dialect): string {
  const t = ts(x, d);
  const fmt: Record<Dialect, Record<string, string>> = {
    mysql: {
      YEAR: `YEAR(${x})`,
      QUARTER: `CONCAT(DATE_FORMAT(${x}, '%Y-'), QUARTER(${x}))`,
      MONTH: `DATE_FORMAT(${x}, '%Y-%m')`,
      WEEK: `DATE_FORMAT(${x}, '%x-%v')`,
      DAY: `DATE_FORMAT(${x}, '%Y-%m-%d')`,
    },
    postgres: {
      YEAR: `CAST(EXTRACT(YEAR FROM ${t}) AS INTEGER)`,
      QUARTER: `TO_CHAR(${t}, 'YYYY-Q')`,
      MONTH: `TO_CHAR(${t}, 'YYYY-MM')`,
      WEEK: `TO_CHAR(${t}, 'IYYY-IW')`,
      DAY: `TO_CHAR(${t}, 'YYYY-MM-DD')`,
    },
    duckdb: {
      YEAR: `CAST(year(${t}) AS INTEGER)`,
      QUARTER: `strftime(${t}, '%Y') || '-' || CAST(quarter(${t}) AS VARCHAR)`,
      MONTH: `strftime(${t}, '%Y-%m')`,
      WEEK: `CAST(isoyear(${t}) AS VARCHAR) || '-' || lpad(CAST(week(${t}) AS VARCHAR), 2, '0')`,
      DAY: `strftime(${t}, '%Y-%m-%d')`,
    },
  };
  const sql = fmt[d][level];
  if (!sql) throw new QueryError('INVALID_EXPRESSION', `Unknown date level ${level}`);
  return sql;
}

export function renderFunction(name: string, args: string[], d: Dialect, distinct: boolean): string {
  const [a = '', b = '', c = ''] = args;
  const all = args.join(', ');
  if (name.startsWith('AGG_DATE_')) return renderDateLevel(name.slice('AGG_DATE_'.length), a, d);
  switch (name) {
    case 'COUNT':
      return distinct ? `COUNT(DISTINCT ${a})` : `COUNT(${a})`;
    case 'VAR':
      return `VAR_SAMP(${a})`;
    case 'STDDEV':
      return `STDDEV_SAMP(${a})`;
    case 'MEDIAN':
      if (d === 'postgres') return `PERCENTILE_CONT(0.5) WITHIN GROUP (ORDER BY ${a})`;
      if (d === 'duckdb') return `MEDIAN(${a})`;
      throw new QueryError('INVALID_EXPRESSION', 'MEDIAN is not supported by this source', {
        function: name,
      });
    case 'LOG10':
      return d === 'postgres' ? `LOG(${a})` : `LOG10(${a})`;
    case 'MOD':
      return `MOD(${a}, ${b})`;
    case 'RAND':
      return d === 'mysql' ? 'RAND()' : 'RANDOM()';
    case 'TRUNC':
      return d === 'mysql' ? `TRUNCATE(${a}, 0)` : `TRUNC(${a})`;
    case 'LENGTH':
      return d === 'mysql' ? `CHAR_LENGTH(${a})` : `LENGTH(${a})`;
    case 'SUBSTRING':
      return args.length === 3 ? `SUBSTRING(${a}, ${b}, ${c})` : `SUBSTRING(${a}, ${b})`;
    case 'NOW':
      return d === 'duckdb' ? 'CAST(NOW() AS TIMESTAMP)' : 'NOW()';
    case 'SECOND':
    case 'MINUTE':
    case 'HOUR':
    case 'DAY':
    case 'MONTH':
    case 'QUARTER':
    case 'YEAR':
      return extract(name, a, d);
    case 'DAY_OF_MONTH':
      return extract('DAY', a, d);
    case 'WEEK':
      return d === 'mysql' ? `WEEK(${a}, 3)` : extract('WEEK', a, d);
    case 'DAY_OF_WEEK':
      return d === 'mysql' ? `DAYOFWEEK(${a})` : `(${extract('DOW', a, d)} + 1)`;
    case 'DAY_OF_YEAR':
      return d === 'mysql' ? `DAYOFYEAR(${a})` : extract('DOY', a, d);
    case 'IF':
      return `(CASE WHEN ${a} THEN ${b} ELSE ${c} END)`;
    default:
      return `${name}(${all})`;
  }
}
