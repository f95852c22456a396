import { ModelFormatError } from './errors';
import {
  LAST_AXIS_FIRST,
  NCHW_TO_NHWC,
  NHWC_TO_NCHW,
  OHWI_TO_OIHW,
  nhwcAxisToNchw,
  nhwcBroadcastToNchw,
  transposeTensor,
} from './layout';
import type { OnnxModelProto } from './onnx-proto';
import { OnnxGraphBuilder, encodeOnnxModel, type IntAttributes } from './onnx-writer';
import { maxPoolWithArgmax, maxUnpool, transposeConvBias, type OpEmitter } from './mediapipe-ops';
import { onnxPads, poolLayout, samePadding, type Layout2D } from './padding';
import {
  Activation,
  BuiltinOperator,
  SchemaPadding,
  TensorType,
  readFloat16Buffer,
  readFloat32Buffer,
  readInt32Buffer,
  readTflite,
  type BuiltinOptions,
  type TfliteModel,
  type TfliteOperator,
  type TfliteSubgraph,
} from './tflite-reader';

/*
 * TFLite → ONNX for MediaPipe's networks (hair segmentation, selfie segmentation, BlazeFace). The graph is
 * re-expressed op for op: a Transpose after the NHWC input, every 4-D activation becomes NCHW (tensors of
 * other ranks keep TFLite's layout), constants are re-laid once at conversion time (fp16 weights widened to
 * float32 exactly), and the outputs are either the hair network's Softmax over channels or the TFLite
 * outputs as they are.
 */

/** Name of the ONNX graph input: float32 [1, 512, 512, 4] NHWC (RGB in [0,1], previous mask). */
export const ONNX_INPUT_NAME = 'input';
/** Name of the ONNX graph output: float32 [1, 2, 512, 512] NCHW, softmaxed over channels; channel 1 is hair. */
const ONNX_OUTPUT_NAME = 'mask';

export interface ConvertOptions {
  /**
   * 'softmax' (the hair network, the default): the single output holds logits; a Softmax over channels
   * closes the graph, output "mask" in NCHW. 'as-is': every TFLite output, under its TFLite name and in
   * TFLite's layout (NHWC for 4-D tensors), so the converted model answers exactly as the original does.
   */
  outputs?: 'softmax' | 'as-is';
  /**
   * 'fixed' (the default): the input's height and width are the TFLite model's. 'free': they are named axes
   * ("height", "width") of any size, for a fully convolutional network run at several sizes (the live
   * camera runs the hair network at 384² or 256²). Refused for a graph with a Reshape or an unpool of a fixed
   * output shape, whose sizes are baked in.
   */
  spatialSize?: 'fixed' | 'free';
}

/** The named axes of a free-size model's input and output. */
export const FREE_HEIGHT = 'height';
export const FREE_WIDTH = 'width';

const PRODUCER_NAME = 'hairhue-tflite2onnx';
const PRODUCER_VERSION = '1.0.0';

class Converter implements OpEmitter {
  readonly graph: OnnxGraphBuilder;
  private readonly constants = new Map<string, string>();
  /** Indices outputs of the MaxPools emitted so far, with their geometry, for the matching MaxUnpool. */
  readonly poolIndices = new Map<string, Layout2D>();
  /** Outputs of DEQUANTIZE ops: fp16 constants widened to float32, by tensor index. */
  private readonly dequantized = new Map<number, Float32Array>();
  /** Whether the input's height and width are named axes of any size (`ConvertOptions.spatialSize`). */
  private free = false;
  /** MaxUnpools given their output shape as a constant (which fixes the graph's size). */
  private fixedUnpoolShapes = 0;

  constructor(
    private readonly model: TfliteModel,
    private readonly subgraph: TfliteSubgraph,
  ) {
    this.graph = new OnnxGraphBuilder(subgraph.name || 'tflite_graph');
  }

  run(
    docString: string,
    outputs: ConvertOptions['outputs'] = 'softmax',
    spatialSize: ConvertOptions['spatialSize'] = 'fixed',
  ): OnnxModelProto {
    const { inputs } = this.subgraph;
    if (inputs.length !== 1) throw new ModelFormatError(`Expected 1 input, got ${inputs.length}`);
    this.free = spatialSize === 'free';
    if (this.free && outputs !== 'softmax')
      throw new RangeError('Only the softmax output can be of any size');
    const [n, h, w, c] = this.activationShape(inputs[0]);
    this.graph.addFloatInput(ONNX_INPUT_NAME, this.free ? [n, FREE_HEIGHT, FREE_WIDTH, c] : [n, h, w, c]);
    this.graph.addNode({
      opType: 'Transpose',
      inputs: [ONNX_INPUT_NAME],
      outputs: [this.valueName(inputs[0])],
      attributes: { perm: NHWC_TO_NCHW },
    });

    this.subgraph.operators.forEach((op) => this.convertOperator(op));
    if (this.free) {
      const fixing = this.graph.opTypes().includes('Reshape') || this.fixedUnpoolShapes > 0;
      if (fixing) throw new ModelFormatError('This graph fixes its sizes: it cannot take inputs of any size');
    }

    if (outputs === 'softmax') this.softmaxOutput();
    else this.outputsAsIs();
    return this.graph.toModel({ producerName: PRODUCER_NAME, producerVersion: PRODUCER_VERSION, docString });
  }

  private softmaxOutput(): void {
    const { outputs } = this.subgraph;
    if (outputs.length !== 1) throw new ModelFormatError(`Expected 1 output, got ${outputs.length}`);
    const [n, h, w, c] = this.activationShape(outputs[0]);
    const logits = this.valueName(outputs[0]);
    if (c === 2) this.pairSoftmax(logits);
    else
      this.graph.addNode({
        opType: 'Softmax',
        inputs: [logits],
        outputs: [ONNX_OUTPUT_NAME],
        attributes: { axis: 1 },
      });
    this.graph.addFloatOutput(ONNX_OUTPUT_NAME, this.free ? [n, c, FREE_HEIGHT, FREE_WIDTH] : [n, c, h, w]);
  }

  /**
   * A softmax over two channels, written as the sigmoid of each channel less the other (the same values to
   * float rounding): a 1×1 Conv of weights [[1, −1], [−1, 1]], then a Sigmoid, which onnxruntime fuses into
   * one kernel. Its Softmax over axis 1 transposes and walks one two-value row per pixel: at 384² in
   * onnxruntime-web's WebAssembly a pass took 21.8–22.4 ms with it and 18.9–19.7 ms without.
   */
  private pairSoftmax(logits: string): void {
    const differences = `${logits}_pair_differences`;
    const weights = this.graph.addInitializer(
      'pair_softmax_weights',
      [2, 2, 1, 1],
      Float32Array.of(1, -1, -1, 1),
    );
    this.graph.addNode({
      opType: 'Conv',
      inputs: [logits, weights],
      outputs: [differences],
      attributes: { kernel_shape: [1, 1] },
    });
    this.graph.addNode({ opType: 'Sigmoid', inputs: [differences], outputs: [ONNX_OUTPUT_NAME] });
  }

  private outputsAsIs(): void {
    this.subgraph.outputs.forEach((index, i) => {
      const shape = this.valueShape(index);
      const name = this.tensor(index).name || `output_${i}`;
      if (shape.length === 4) {
        this.graph.addNode({
          opType: 'Transpose',
          inputs: [this.valueName(index)],
          outputs: [name],
          attributes: { perm: NCHW_TO_NHWC },
        });
      } else {
        this.graph.addNode({ opType: 'Identity', inputs: [this.valueName(index)], outputs: [name] });
      }
      this.graph.addFloatOutput(name, shape);
    });
  }

  private convertOperator(op: TfliteOperator): void {
    const code = this.model.operatorCodes[op.opcodeIndex];
    if (!code) throw new ModelFormatError(`Operator refers to missing opcode ${op.opcodeIndex}`);
    if (code.builtinCode === BuiltinOperator.CUSTOM) {
      switch (code.customCode) {
        case 'MaxPoolingWithArgmax2D':
          return maxPoolWithArgmax(this, op);
        case 'MaxUnpooling2D':
          return maxUnpool(this, op);
        case 'Convolution2DTransposeBias':
          return transposeConvBias(this, op);
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
        return this.binary(op, 'Add', this.options(op, 'add').activation);
      case BuiltinOperator.MUL:
        return this.binary(op, 'Mul', this.options(op, 'mul').activation);
      case BuiltinOperator.CONCATENATION:
        return this.concatenation(op);
      case BuiltinOperator.DEQUANTIZE:
        return this.dequantize(op);
      case BuiltinOperator.RELU:
        return this.unary(op, 'Relu');
      case BuiltinOperator.LOGISTIC:
        return this.unary(op, 'Sigmoid');
      case BuiltinOperator.HARD_SWISH:
        return this.hardSwish(op);
      case BuiltinOperator.AVERAGE_POOL_2D:
        return this.pool(op, 'AveragePool');
      case BuiltinOperator.MAX_POOL_2D:
        return this.pool(op, 'MaxPool');
      case BuiltinOperator.RESIZE_BILINEAR:
        return this.resizeBilinear(op);
      case BuiltinOperator.PAD:
        return this.pad(op);
      case BuiltinOperator.RESHAPE:
        return this.reshape(op);
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

  /** ADD and MUL: elementwise with broadcasting; a constant operand is re-laid to broadcast in NCHW. */
  private binary(op: TfliteOperator, opType: 'Add' | 'Mul', activation: number): void {
    const inputs = op.inputs.map((i) => {
      if (!this.isConstant(i)) return this.valueName(i);
      this.assertActivation(op.outputs[0]);
      return this.broadcastConstant('c', i);
    });
    this.emit(op, opType, inputs, activation);
  }

  private unary(op: TfliteOperator, opType: 'Relu' | 'Sigmoid'): void {
    this.assertValue(op.inputs[0]);
    this.emit(op, opType, [this.valueName(op.inputs[0])], Activation.NONE);
  }

  /** x · relu6(x + 3) / 6, written as x · HardSigmoid(x) (ONNX HardSwish needs opset 14). */
  private hardSwish(op: TfliteOperator): void {
    const x = this.valueName(op.inputs[0]);
    this.assertValue(op.inputs[0]);
    const gate = `${this.valueName(op.outputs[0])}_gate`;
    this.graph.addNode({
      opType: 'HardSigmoid',
      inputs: [x],
      outputs: [gate],
      attributes: { alpha: { float: 1 / 6 }, beta: { float: 0.5 } },
    });
    this.emit(op, 'Mul', [x, gate], Activation.NONE);
  }

  /** fp16 weights widened to float32 at conversion time: the output becomes a constant like any other. */
  private dequantize(op: TfliteOperator): void {
    const [input] = op.inputs;
    const [output] = op.outputs;
    const source = this.tensor(input);
    const buffer = this.model.buffers[source.buffer];
    if (source.type !== TensorType.FLOAT16 || !buffer?.byteLength || output === undefined) {
      throw new ModelFormatError(`DEQUANTIZE is supported for float16 constants only (${source.name})`);
    }
    this.assertTensor(output);
    this.dequantized.set(output, readFloat16Buffer(buffer));
  }

  private pool(op: TfliteOperator, opType: 'AveragePool' | 'MaxPool'): void {
    const options = this.options(op, 'pool2d');
    const [x] = op.inputs;
    const [, inH, inW] = this.activationShape(x);
    const layout = poolLayout(
      {
        padding: options.padding === SchemaPadding.SAME ? 'same' : 'valid',
        strideH: options.strideH,
        strideW: options.strideW,
        filterH: options.filterH,
        filterW: options.filterW,
        activation: options.activation,
      },
      inH,
      inW,
    );
    // ONNX AveragePool leaves padded cells out of the mean by default (count_include_pad = 0), as TFLite does.
    this.emit(op, opType, [this.valueName(x)], options.activation, {
      kernel_shape: layout.kernelShape,
      pads: layout.pads,
      strides: layout.strides,
    });
  }

  private resizeBilinear(op: TfliteOperator): void {
    const options = this.options(op, 'resizeBilinear');
    const [x, size] = op.inputs;
    const [n, , , c] = this.activationShape(x);
    const [, outH, outW] = this.activationShape(op.outputs[0]);
    const [sizeH, sizeW] = this.intData(size);
    if (sizeH !== outH || sizeW !== outW) {
      throw new ModelFormatError(`RESIZE_BILINEAR to ${sizeH}×${sizeW} but its output is ${outH}×${outW}`);
    }
    const sizes = this.int64Constant(`sizes_${op.outputs[0]}`, [n, c, outH, outW]);
    const mode = options.alignCorners
      ? 'align_corners'
      : options.halfPixelCenters
        ? 'half_pixel'
        : 'asymmetric';
    this.emit(op, 'Resize', [this.valueName(x), '', '', sizes], Activation.NONE, {
      mode: 'linear',
      coordinate_transformation_mode: mode,
    });
  }

  /** PAD with zeros; TFLite's [rank, 2] paddings become ONNX's begins-then-ends, in NCHW order for 4-D. */
  private pad(op: TfliteOperator): void {
    const [x, paddings] = op.inputs;
    const rank = this.valueShape(x).length;
    const values = this.intData(paddings);
    if (values.length !== rank * 2) throw new ModelFormatError(`PAD paddings do not match rank ${rank}`);
    const axes = rank === 4 ? NHWC_TO_NCHW : [...Array(rank).keys()];
    const pads = [...axes.map((a) => values[a * 2]), ...axes.map((a) => values[a * 2 + 1])];
    this.emit(
      op,
      'Pad',
      [this.valueName(x), this.int64Constant(`pads_${op.outputs[0]}`, pads)],
      Activation.NONE,
    );
  }

  /** RESHAPE follows TFLite's NHWC element order: a 4-D input goes back to NHWC first, a 4-D output to NCHW. */
  private reshape(op: TfliteOperator): void {
    const [x] = op.inputs;
    const [output] = op.outputs;
    const inRank = this.valueShape(x).length;
    const outShape = this.valueShape(output);
    const out = this.valueName(output);
    let source = this.valueName(x);
    if (inRank === 4) {
      this.graph.addNode({
        opType: 'Transpose',
        inputs: [source],
        outputs: [`${out}_nhwc_in`],
        attributes: { perm: NCHW_TO_NHWC },
      });
      source = `${out}_nhwc_in`;
    }
    const shape = this.int64Constant(`shape_${output}`, outShape);
    if (outShape.length !== 4) {
      this.graph.addNode({ opType: 'Reshape', inputs: [source, shape], outputs: [out] });
      return;
    }
    this.graph.addNode({ opType: 'Reshape', inputs: [source, shape], outputs: [`${out}_nhwc`] });
    this.graph.addNode({
      opType: 'Transpose',
      inputs: [`${out}_nhwc`],
      outputs: [out],
      attributes: { perm: NHWC_TO_NCHW },
    });
  }

  private concatenation(op: TfliteOperator): void {
    const options = this.options(op, 'concatenation');
    const rank = this.valueShape(op.outputs[0]).length;
    op.inputs.forEach((i) => {
      if (this.valueShape(i).length !== rank) throw new ModelFormatError('CONCATENATION of mixed ranks');
    });
    const axis =
      rank === 4 ? nhwcAxisToNchw(options.axis) : options.axis < 0 ? options.axis + rank : options.axis;
    this.emit(
      op,
      'Concat',
      op.inputs.map((i) => this.valueName(i)),
      options.activation,
      { axis },
    );
  }

  /** Emits a single-output node, followed by its fused activation if there is one. */
  emit(
    op: TfliteOperator,
    opType: string,
    inputs: string[],
    activation: number,
    attributes?: IntAttributes,
  ): void {
    const [output] = op.outputs;
    if (output === undefined || op.outputs.length !== 1)
      throw new ModelFormatError(`${opType}: expected 1 output`);
    this.assertValue(output);
    this.graph.addNode({ opType, inputs, outputs: [this.activationOutput(output, activation)], attributes });
    this.addActivation(output, activation);
  }

  activationOutput(tensor: number, activation: number): string {
    return activation === Activation.NONE ? this.valueName(tensor) : `${this.valueName(tensor)}_preact`;
  }

  addActivation(tensor: number, activation: number): void {
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

  tensor(index: number | undefined) {
    const tensor = index === undefined ? undefined : this.subgraph.tensors[index];
    if (!tensor) throw new ModelFormatError(`Operator refers to missing tensor ${index}`);
    return tensor;
  }

  private isConstant(index: number): boolean {
    return (
      this.dequantized.has(index) || (this.model.buffers[this.tensor(index).buffer]?.byteLength ?? 0) > 0
    );
  }

  /** Shape of a float32 activation of any rank (4-D ones are NCHW in the ONNX graph). */
  private valueShape(index: number | undefined): number[] {
    const tensor = this.tensor(index);
    if (tensor.type !== TensorType.FLOAT32)
      throw new ModelFormatError(`Tensor ${tensor.name} is not float32`);
    if (this.isConstant(index as number)) throw new ModelFormatError(`Tensor ${tensor.name} is constant`);
    return tensor.shape;
  }

  /** Shape [N, H, W, C] of a 4-D float32 activation; anything else is outside what such an op maps. */
  activationShape(index: number | undefined): number[] {
    const shape = this.valueShape(index);
    if (shape.length !== 4) throw new ModelFormatError(`Tensor ${this.tensor(index).name} is not 4-D NHWC`);
    return shape;
  }

  fixUnpoolShape(): void {
    this.fixedUnpoolShapes++;
  }

  /** Refuses an index that names no tensor of the graph. */
  private assertTensor(index: number | undefined): void {
    this.tensor(index);
  }

  /** Refuses anything but a float32 activation (of any rank). */
  private assertValue(index: number | undefined): void {
    this.valueShape(index);
  }

  /** Refuses anything but a 4-D float32 activation. */
  assertActivation(index: number | undefined): void {
    this.activationShape(index);
  }

  /** An int32 constant (sizes, paddings), read at conversion time. */
  private intData(index: number | undefined): number[] {
    const tensor = this.tensor(index);
    const buffer = this.model.buffers[tensor.buffer];
    if (tensor.type !== TensorType.INT32 || !buffer?.byteLength) {
      throw new ModelFormatError(`Tensor ${tensor.name} is not an int32 constant`);
    }
    return Array.from(readInt32Buffer(buffer));
  }

  private int64Constant(name: string, values: readonly number[]): string {
    if (!this.constants.has(name)) {
      this.constants.set(
        name,
        this.graph.addInitializer(name, [values.length], BigInt64Array.from(values.map(BigInt))),
      );
    }
    return name;
  }

  valueName(index: number | undefined): string {
    this.assertTensor(index);
    return `t${index}`;
  }

  private floatData(index: number): Float32Array {
    const tensor = this.tensor(index);
    const widened = this.dequantized.get(index);
    if (widened) return widened;
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
  constant(prefix: string, index: number | undefined, perm?: readonly number[]): string {
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

/** Builds the ONNX model (as plain protobuf objects) for a parsed TFLite model's main subgraph. */
export function buildOnnxModel(model: TfliteModel, options: ConvertOptions = {}): OnnxModelProto {
  const [subgraph] = model.subgraphs;
  if (!subgraph || model.subgraphs.length !== 1) {
    throw new ModelFormatError(`Expected exactly one subgraph, got ${model.subgraphs.length}`);
  }
  const outputs = options.outputs ?? 'softmax';
  const docString =
    `Converted by ${PRODUCER_NAME} ${PRODUCER_VERSION} from TFLite` +
    (model.description ? ` (${model.description})` : '') +
    (outputs === 'softmax'
      ? `. input: NHWC float [0,1] RGB + previous mask. output: NCHW softmax over channels.`
      : `. input: NHWC float. outputs: as in the TFLite graph (NHWC).`);
  return new Converter(model, subgraph).run(docString, outputs, options.spatialSize);
}

/**
 * Converts a `.tflite` file to ONNX (opset 13, IR 7) bytes. Throws `ModelFormatError` for files that are
 * not TFLite or that use operators outside the set MediaPipe's hair, selfie and face networks use.
 */
export function convertTfliteToOnnx(tflite: Uint8Array, options: ConvertOptions = {}): Uint8Array {
  return encodeOnnxModel(buildOnnxModel(readTflite(tflite), options));
}
