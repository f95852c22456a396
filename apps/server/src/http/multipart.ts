import type { MultipartFile, MultipartValue } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { AppError, FileTooLargeError, ValidationError } from '../services/errors';
import { MAX_UPLOAD_BYTES, MAX_UPLOAD_TEXT } from '../services/limits';

export const FILE_TOO_LARGE_MESSAGE = `File too large: the maximum is ${MAX_UPLOAD_TEXT}`;

/** What a form may hold: one file and a few short fields (the upload endpoint's three, with room to spare). */
export const MULTIPART_LIMITS = {
  fileSize: MAX_UPLOAD_BYTES,
  files: 1,
  fields: 10,
  fieldSize: 4096,
  parts: 12,
};

/**
 * A form with more files, fields or parts than MULTIPART_LIMITS allows is malformed for us, not too large:
 * @fastify/multipart says 413, which a client would read as "send a smaller photo".
 */
const FORM_LIMIT_MESSAGES: Record<string, string> = {
  FST_FILES_LIMIT: 'body: only one file may be sent',
  FST_FIELDS_LIMIT: `body: at most ${MULTIPART_LIMITS.fields} fields are allowed`,
  FST_PARTS_LIMIT: `body: at most ${MULTIPART_LIMITS.parts} parts are allowed`,
};

/**
 * What a multipart read failed with, as the client's error: busboy throws plain errors for a body it cannot
 * parse (no or a bad boundary, a missing closing delimiter, garbage), which are the client's mistake and
 * get a 400; @fastify/multipart's own errors carry their 4xx status already.
 */
function asClientError(error: unknown): unknown {
  if (error instanceof AppError) return error;
  const { code, statusCode } = error as { code?: unknown; statusCode?: unknown };
  if (code === 'FST_REQ_FILE_TOO_LARGE') return new FileTooLargeError(FILE_TOO_LARGE_MESSAGE);
  const formLimit = typeof code === 'string' ? FORM_LIMIT_MESSAGES[code] : undefined;
  if (formLimit !== undefined) return new ValidationError(formLimit);
  if (typeof statusCode === 'number' && statusCode >= 400 && statusCode < 500) return error;
  const reason = error instanceof Error ? error.message : String(error);
  return new ValidationError(`body: not a well-formed multipart/form-data body (${reason})`);
}

/**
 * A file part's bytes, refusing a file cut at the size limit. busboy marks such a file `truncated` and ends
 * it, and @fastify/multipart only throws when it notices that mid-read: a file whose cut falls on the last
 * chunk read would pass as a whole, shorter photo (seen with fetch's FormData).
 */
async function fileBytes(part: MultipartFile): Promise<Uint8Array> {
  const bytes = await part.toBuffer();
  if (part.file.truncated) throw new FileTooLargeError(FILE_TOO_LARGE_MESSAGE);
  return bytes;
}

/** RFC 2046 §5.1.1: a boundary has 1 to 70 characters; browsers, fetch and curl use about 40. */
const MAX_BOUNDARY_LENGTH = 70;

function checkBoundary(contentType: string | undefined): void {
  const boundary = /;\s*boundary=(?:"([^"]*)"|([^;]*))/i.exec(contentType ?? '');
  const value = boundary?.[1] ?? boundary?.[2]?.trim();
  if (value !== undefined && value.length > MAX_BOUNDARY_LENGTH) {
    throw new ValidationError(
      `body: the multipart boundary is ${value.length} characters long; at most ${MAX_BOUNDARY_LENGTH} are allowed`,
    );
  }
}

export interface MultipartForm {
  /** The first file of each field name. */
  files: Map<string, Uint8Array>;
  fields: Map<string, string>;
}

/**
 * Reads a whole multipart/form-data body (the parser's limits bound it: one file of 10 MB, a few short
 * fields). Every failure is a client error: 400 for a malformed body (too many parts included), 413 for a
 * file over the size limit.
 */
export async function readMultipartForm(request: FastifyRequest): Promise<MultipartForm> {
  if (!request.isMultipart()) throw new ValidationError('body: a multipart/form-data upload is required');
  checkBoundary(request.headers['content-type']);
  const form: MultipartForm = { files: new Map(), fields: new Map() };
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const bytes = await fileBytes(part);
        if (!form.files.has(part.fieldname)) form.files.set(part.fieldname, bytes);
      } else if (typeof (part as MultipartValue).value === 'string') {
        form.fields.set(part.fieldname, (part as MultipartValue<string>).value);
      }
    }
  } catch (error) {
    throw asClientError(error);
  }
  return form;
}
