export { createMetrics, type Metrics, type RenderKind, type RenderOutcome } from './registry';
export { edgeAnswerObserver, installHttpMetrics, type HttpMetricsOptions } from './http';
export { startMetricsServer, type MetricsServer } from './server';
export { queueReader } from './queue';
