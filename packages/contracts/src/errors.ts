import { z } from 'zod';

export const ErrorCode = {
  VALIDATION_FAILED: 'VALIDATION_FAILED',
  UNAUTHORIZED: 'UNAUTHORIZED',
  NOT_FOUND: 'NOT_FOUND',
  FREE_LIMIT_REACHED: 'FREE_LIMIT_REACHED',
  PREMIUM_REQUIRED: 'PREMIUM_REQUIRED',
  DICE_LIMIT_REACHED: 'DICE_LIMIT_REACHED',
  NOT_READY: 'NOT_READY',
  FILE_TOO_LARGE: 'FILE_TOO_LARGE',
  REQUEST_TOO_LARGE: 'REQUEST_TOO_LARGE',
  HEADERS_TOO_LARGE: 'HEADERS_TOO_LARGE',
  REQUEST_TIMEOUT: 'REQUEST_TIMEOUT',
  UNSUPPORTED_IMAGE: 'UNSUPPORTED_IMAGE',
  RATE_LIMITED: 'RATE_LIMITED',
  STORE_UNAVAILABLE: 'STORE_UNAVAILABLE',
  INTERNAL: 'INTERNAL',
} as const;

export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];

export const errorCodeSchema = z.enum(ErrorCode);

/** The HTTP status the server answers with for each code. */
export const errorStatus = {
  VALIDATION_FAILED: 400,
  UNAUTHORIZED: 401,
  PREMIUM_REQUIRED: 402,
  FREE_LIMIT_REACHED: 402,
  NOT_FOUND: 404,
  REQUEST_TIMEOUT: 408,
  NOT_READY: 409,
  FILE_TOO_LARGE: 413,
  REQUEST_TOO_LARGE: 413,
  UNSUPPORTED_IMAGE: 415,
  DICE_LIMIT_REACHED: 429,
  RATE_LIMITED: 429,
  HEADERS_TOO_LARGE: 431,
  INTERNAL: 500,
  STORE_UNAVAILABLE: 503,
} as const satisfies Record<ErrorCode, number>;

export const errorBodySchema = z.object({
  error: z.object({
    code: errorCodeSchema,
    message: z.string(),
  }),
});
