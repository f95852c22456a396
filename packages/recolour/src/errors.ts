/**
 * Every failure the engine reports on purpose is a HairEngineError with a stable `code`, so callers (the
 * server, the CLI) can map it to a clear message without parsing text. Modules add their own subclasses.
 */
export abstract class HairEngineError extends Error {
  abstract readonly code: string;

  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = new.target.name;
  }
}
