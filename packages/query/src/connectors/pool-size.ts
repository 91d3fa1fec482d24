import { QueryError } from '../errors';

export const DEFAULT_POOL_SIZE = 10;
export const MAX_POOL_SIZE = 100;

/**
 * Connections a JDBC source may hold open: `poolSize` in the source config, or in its `properties`
 * (Datart keeps driver settings there). A whole number 1..100; default 10.
 */
export function poolSizeOf(config: unknown): number {
  const cfg = (typeof config === 'object' && config !== null ? config : {}) as {
    poolSize?: unknown;
    properties?: unknown;
  };
  const props = (typeof cfg.properties === 'object' && cfg.properties !== null ? cfg.properties : {}) as {
    poolSize?: unknown;
  };
  const raw = cfg.poolSize ?? props.poolSize;
  if (raw === undefined || raw === null || raw === '') return DEFAULT_POOL_SIZE;
  const n =
    typeof raw === 'number'
      ? raw
      : typeof raw === 'string' && /^\s*\d+\s*$/.test(raw)
        ? Number(raw)
        : Number.NaN;
  if (!Number.isInteger(n) || n < 1 || n > MAX_POOL_SIZE) {
    throw new QueryError(
      'SOURCE_CONFIG_INVALID',
      `The pool size must be a whole number from 1 to ${MAX_POOL_SIZE}`,
      { min: 1, max: MAX_POOL_SIZE },
    );
  }
  return n;
}
