export { noMetrics, type JobEvent, type Metrics } from './metrics';
