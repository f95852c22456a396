import type { ErrorCode } from '@hairhue/contracts';

/**
 * A failure the client caused or may act on. Services throw these; the HTTP layer turns them into
 * `{ error: { code, message } }` with the code's status. Anything else is a 500 that never leaks details.
 */
export class AppError extends Error {
  override readonly name: string = 'AppError';
  /** Sent as Retry-After: the client may ask again after this many seconds. */
  readonly retryAfterSeconds?: number;

  constructor(
    readonly code: ErrorCode,
    message: string,
  ) {
    super(message);
  }
}

export class ValidationError extends AppError {
  override readonly name = 'ValidationError';

  constructor(message: string) {
    super('VALIDATION_FAILED', message);
  }
}

export class UnauthorizedError extends AppError {
  override readonly name = 'UnauthorizedError';

  constructor(message = 'Missing or unknown bearer token') {
    super('UNAUTHORIZED', message);
  }
}

/** Also what a device gets for another device's things: their existence is not revealed. */
export class NotFoundError extends AppError {
  override readonly name = 'NotFoundError';

  constructor(what: string) {
    super('NOT_FOUND', `${what} not found`);
  }
}

/** FREE_LIMIT_REACHED or DICE_LIMIT_REACHED. */
export class LimitReachedError extends AppError {
  override readonly name = 'LimitReachedError';
}

export class PremiumRequiredError extends AppError {
  override readonly name = 'PremiumRequiredError';

  constructor(message: string) {
    super('PREMIUM_REQUIRED', message);
  }
}

/** Asked too early: what was asked for is still being made. */
export class NotReadyError extends AppError {
  override readonly name = 'NotReadyError';

  constructor(
    message: string,
    override readonly retryAfterSeconds?: number,
  ) {
    super('NOT_READY', message);
  }
}

export class FileTooLargeError extends AppError {
  override readonly name = 'FileTooLargeError';

  constructor(message: string) {
    super('FILE_TOO_LARGE', message);
  }
}

/** A request within the body size limit that still asks for more than a call allows (413). */
export class RequestTooLargeError extends AppError {
  override readonly name = 'RequestTooLargeError';

  constructor(message: string) {
    super('REQUEST_TOO_LARGE', message);
  }
}

/** Request headers past a limit: over 16 KB (refused by Node itself) or too many lines (431). */
export class HeadersTooLargeError extends AppError {
  override readonly name = 'HeadersTooLargeError';

  constructor(message: string) {
    super('HEADERS_TOO_LARGE', message);
  }
}

export class UnsupportedImageError extends AppError {
  override readonly name = 'UnsupportedImageError';

  constructor(message: string) {
    super('UNSUPPORTED_IMAGE', message);
  }
}
