import { readPoolParams, readTransposeConvParams, type PoolParams } from './custom-options';
import { ModelFormatError } from './errors';
import {
  LAST_AXIS_FIRST,
  NHWC_TO_NCHW,
  OHWI_TO_OIHW,
  nhwcAxisToNchw,
  nhwcBroadcastToNchw,
  transposeTensor,
} from './layout';
import type { OnnxModelProto } from './onnx-proto';
import { OnnxGraphBuilder, encodeOnnxModel, type IntAttributes } from './onnx-writer';
import { onnxPads, samePadding, transposedOutputSize } from './padding';
import {
  Activation,
  BuiltinOperator,
  SchemaPadding,
  TensorType,
  readFloat32Buffer,
  readTflite,
  type BuiltinOptions,
  type TfliteModel,
  type TfliteOperator,
  type TfliteSubgraph,
} from './tflite-reader';

/*
 * TFLite → ONNX for MediaPipe's hair segmentation network. The graph is re-expressed op for op in NCHW:
 * a Transpose after the NHWC input, every NHWC activation becomes NCHW, constants are re-laid once at
 * conversion time, and a Softmax over channels closes the graph (the TFLite model ends in logits).
 */

/** Name of the ONNX graph input: float32 [1, 512, 512, 4] NHWC (RGB in [0,1], previous mask). */
export const ONNX_INPUT_NAME = 'input';
/** Name of the ONNX graph output: float32 [1, 2, 512, 512] NCHW, softmaxed; channel 1 is hair. */
export const ONNX_OUTPUT_NAME = 'mask';

const PRODUCER_NAME = 'hairhue-tflite2onnx';
const PRODUCER_VERSION = '1.0.0';

interface Layout2D {
  kernelShape: [number, number];
  strides: [number, number];
  pads: number[];
}

class Converter {
  private readonly graph: OnnxGraphBuilder;
  private readonly constants = new Map<string, string>();
  /** Indices outputs of the MaxPools emitted so far, with their geometry, for the matching MaxUnpool. */
  private readonly poolIndices = new Map<string, Layout2D>();

  constructor(
    private readonly model: TfliteModel,
    private readonly subgraph: TfliteSubgraph,
  ) {
    this.graph = new OnnxGraphBuilder(subgraph.name || 'tflite_graph');
  }

  run(docString: string): OnnxModelProto {
    const { inputs, outputs } = this.subgraph;
    if (inputs.length !== 1 || outputs.length !== 1) {
      throw new ModelFormatError(`Expected 1 input and 1 output, got ${inputs.length} and ${outputs.length}`);
    }
    const inputShape = this.activationShape(inputs[0]);
    this.graph.addFloatInput(ONNX_INPUT_NAME, inputShape);
    this.graph.addNode({
      opType: 'Transpose',
      inputs: [ONNX_INPUT_NAME],
      outputs: [this.valueName(inputs[0])],
      attributes: { perm: NHWC_TO_NCHW },
    });

    this.subgraph.operators.forEach((op) => this.convertOperator(op));

    const [n, h, w, c] = this.activationShape(outputs[0]);
    this.graph.addNode({
      opType: 'Softmax',
      inputs: [this.valueName(outputs[0])],
      outputs: [ONNX_OUTPUT_NAME],
      attributes: { axis: 1 },
    });
    this.graph.addFloatOutput(ONNX_OUTPUT_NAME, [n, c, h, w]);
    return this.graph.toModel({ producerName: PRODUCER_NAME, producerVersion: PRODUCER_VERSION, docString });
  }

  private convertOperator(op: TfliteOperator): void {
    const code = this.model.operatorCodes[op.opcodeIndex];
    if (!code) throw new ModelFormatError(`Operator refers to missing opcode ${op.opcodeIndex}`);
    if (code.builtinCode === BuiltinOperator.CUSTOM) {
      switch (code.customCode) {
        case 'MaxPoolingWithArgmax2D':
          return this.maxPoolWithArgmax(op);
        case 'MaxUnpooling2D':
          return this.maxUnpool(op);
        case 'Convolution2DTransposeBias':
          return this.transposeConvBias(op);
        default:
          throw new ModelFormatError(`Unsupported custom TFLite operator ${code.customCode ?? '(unnamed)'}`);
      }
    }
    switch (code.builtinCode) {
      case BuiltinOperator.CONV_2D:
        return this.conv(op, false);
      case BuiltinOperator.DEPTHWISE_CONV_2D:
        return this.conv(op, true);
      case BuiltinOperator.PRELU:
        return this.prelu(op);
      case BuiltinOperator.ADD:
        return this.add(op);
      case BuiltinOperator.CONCATENATION:
        return this.concatenation(op);
      default:
        throw new ModelFormatError(`Unsupported TFLite builtin operator ${code.builtinCode}`);
    }
  }

  private conv(op: TfliteOperator, depthwise: boolean): void {
    const options = this.options(op, depthwise ? 'depthwiseConv2d' : 'conv2d');
    const [x, weights, bias] = op.inputs;
    const [, inH, inW, inC] = this.activationShape(x);
    const weightShape = this.tensor(weights).shape;
    if (weightShape.length !== 4) throw new ModelFormatError('Convolution weights must be 4-D');
    const [, kh, kw, weightC] = weightShape;
    const group = depthwise ? inC : inC / weightC;
    if (!Number.isInteger(group))
      throw new ModelFormatError(`Conv input has ${inC} channels, weights ${weightC}`);
    const pads =
      options.padding === SchemaPadding.SAME
        ? onnxPads(
            samePadding(inH, kh, options.strideH, options.dilationH),
            samePadding(inW, kw, options.strideW, options.dilationW),
          )
        : [0, 0, 0, 0];
    const inputs = [
      this.valueName(x),
      this.constant('w', weights, depthwise ? LAST_AXIS_FIRST : OHWI_TO_OIHW),
    ];
    if (bias !== undefined && bias >= 0) inputs.push(this.constant('b', bias));
    this.emit(op, 'Conv', inputs, options.activation, {
      dilations: [options.dilationH, options.dilationW],
      group,
      kernel_shape: [kh, kw],
      pads,
      strides: [options.strideH, options.strideW],
    });
  }

  private prelu(op: TfliteOperator): void {
    const [x, alpha] = op.inputs;
    this.emit(op, 'PRelu', [this.valueName(x), this.broadcastConstant('alpha', alpha)], Activation.NONE);
  }

  private add(op: TfliteOperator): void {
    const options = this.options(op, 'add');
    const inputs = op.inputs.map((i) =>
      this.isConstant(i) ? this.broadcastConstant('c', i) : this.valueName(i),
    );
    this.emit(op, 'Add', inputs, options.activation);
  }

  private concatenation(op: TfliteOperator): void {
    const options = this.options(op, 'concatenation');
    op.inputs.forEach((i) => this.activationShape(i));
    this.emit(
      op,
      'Concat',
      op.inputs.map((i) => this.valueName(i)),
      options.activation,
      { axis: nhwcAxisToNchw(options.axis) },
    );
  }

  private maxPoolWithArgmax(op: TfliteOperator): void {
    const params = readPoolParams(op.customOptions, 'MaxPoolingWithArgmax2D');
    const [x] = op.inputs;
    const [values, indices] = op.outputs;
    if (values === undefined || indices === undefined) {
      throw new ModelFormatError('MaxPoolingWithArgmax2D needs two outputs (values, indices)');
    }
    const [, inH, inW] = this.activationShape(x);
    this.activationShape(values);
    const layout = poolLayout(params, inH, inW);
    const indicesName = this.valueName(indices);
    this.graph.addNode({
      opType: 'MaxPool',
      inputs: [this.valueName(x)],
      outputs: [this.activationOutput(values, params.activation), indicesName],
      attributes: { kernel_shape: layout.kernelShape, pads: layout.pads, strides: layout.strides },
    });
    this.addActivation(values, params.activation);
    this.poolIndices.set(indicesName, layout);
  }

  private maxUnpool(op: TfliteOperator): void {
    const params = readPoolParams(op.customOptions, 'MaxUnpooling2D');
    const [x, indices] = op.inputs;
    const [, inH, inW, inC] = this.activationShape(x);
    const [n, outH, outW] = this.activationShape(op.outputs[0]);
    // ONNX indices are flat positions in the pool's input, so the unpool must undo that pool's geometry.
    const pool = this.poolIndices.get(this.valueName(indices));
    if (!pool) throw new ModelFormatError('MaxUnpooling2D indices do not come from a MaxPoolingWithArgmax2D');
    if (pool.kernelShape[0] !== params.filterH || pool.kernelShape[1] !== params.filterW) {
      throw new ModelFormatError('MaxUnpooling2D kernel does not match its MaxPoolingWithArgmax2D');
    }
    const inputs = [this.valueName(x), this.valueName(indices)];
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
      this.graph.addInitializer(shapeName, [4], BigInt64Array.from([n, inC, outH, outW].map(BigInt)));
      inputs.push(shapeName);
    }
    this.emit(op, 'MaxUnpool', inputs, params.activation, {
      kernel_shape: pool.kernelShape,
      pads: pool.pads,
      strides: pool.strides,
    });
  }

  private transposeConvBias(op: TfliteOperator): void {
    const params = readTransposeConvParams(op.customOptions, 'Convolution2DTransposeBias');
    const [x, weights, bias] = op.inputs;
    const [, inH, inW] = this.activationShape(x);
    const [, outH, outW] = this.activationShape(op.outputs[0]);
    const weightShape = this.tensor(weights).shape;
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
      throw new ModelFormatError(
        `Convolution2DTransposeBias output ${outH}×${outW} cannot be matched in ONNX`,
      );
    }
    const inputs = [this.valueName(x), this.constant('w', weights, LAST_AXIS_FIRST)];
    if (bias !== undefined && bias >= 0) inputs.push(this.constant('b', bias));
    this.emit(op, 'ConvTranspose', inputs, Activation.NONE, {
      kernel_shape: [kh, kw],
      pads: onnxPads(padH, padW),
      strides: [params.strideH, params.strideW],
    });
  }

  /** Emits a single-output node, followed by its fused activation if there is one. */
  private emit(
    op: TfliteOperator,
    opType: string,
    inputs: string[],
    activation: number,
    attributes?: IntAttributes,
  ): void {
    const [output] = op.outputs;
    if (output === undefined || op.outputs.length !== 1)
      throw new ModelFormatError(`${opType}: expected 1 output`);
    this.activationShape(output);
    this.graph.addNode({ opType, inputs, outputs: [this.activationOutput(output, activation)], attributes });
    this.addActivation(output, activation);
  }

  private activationOutput(tensor: number, activation: number): string {
    return activation === Activation.NONE ? this.valueName(tensor) : `${this.valueName(tensor)}_preact`;
  }

  private addActivation(tensor: number, activation: number): void {
    if (activation === Activation.NONE) return;
    const name = this.valueName(tensor);
    const input = `${name}_preact`;
    switch (activation) {
      case Activation.RELU:
        return this.graph.addNode({ opType: 'Relu', inputs: [input], outputs: [name] });
      case Activation.TANH:
        return this.graph.addNode({ opType: 'Tanh', inputs: [input], outputs: [name] });
      case Activation.RELU6:
      case Activation.RELU_N1_TO_1: {
        const [low, high] = activation === Activation.RELU6 ? [0, 6] : [-1, 1];
        const min = this.scalar(`clip_min_${low}`, low);
        const max = this.scalar(`clip_max_${high}`, high);
        return this.graph.addNode({ opType: 'Clip', inputs: [input, min, max], outputs: [name] });
      }
      default:
        throw new ModelFormatError(`Unsupported fused activation ${activation}`);
    }
  }

  private scalar(name: string, value: number): string {
    if (!this.constants.has(name))
      this.constants.set(name, this.graph.addInitializer(name, [], Float32Array.of(value)));
    return name;
  }

  private options<K extends BuiltinOptions['kind']>(
    op: TfliteOperator,
    kind: K,
  ): Extract<BuiltinOptions, { kind: K }> {
    const options = op.builtinOptions;
    if (options?.kind !== kind) throw new ModelFormatError(`Operator is missing its ${kind} options`);
    return options as Extract<BuiltinOptions, { kind: K }>;
  }

  private tensor(index: number | undefined) {
    const tensor = index === undefined ? undefined : this.subgraph.tensors[index];
    if (!tensor) throw new ModelFormatError(`Operator refers to missing tensor ${index}`);
    return tensor;
  }

  private isConstant(index: number): boolean {
    return (this.model.buffers[this.tensor(index).buffer]?.byteLength ?? 0) > 0;
  }

  /** Shape [N, H, W, C] of a float32 activation; anything else is outside what this converter maps. */
  private activationShape(index: number | undefined): number[] {
    const tensor = this.tensor(index);
    if (tensor.shape.length !== 4 || tensor.type !== TensorType.FLOAT32) {
      throw new ModelFormatError(`Tensor ${tensor.name} is not a 4-D float32 NHWC activation`);
    }
    if (this.isConstant(index as number)) throw new ModelFormatError(`Tensor ${tensor.name} is constant`);
    return tensor.shape;
  }

  private valueName(index: number | undefined): string {
    this.tensor(index);
    return `t${index}`;
  }

  private floatData(index: number): Float32Array {
    const tensor = this.tensor(index);
    const buffer = this.model.buffers[tensor.buffer];
    if (tensor.type !== TensorType.FLOAT32 || !buffer?.byteLength) {
      throw new ModelFormatError(`Tensor ${tensor.name} is not a float32 constant`);
    }
    const data = readFloat32Buffer(buffer);
    if (data.length !== tensor.shape.reduce((a, b) => a * b, 1)) {
      throw new ModelFormatError(
        `Tensor ${tensor.name} has ${data.length} values for shape [${tensor.shape}]`,
      );
    }
    return data;
  }

  /** A constant tensor as an initializer, its axes permuted if `perm` is given; made once per use. */
  private constant(prefix: string, index: number | undefined, perm?: readonly number[]): string {
    const tensor = this.tensor(index);
    const i = index as number;
    return this.once(`${prefix}_${i}`, () => {
      const data = this.floatData(i);
      return perm ? transposeTensor(data, tensor.shape, perm) : { data, shape: tensor.shape };
    });
  }

  private broadcastConstant(prefix: string, index: number | undefined): string {
    const tensor = this.tensor(index);
    const i = index as number;
    return this.once(`${prefix}_${i}`, () => nhwcBroadcastToNchw(this.floatData(i), tensor.shape));
  }

  private once(name: string, make: () => { data: Float32Array; shape: number[] }): string {
    if (!this.constants.has(name)) {
      const { data, shape } = make();
      this.constants.set(name, this.graph.addInitializer(name, shape, data));
    }
    return name;
  }
}

function poolLayout(params: PoolParams, inH: number, inW: number): Layout2D {
  const pads =
    params.padding === 'same'
      ? onnxPads(
          samePadding(inH, params.filterH, params.strideH),
          samePadding(inW, params.filterW, params.strideW),
        )
      : [0, 0, 0, 0];
  return { kernelShape: [params.filterH, params.filterW], strides: [params.strideH, params.strideW], pads };
}

/** Builds the ONNX model (as plain protobuf objects) for a parsed TFLite model's main subgraph. */
export function buildOnnxModel(model: TfliteModel): OnnxModelProto {
  const [subgraph] = model.subgraphs;
  if (!subgraph || model.subgraphs.length !== 1) {
    throw new ModelFormatError(`Expected exactly one subgraph, got ${model.subgraphs.length}`);
  }
  const docString =
    `Converted by ${PRODUCER_NAME} ${PRODUCER_VERSION} from TFLite` +
    (model.description ? ` (${model.description})` : '') +
    `. input: NHWC float [0,1] RGB + previous mask. output: NCHW softmax over channels.`;
  return new Converter(model, subgraph).run(docString);
}

/**
 * Converts a `.tflite` file to ONNX (opset 13, IR 7) bytes. Throws `ModelFormatError` for files that are
 * not TFLite or that use operators outside the hair network's set.
 */
export function convertTfliteToOnnx(tflite: Uint8Array): Uint8Array {
  return encodeOnnxModel(buildOnnxModel(readTflite(tflite)));
}
