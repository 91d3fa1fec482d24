/**
 * Typed errors of the chart package. The server maps every code to HTTP 422 (user mistakes in a chart
 * config); the client renders `errors.<code>` from packages/i18n with `params`.
 */
export const chartErrorCodes = [
  'CHART_UNKNOWN_TYPE',
  'CHART_CONFIG_INVALID',
  'CHART_CONFIG_TOO_NEW',
  'CHART_FIELD_NOT_IN_VIEW',
  'CHART_AGGREGATE_NOT_NUMERIC',
] as const;
export type ChartErrorCode = (typeof chartErrorCodes)[number];

export type ChartErrorParams = Record<string, string | number>;

export class ChartError extends Error {
  readonly code: ChartErrorCode;
  readonly params: ChartErrorParams;

  constructor(code: ChartErrorCode, params: ChartErrorParams = {}, message?: string) {
    super(message ?? `${code} ${JSON.stringify(params)}`);
    this.name = 'ChartError';
    this.code = code;
    this.params = params;
  }
}

export function isChartError(error: unknown): error is ChartError {
  return error instanceof ChartError;
}

/** Every chart error is a user mistake in the config: 422. */
export const chartErrorHttpStatus: Record<ChartErrorCode, 422> = {
  CHART_UNKNOWN_TYPE: 422,
  CHART_CONFIG_INVALID: 422,
  CHART_CONFIG_TOO_NEW: 422,
  CHART_FIELD_NOT_IN_VIEW: 422,
  CHART_AGGREGATE_NOT_NUMERIC: 422,
};
