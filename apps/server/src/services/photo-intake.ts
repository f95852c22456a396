import {
  CorruptImageError,
  EmptyImageError,
  FileTooLargeError as EngineFileTooLargeError,
  ImageTooLargeError,
  normalisePhoto,
  TruncatedImageError,
  UnsupportedImageError as EngineUnsupportedImageError,
  type NormalisedPhoto,
} from '@hairhue/hair-engine';
import { FileTooLargeError, UnsupportedImageError, ValidationError } from './errors';
import { MAX_UPLOAD_BYTES } from './limits';

/**
 * Checks an upload by its content and re-encodes it for storage: upright, ≤ 2048 px, no EXIF or GPS.
 * The engine's intake errors become the API's.
 */
export async function intakePhoto(bytes: Uint8Array): Promise<NormalisedPhoto> {
  try {
    return await normalisePhoto(bytes, { maxBytes: MAX_UPLOAD_BYTES });
  } catch (error) {
    if (error instanceof EngineFileTooLargeError || error instanceof ImageTooLargeError) {
      throw new FileTooLargeError(error.message);
    }
    if (error instanceof EngineUnsupportedImageError || error instanceof EmptyImageError) {
      throw new UnsupportedImageError(error.message);
    }
    if (error instanceof TruncatedImageError || error instanceof CorruptImageError) {
      throw new ValidationError(error.message);
    }
    throw error;
  }
}
