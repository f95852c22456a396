export { decodePlanePng, encodeJpeg, encodePlanePng, encodePng } from './encode';
export { exifImageDescription, readImageDescription } from './exif';
export {
  ACCEPTED_FORMATS_TEXT,
  CorruptImageError,
  EmptyImageError,
  FileTooLargeError,
  ImageTooLargeError,
  TruncatedImageError,
  UnsupportedImageError,
  type ImageIntakeError,
} from './errors';
export {
  DEFAULT_JPEG_QUALITY,
  DEFAULT_MAX_INPUT_PIXELS,
  DEFAULT_MAX_LONG_SIDE,
  decodePhoto,
  normalisePhoto,
  type DecodedPhoto,
  type IntakeOptions,
  type NormaliseOptions,
  type NormalisedPhoto,
  type PhotoFormat,
} from './intake';
export type { FloatPlane, RgbImage } from '@hairhue/recolour';
