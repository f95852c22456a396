/*
 * Tensor layout changes between TFLite (NHWC activations, OHWI weights) and ONNX (NCHW, OIHW). All pure
 * functions over row-major Float32Arrays.
 */

/** Permutes the axes of a row-major tensor: out.shape[i] = shape[perm[i]]. */
export function transposeTensor(
  data: Float32Array,
  shape: readonly number[],
  perm: readonly number[],
): { data: Float32Array; shape: number[] } {
  const rank = shape.length;
  if (perm.length !== rank || [...perm].sort((a, b) => a - b).some((p, i) => p !== i)) {
    throw new RangeError(`perm [${perm}] is not a permutation of ${rank} axes`);
  }
  const count = shape.reduce((a, b) => a * b, 1);
  if (count !== data.length) throw new RangeError(`${data.length} values for shape [${shape}]`);
  const outShape = perm.map((p) => shape[p]);
  const inStrides = new Array<number>(rank);
  for (let i = rank - 1, s = 1; i >= 0; i--) {
    inStrides[i] = s;
    s *= shape[i];
  }
  // Stride in the input for a step along each output axis.
  const stepStrides = perm.map((p) => inStrides[p]);
  const out = new Float32Array(count);
  const index = new Array<number>(rank).fill(0);
  let source = 0;
  for (let o = 0; o < count; o++) {
    out[o] = data[source];
    for (let axis = rank - 1; axis >= 0; axis--) {
      index[axis]++;
      source += stepStrides[axis];
      if (index[axis] < outShape[axis]) break;
      source -= stepStrides[axis] * outShape[axis];
      index[axis] = 0;
    }
  }
  return { data: out, shape: outShape };
}

/** NHWC → NCHW as a permutation: out axis i takes input axis NHWC_TO_NCHW[i]. */
export const NHWC_TO_NCHW = [0, 3, 1, 2] as const;

/** NCHW → NHWC, the inverse permutation. */
export const NCHW_TO_NHWC = [0, 2, 3, 1] as const;

/** TFLite CONV_2D weights [O, kh, kw, I] → ONNX Conv [O, I, kh, kw]. */
export const OHWI_TO_OIHW = [0, 3, 1, 2] as const;

/**
 * TFLite DEPTHWISE_CONV_2D weights [1, kh, kw, C·M] → ONNX grouped Conv [C·M, 1, kh, kw], and
 * MediaPipe's transposed-conv weights [O, kh, kw, I] → ONNX ConvTranspose [I, O, kh, kw]: the same move of
 * the last axis to the front.
 */
export const LAST_AXIS_FIRST = [3, 0, 1, 2] as const;

/** Maps an NHWC axis (negative counts from the end) to the same axis in NCHW. */
export function nhwcAxisToNchw(axis: number): number {
  const normalized = axis < 0 ? axis + 4 : axis;
  if (!Number.isInteger(normalized) || normalized < 0 || normalized > 3) {
    throw new RangeError(`axis ${axis} is out of range for a 4-D tensor`);
  }
  return [0, 2, 3, 1][normalized];
}

/**
 * Re-lays a constant that broadcasts against an NHWC activation (a PReLU alpha [1, 1, C], an Add operand)
 * so that it broadcasts the same way against the NCHW activation: right-align it to 4-D, move channels to
 * axis 1, then drop the leading 1s ([1, 1, C] → [C, 1, 1]).
 */
export function nhwcBroadcastToNchw(
  data: Float32Array,
  shape: readonly number[],
): { data: Float32Array; shape: number[] } {
  if (shape.length > 4) throw new RangeError(`cannot broadcast a rank-${shape.length} constant against NHWC`);
  const padded = [...new Array<number>(4 - shape.length).fill(1), ...shape];
  const moved = transposeTensor(data, padded, NHWC_TO_NCHW);
  let start = 0;
  while (start < moved.shape.length - 1 && moved.shape[start] === 1) start++;
  return { data: moved.data, shape: moved.shape.slice(start) };
}
