export { createMetrics, type AppMetrics } from './metrics';
export { httpMetrics } from './http-metrics';
export { serveMetrics, type MetricsServer } from './metrics-server';
export { watchServices } from './service-gauges';
export { createReadiness, type Readiness, type ReadinessOptions, type RedisProbe } from './readiness';
export { mountHealth } from './health-routes';
export { startTracing, type Tracing } from './tracing';
export { startMetricsListener } from './metrics-listener';
