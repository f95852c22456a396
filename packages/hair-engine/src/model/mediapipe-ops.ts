import { readPoolParams, readTransposeConvParams } from './custom-options';
import { ModelFormatError } from './errors';
import { LAST_AXIS_FIRST } from './layout';
import type { OnnxGraphBuilder, IntAttributes } from './onnx-writer';
import { onnxPads, poolLayout, samePadding, transposedOutputSize, type Layout2D } from './padding';
import { Activation, type TfliteOperator, type TfliteTensor } from './tflite-reader';

/*
 * MediaPipe's three custom TFLite operators (the hair network's encoder-decoder), in ONNX: a max pool that
 * also gives the position of each maximum, the unpool that puts values back at those positions, and a
 * transposed convolution with its bias.
 */

/** What the custom operators need of the converter: its graph, and how it checks, names and emits tensors. */
export interface OpEmitter {
  readonly graph: OnnxGraphBuilder;
  /** Each MaxPool's indices output (by name) with its geometry, for the MaxUnpool that undoes it. */
  readonly poolIndices: Map<string, Layout2D>;
  tensor(index: number | undefined): TfliteTensor;
  activationShape(index: number | undefined): number[];
  assertActivation(index: number | undefined): void;
  valueName(index: number | undefined): string;
  constant(prefix: string, index: number | undefined, perm?: readonly number[]): string;
  emit(
    op: TfliteOperator,
    opType: string,
    inputs: string[],
    activation: number,
    attributes?: IntAttributes,
  ): void;
  activationOutput(tensor: number, activation: number): string;
  addActivation(tensor: number, activation: number): void;
  /** Notes a MaxUnpool given its output shape as a constant (which fixes the graph's size). */
  fixUnpoolShape(): void;
}

export function maxPoolWithArgmax(converter: OpEmitter, op: TfliteOperator): void {
  const params = readPoolParams(op.customOptions, 'MaxPoolingWithArgmax2D');
  const [x] = op.inputs;
  const [values, indices] = op.outputs;
  if (values === undefined || indices === undefined) {
    throw new ModelFormatError('MaxPoolingWithArgmax2D needs two outputs (values, indices)');
  }
  const [, inH, inW] = converter.activationShape(x);
  converter.assertActivation(values);
  const layout = poolLayout(params, inH, inW);
  const indicesName = converter.valueName(indices);
  converter.graph.addNode({
    opType: 'MaxPool',
    inputs: [converter.valueName(x)],
    outputs: [converter.activationOutput(values, params.activation), indicesName],
    attributes: { kernel_shape: layout.kernelShape, pads: layout.pads, strides: layout.strides },
  });
  converter.addActivation(values, params.activation);
  converter.poolIndices.set(indicesName, layout);
}

export function maxUnpool(converter: OpEmitter, op: TfliteOperator): void {
  const params = readPoolParams(op.customOptions, 'MaxUnpooling2D');
  const [x, indices] = op.inputs;
  const [, inH, inW, inC] = converter.activationShape(x);
  const [n, outH, outW] = converter.activationShape(op.outputs[0]);
  // ONNX indices are flat positions in the pool's input, so the unpool must undo that pool's geometry.
  const pool = converter.poolIndices.get(converter.valueName(indices));
  if (!pool) throw new ModelFormatError('MaxUnpooling2D indices do not come from a MaxPoolingWithArgmax2D');
  if (pool.kernelShape[0] !== params.filterH || pool.kernelShape[1] !== params.filterW) {
    throw new ModelFormatError('MaxUnpooling2D kernel does not match its MaxPoolingWithArgmax2D');
  }
  const inputs = [converter.valueName(x), converter.valueName(indices)];
  const defaultH = transposedOutputSize(inH, pool.kernelShape[0], pool.strides[0], [
    pool.pads[0],
    pool.pads[2],
  ]);
  const defaultW = transposedOutputSize(inW, pool.kernelShape[1], pool.strides[1], [
    pool.pads[1],
    pool.pads[3],
  ]);
  if (defaultH !== outH || defaultW !== outW) {
    const shapeName = `shape_${op.outputs[0]}`;
    converter.graph.addInitializer(shapeName, [4], BigInt64Array.from([n, inC, outH, outW].map(BigInt)));
    inputs.push(shapeName);
    converter.fixUnpoolShape();
  }
  converter.emit(op, 'MaxUnpool', inputs, params.activation, {
    kernel_shape: pool.kernelShape,
    pads: pool.pads,
    strides: pool.strides,
  });
}

export function transposeConvBias(converter: OpEmitter, op: TfliteOperator): void {
  const params = readTransposeConvParams(op.customOptions, 'Convolution2DTransposeBias');
  const [x, weights, bias] = op.inputs;
  const [, inH, inW] = converter.activationShape(x);
  const [, outH, outW] = converter.activationShape(op.outputs[0]);
  const weightShape = converter.tensor(weights).shape;
  if (weightShape.length !== 4) throw new ModelFormatError('Transposed convolution weights must be 4-D');
  const [, kh, kw] = weightShape;
  // SAME for a transposed conv is the SAME padding of the forward conv that maps the output back onto
  // the input, so it is computed from the output size.
  const padH =
    params.padding === 'same' ? samePadding(outH, kh, params.strideH) : ([0, 0] as [number, number]);
  const padW =
    params.padding === 'same' ? samePadding(outW, kw, params.strideW) : ([0, 0] as [number, number]);
  if (
    transposedOutputSize(inH, kh, params.strideH, padH) !== outH ||
    transposedOutputSize(inW, kw, params.strideW, padW) !== outW
  ) {
    throw new ModelFormatError(`Convolution2DTransposeBias output ${outH}×${outW} cannot be matched in ONNX`);
  }
  const inputs = [converter.valueName(x), converter.constant('w', weights, LAST_AXIS_FIRST)];
  if (bias !== undefined && bias >= 0) inputs.push(converter.constant('b', bias));
  converter.emit(op, 'ConvTranspose', inputs, Activation.NONE, {
    kernel_shape: [kh, kw],
    pads: onnxPads(padH, padW),
    strides: [params.strideH, params.strideW],
  });
}
