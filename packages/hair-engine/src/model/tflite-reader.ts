import { ByteBuffer } from 'flatbuffers';

import { ModelFormatError } from './errors';

/*
 * A reader for the parts of the TFLite flatbuffer schema (tensorflow/lite/schema/schema.fbs) that the
 * converter needs. Fields are read by their vtable slot (4 + 2 × field index) instead of through generated
 * code: the schema only ever appends fields, so these slots are stable across schema versions.
 */

/** `TensorType` values we care about. */
export const TensorType = { FLOAT32: 0, FLOAT16: 1, INT32: 2 } as const;

/** `BuiltinOperator` values the converter maps (the enum has ~200; only these matter here). */
export const BuiltinOperator = {
  ADD: 0,
  AVERAGE_POOL_2D: 1,
  CONCATENATION: 2,
  CONV_2D: 3,
  DEPTHWISE_CONV_2D: 4,
  DEQUANTIZE: 6,
  LOGISTIC: 14,
  MAX_POOL_2D: 17,
  MUL: 18,
  RELU: 19,
  RESHAPE: 22,
  RESIZE_BILINEAR: 23,
  CUSTOM: 32,
  PAD: 34,
  PRELU: 54,
  HARD_SWISH: 117,
} as const;

/** `Padding` as TFLite's schema numbers it (note: the C API's TfLitePadding numbers it differently). */
export const SchemaPadding = { SAME: 0, VALID: 1 } as const;

/** `ActivationFunctionType`. */
export const Activation = { NONE: 0, RELU: 1, RELU_N1_TO_1: 2, RELU6: 3, TANH: 4, SIGN_BIT: 5 } as const;

/** Indices of the `BuiltinOptions` union members we decode. */
const BuiltinOptionsType = {
  Conv2DOptions: 1,
  DepthwiseConv2DOptions: 2,
  Pool2DOptions: 5,
  ConcatenationOptions: 10,
  AddOptions: 11,
  ResizeBilinearOptions: 15,
  MulOptions: 21,
} as const;

export interface Conv2DOptions {
  kind: 'conv2d';
  padding: number;
  strideW: number;
  strideH: number;
  dilationW: number;
  dilationH: number;
  activation: number;
}

export interface DepthwiseConv2DOptions {
  kind: 'depthwiseConv2d';
  padding: number;
  strideW: number;
  strideH: number;
  depthMultiplier: number;
  dilationW: number;
  dilationH: number;
  activation: number;
}

export interface ConcatenationOptions {
  kind: 'concatenation';
  axis: number;
  activation: number;
}

export interface AddOptions {
  kind: 'add';
  activation: number;
}

export interface MulOptions {
  kind: 'mul';
  activation: number;
}

/** Options of AVERAGE_POOL_2D and MAX_POOL_2D. */
export interface Pool2DOptions {
  kind: 'pool2d';
  padding: number;
  strideW: number;
  strideH: number;
  filterW: number;
  filterH: number;
  activation: number;
}

export interface ResizeBilinearOptions {
  kind: 'resizeBilinear';
  alignCorners: boolean;
  halfPixelCenters: boolean;
}

export type BuiltinOptions =
  | Conv2DOptions
  | DepthwiseConv2DOptions
  | ConcatenationOptions
  | AddOptions
  | MulOptions
  | Pool2DOptions
  | ResizeBilinearOptions;

export interface TfliteOperatorCode {
  builtinCode: number;
  customCode: string | undefined;
  version: number;
}

export interface TfliteTensor {
  name: string;
  shape: number[];
  type: number;
  /** Index into `TfliteModel.buffers`; buffer 0 is the empty sentinel. */
  buffer: number;
}

export interface TfliteOperator {
  opcodeIndex: number;
  /** Tensor indices; -1 marks an omitted optional input. */
  inputs: number[];
  outputs: number[];
  /** Decoded options for the builtins listed above, undefined for anything else. */
  builtinOptions: BuiltinOptions | undefined;
  /** Raw `custom_options` bytes of a custom operator. */
  customOptions: Uint8Array | undefined;
}

export interface TfliteSubgraph {
  name: string;
  tensors: TfliteTensor[];
  inputs: number[];
  outputs: number[];
  operators: TfliteOperator[];
}

export interface TfliteModel {
  version: number;
  description: string;
  operatorCodes: TfliteOperatorCode[];
  subgraphs: TfliteSubgraph[];
  /** Constant data, views into the file's bytes (empty for activations). */
  buffers: Uint8Array[];
}

/** Thin helpers over one table position; `slot` is the vtable offset (4 + 2 × field index). */
class Table {
  constructor(
    private readonly bb: ByteBuffer,
    readonly pos: number,
  ) {}

  private field(slot: number): number {
    return this.bb.__offset(this.pos, slot);
  }

  int8(slot: number, fallback = 0): number {
    const o = this.field(slot);
    return o ? this.bb.readInt8(this.pos + o) : fallback;
  }

  int32(slot: number, fallback = 0): number {
    const o = this.field(slot);
    return o ? this.bb.readInt32(this.pos + o) : fallback;
  }

  uint8(slot: number, fallback = 0): number {
    const o = this.field(slot);
    return o ? this.bb.readUint8(this.pos + o) : fallback;
  }

  uint32(slot: number, fallback = 0): number {
    const o = this.field(slot);
    return o ? this.bb.readUint32(this.pos + o) : fallback;
  }

  string(slot: number): string | undefined {
    const o = this.field(slot);
    return o ? (this.bb.__string(this.pos + o) as string) : undefined;
  }

  table(slot: number): Table | undefined {
    const o = this.field(slot);
    return o ? new Table(this.bb, this.bb.__indirect(this.pos + o)) : undefined;
  }

  tables(slot: number): Table[] {
    const o = this.field(slot);
    if (!o) return [];
    const start = this.bb.__vector(this.pos + o);
    const length = this.bb.__vector_len(this.pos + o);
    return Array.from({ length }, (_, i) => new Table(this.bb, this.bb.__indirect(start + i * 4)));
  }

  int32s(slot: number): number[] {
    const o = this.field(slot);
    if (!o) return [];
    const start = this.bb.__vector(this.pos + o);
    const length = this.bb.__vector_len(this.pos + o);
    return Array.from({ length }, (_, i) => this.bb.readInt32(start + i * 4));
  }

  bytes(slot: number): Uint8Array | undefined {
    const o = this.field(slot);
    if (!o) return undefined;
    const start = this.bb.__vector(this.pos + o);
    const length = this.bb.__vector_len(this.pos + o);
    if (start + length > this.bb.capacity()) throw new RangeError('vector runs past the end of the file');
    return this.bb.bytes().subarray(start, start + length);
  }
}

function readOperatorCode(t: Table): TfliteOperatorCode {
  // Schema v3a widened builtin_code to int32 in a new field 3 and kept the old int8 as
  // deprecated_builtin_code (field 0); TFLite reads the larger of the two.
  const deprecated = t.int8(4);
  const wide = t.int32(10);
  return { builtinCode: Math.max(deprecated, wide), customCode: t.string(6), version: t.int32(8, 1) };
}

function readBuiltinOptions(type: number, t: Table | undefined): BuiltinOptions | undefined {
  if (!t) return undefined;
  switch (type) {
    case BuiltinOptionsType.Conv2DOptions:
      return {
        kind: 'conv2d',
        padding: t.int8(4),
        strideW: t.int32(6),
        strideH: t.int32(8),
        activation: t.int8(10),
        dilationW: t.int32(12, 1),
        dilationH: t.int32(14, 1),
      };
    case BuiltinOptionsType.DepthwiseConv2DOptions:
      return {
        kind: 'depthwiseConv2d',
        padding: t.int8(4),
        strideW: t.int32(6),
        strideH: t.int32(8),
        depthMultiplier: t.int32(10),
        activation: t.int8(12),
        dilationW: t.int32(14, 1),
        dilationH: t.int32(16, 1),
      };
    case BuiltinOptionsType.ConcatenationOptions:
      return { kind: 'concatenation', axis: t.int32(4), activation: t.int8(6) };
    case BuiltinOptionsType.AddOptions:
      return { kind: 'add', activation: t.int8(4) };
    case BuiltinOptionsType.MulOptions:
      return { kind: 'mul', activation: t.int8(4) };
    case BuiltinOptionsType.Pool2DOptions:
      return {
        kind: 'pool2d',
        padding: t.int8(4),
        strideW: t.int32(6),
        strideH: t.int32(8),
        filterW: t.int32(10),
        filterH: t.int32(12),
        activation: t.int8(14),
      };
    case BuiltinOptionsType.ResizeBilinearOptions:
      // Fields 0 and 1 (new_height, new_width) are deprecated: the size is the op's second input.
      return { kind: 'resizeBilinear', alignCorners: t.uint8(8) !== 0, halfPixelCenters: t.uint8(10) !== 0 };
    default:
      return undefined;
  }
}

function readOperator(t: Table): TfliteOperator {
  // builtin_options is a union: field 3 holds its type, field 4 the table.
  return {
    opcodeIndex: t.uint32(4),
    inputs: t.int32s(6),
    outputs: t.int32s(8),
    builtinOptions: readBuiltinOptions(t.uint8(10), t.table(12)),
    customOptions: t.bytes(14),
  };
}

function readTensor(t: Table): TfliteTensor {
  return { shape: t.int32s(4), type: t.int8(6), buffer: t.uint32(8), name: t.string(10) ?? '' };
}

function readSubgraph(t: Table): TfliteSubgraph {
  return {
    tensors: t.tables(4).map(readTensor),
    inputs: t.int32s(6),
    outputs: t.int32s(8),
    operators: t.tables(10).map(readOperator),
    name: t.string(12) ?? '',
  };
}

function readBuffer(t: Table): Uint8Array {
  // Models over 2 GB keep data outside the flatbuffer (fields 1 and 2: offset, size); not supported here.
  if (t.uint32(6) !== 0)
    throw new ModelFormatError('TFLite buffers stored outside the flatbuffer are not supported');
  return t.bytes(4) ?? new Uint8Array(0);
}

/** Parses a `.tflite` file. Throws `ModelFormatError` when the bytes are not a readable TFLite model. */
export function readTflite(bytes: Uint8Array): TfliteModel {
  if (bytes.length < 8) throw new ModelFormatError('Not a TFLite model: file is too short');
  // A plain view, so that buffers handed out below are plain Uint8Arrays even when given a Node Buffer.
  const bb = new ByteBuffer(new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength));
  if (!bb.__has_identifier('TFL3'))
    throw new ModelFormatError('Not a TFLite model: missing "TFL3" identifier');
  try {
    const root = new Table(bb, bb.readInt32(bb.position()) + bb.position());
    return {
      version: root.uint32(4),
      operatorCodes: root.tables(6).map(readOperatorCode),
      subgraphs: root.tables(8).map(readSubgraph),
      description: root.string(10) ?? '',
      buffers: root.tables(12).map(readBuffer),
    };
  } catch (error) {
    if (error instanceof ModelFormatError) throw error;
    throw new ModelFormatError('Malformed TFLite flatbuffer', { cause: error });
  }
}

/** Reads a little-endian int32 buffer (shapes, sizes, paddings) regardless of its alignment. */
export function readInt32Buffer(data: Uint8Array): Int32Array {
  if (data.byteLength % 4 !== 0) throw new ModelFormatError('int32 buffer length is not a multiple of 4');
  const view = new DataView(data.buffer, data.byteOffset, data.byteLength);
  return Int32Array.from({ length: data.byteLength / 4 }, (_, i) => view.getInt32(i * 4, true));
}

/** Widens a little-endian IEEE 754 half-precision buffer (fp16 weights) to float32, exactly. */
export function readFloat16Buffer(data: Uint8Array): Float32Array {
  if (data.byteLength % 2 !== 0) throw new ModelFormatError('float16 buffer length is not a multiple of 2');
  const view = new DataView(data.buffer, data.byteOffset, data.byteLength);
  const out = new Float32Array(data.byteLength / 2);
  for (let i = 0; i < out.length; i++) out[i] = halfToFloat(view.getUint16(i * 2, true));
  return out;
}

function halfToFloat(bits: number): number {
  const sign = bits & 0x8000 ? -1 : 1;
  const exponent = (bits >> 10) & 0x1f;
  const fraction = bits & 0x3ff;
  if (exponent === 0) return sign * fraction * 2 ** -24; // zero and subnormals
  if (exponent === 0x1f) return fraction ? NaN : sign * Infinity;
  return sign * (1 + fraction / 1024) * 2 ** (exponent - 15);
}

/** Reads a little-endian float32 buffer regardless of its alignment in the file. */
export function readFloat32Buffer(data: Uint8Array): Float32Array {
  if (data.byteLength % 4 !== 0) throw new ModelFormatError('float32 buffer length is not a multiple of 4');
  const view = new DataView(data.buffer, data.byteOffset, data.byteLength);
  const out = new Float32Array(data.byteLength / 4);
  for (let i = 0; i < out.length; i++) out[i] = view.getFloat32(i * 4, true);
  return out;
}
