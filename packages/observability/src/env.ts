import { z } from 'zod';

/**
 * The settings both apps read for metrics and traces (each app's env.ts spreads them into its schema).
 * `METRICS_PORT` 0 turns the listener off; the worker defaults to another port than the server so that
 * both can run on one host with the defaults.
 */
export const observabilityEnv = (defaultMetricsPort: number) => ({
  /** Port of the /metrics listener (Prometheus); 0 = no listener. */
  METRICS_PORT: z.coerce.number().int().min(0).max(65535).default(defaultMetricsPort),
  /** Interface of the /metrics listener: loopback by default, so it is not open to the world. */
  METRICS_HOST: z.string().min(1).default('127.0.0.1'),
  /** OTLP/HTTP collector base URL (…:4318); set, traces are sent there; unset, OpenTelemetry is not loaded. */
  OTEL_EXPORTER_OTLP_ENDPOINT: z
    .string()
    .trim()
    .optional()
    .transform((v) => v || undefined)
    .pipe(
      z
        .string()
        .url({ error: 'OTEL_EXPORTER_OTLP_ENDPOINT must be a URL such as http://collector:4318' })
        .optional(),
    ),
});
