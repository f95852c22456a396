import type { PoolParams } from './custom-options';

/*
 * TFLite's SAME padding made explicit for ONNX. TFLite pads so that out = ceil(in / stride) and puts the
 * odd pixel, if any, after the data: the smaller half goes first. ONNX wants the pads written out.
 */

/** [before, after] padding of one spatial axis for TFLite SAME. */
export function samePadding(inSize: number, kernel: number, stride: number, dilation = 1): [number, number] {
  const effectiveKernel = (kernel - 1) * dilation + 1;
  const outSize = Math.ceil(inSize / stride);
  const total = Math.max(0, (outSize - 1) * stride + effectiveKernel - inSize);
  const before = Math.floor(total / 2);
  return [before, total - before];
}

/** ONNX `pads` for a 2-D op: [h_begin, w_begin, h_end, w_end]. */
export function onnxPads(height: readonly [number, number], width: readonly [number, number]): number[] {
  return [height[0], width[0], height[1], width[1]];
}

/** Output size of an ONNX Conv/MaxPool along one axis (floor rounding, the default). */
export function convOutputSize(
  inSize: number,
  kernel: number,
  stride: number,
  pads: readonly [number, number],
  dilation = 1,
): number {
  return Math.floor((inSize + pads[0] + pads[1] - ((kernel - 1) * dilation + 1)) / stride) + 1;
}

/** Output size of an ONNX ConvTranspose/MaxUnpool along one axis, without output_padding. */
export function transposedOutputSize(
  inSize: number,
  kernel: number,
  stride: number,
  pads: readonly [number, number],
): number {
  return (inSize - 1) * stride + kernel - pads[0] - pads[1];
}

/** A 2-D window op's geometry as ONNX writes it. */
export interface Layout2D {
  kernelShape: [number, number];
  strides: [number, number];
  pads: number[];
}

/** The ONNX geometry of a TFLite pool (builtin, or MediaPipe's MaxPoolingWithArgmax2D). */
export function poolLayout(params: PoolParams, inH: number, inW: number): Layout2D {
  const pads =
    params.padding === 'same'
      ? onnxPads(
          samePadding(inH, params.filterH, params.strideH),
          samePadding(inW, params.filterW, params.strideW),
        )
      : [0, 0, 0, 0];
  return { kernelShape: [params.filterH, params.filterW], strides: [params.strideH, params.strideW], pads };
}
