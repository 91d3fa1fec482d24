import type { MiddlewareHandler } from 'hono';

export interface Tracing {
  /** Opens a span per request (route template as its name) and closes it with the status. */
  middleware: MiddlewareHandler;
  /** Sends the spans still buffered (tests, and before exit). */
  flush(): Promise<void>;
  shutdown(): Promise<void>;
}

/**
 * OpenTelemetry traces over OTLP/HTTP when an endpoint is set (OTEL_EXPORTER_OTLP_ENDPOINT, the
 * collector's base URL); otherwise null, and none of the OpenTelemetry SDK is even loaded: the imports
 * are dynamic, so a server without the setting carries none of it.
 */
export async function startTracing(opts: {
  endpoint: string | undefined;
  serviceName: string;
  version?: string;
}): Promise<Tracing | null> {
  if (!opts.endpoint) return null;
  const [
    { NodeTracerProvider, BatchSpanProcessor },
    { OTLPTraceExporter },
    { httpInstrumentationMiddleware },
  ] = await Promise.all([
    import('@opentelemetry/sdk-trace-node'),
    import('@opentelemetry/exporter-trace-otlp-http'),
    import('@hono/otel'),
  ]);
  const exporter = new OTLPTraceExporter({ url: `${opts.endpoint.replace(/\/$/, '')}/v1/traces` });
  const provider = new NodeTracerProvider({ spanProcessors: [new BatchSpanProcessor(exporter)] });
  // Global, so that libraries with OpenTelemetry support add their spans under the request's.
  provider.register();
  return {
    middleware: httpInstrumentationMiddleware({
      tracerProvider: provider,
      serviceName: opts.serviceName,
      serviceVersion: opts.version,
    }),
    flush: () => provider.forceFlush(),
    shutdown: () => provider.shutdown(),
  };
}
