import { ModelFormatError } from './errors';

/*
 * MediaPipe's custom TFLite ops keep their parameters in `custom_options` as the raw C structs of the
 * TFLite C API (little-endian int32 fields), not as flexbuffers. Their padding field uses the C enum
 * TfLitePadding (1 = SAME, 2 = VALID), which differs from the schema's Padding enum (0 = SAME, 1 = VALID).
 */

export type PaddingMode = 'same' | 'valid';

/** TfLitePoolParams, used by MaxPoolingWithArgmax2D and MaxUnpooling2D. */
export interface PoolParams {
  padding: PaddingMode;
  strideW: number;
  strideH: number;
  filterW: number;
  filterH: number;
  activation: number;
}

/** TfLiteTransposeConvParams, used by Convolution2DTransposeBias. */
export interface TransposeConvParams {
  padding: PaddingMode;
  strideW: number;
  strideH: number;
}

function int32Fields(bytes: Uint8Array | undefined, count: number, op: string): number[] {
  if (!bytes || bytes.byteLength < count * 4) {
    throw new ModelFormatError(
      `${op}: custom_options hold ${bytes?.byteLength ?? 0} bytes, need ${count * 4}`,
    );
  }
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return Array.from({ length: count }, (_, i) => view.getInt32(i * 4, true));
}

function paddingMode(value: number, op: string): PaddingMode {
  if (value === 1) return 'same';
  if (value === 2) return 'valid';
  throw new ModelFormatError(`${op}: unknown padding ${value}`);
}

function positive(values: number[], op: string): void {
  if (values.some((v) => !(v > 0))) throw new ModelFormatError(`${op}: strides and sizes must be positive`);
}

export function readPoolParams(bytes: Uint8Array | undefined, op: string): PoolParams {
  const [padding, strideW, strideH, filterW, filterH, activation] = int32Fields(bytes, 6, op);
  positive([strideW, strideH, filterW, filterH], op);
  return { padding: paddingMode(padding, op), strideW, strideH, filterW, filterH, activation };
}

export function readTransposeConvParams(bytes: Uint8Array | undefined, op: string): TransposeConvParams {
  const [padding, strideW, strideH] = int32Fields(bytes, 3, op);
  positive([strideW, strideH], op);
  return { padding: paddingMode(padding, op), strideW, strideH };
}
