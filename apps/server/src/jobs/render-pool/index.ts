export { createRenderPool, type RenderPool, type RenderPoolOptions } from './render-pool';
export {
  failureReason,
  isPermanentRenderError,
  MissingSourceError,
  RenderEngineError,
  RenderTimeoutError,
  UnknownShadeError,
} from './render-errors';
export type {
  AnalyseRequest,
  AnalyseResult,
  CorrectRequest,
  CorrectResult,
  MeasureRequest,
  MeasureResult,
  RenderRequest,
  RenderResult,
} from './render-tasks';
