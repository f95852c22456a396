export { createRenderPool, type RenderPool, type RenderPoolOptions } from './render-pool';
export { RenderEngineError, RenderTimeoutError, UnknownShadeError } from './render-errors';
export type {
  AnalyseRequest,
  AnalyseResult,
  MeasureRequest,
  MeasureResult,
  RenderRequest,
  RenderResult,
} from './render-tasks';
