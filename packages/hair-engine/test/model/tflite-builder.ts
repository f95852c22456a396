import { Builder } from 'flatbuffers';

/*
 * Writes small TFLite flatbuffers for tests, field by field after tensorflow/lite/schema/schema.fbs
 * (flatbuffers' Builder takes the field index, not the vtable slot). Independent of the reader under test.
 */

export interface TinyTensor {
  shape: number[];
  /**
   * Constant data; activations have none. Float32Array is FLOAT32, Int32Array INT32 (sizes, paddings), and
   * Uint16Array FLOAT16 given as raw half-precision bits.
   */
  data?: Float32Array | Int32Array | Uint16Array;
}

/** TensorType of a tensor, from the kind of its data. */
function tensorType(data: TinyTensor['data']): number {
  if (data instanceof Uint16Array) return 1; // FLOAT16
  if (data instanceof Int32Array) return 2; // INT32
  return 0; // FLOAT32
}

export interface TinyOperator {
  /** BuiltinOperator code, 32 for a custom op. */
  builtin: number;
  custom?: string;
  inputs: number[];
  outputs: number[];
  /** BuiltinOptions union member index and its fields as [field index, 'int8' | 'int32', value]. */
  options?: { type: number; fields: [number, 'int8' | 'int32', number][] };
  /** Raw custom_options as int32 words (MediaPipe's C structs). */
  customOptions?: number[];
}

export interface TinyModel {
  tensors: TinyTensor[];
  operators: TinyOperator[];
  inputs: number[];
  outputs: number[];
}

function int32Vector(b: Builder, values: number[]): number {
  b.startVector(4, values.length, 4);
  for (let i = values.length - 1; i >= 0; i--) b.addInt32(values[i]);
  return b.endVector();
}

function offsetVector(b: Builder, offsets: number[]): number {
  b.startVector(4, offsets.length, 4);
  for (let i = offsets.length - 1; i >= 0; i--) b.addOffset(offsets[i]);
  return b.endVector();
}

function bytesOf(values: Float32Array | Int32Array | Uint16Array): Uint8Array {
  return new Uint8Array(values.buffer, values.byteOffset, values.byteLength);
}

export function buildTflite(model: TinyModel): Uint8Array {
  const b = new Builder(1024);

  // Buffer 0 is the empty sentinel; each constant tensor gets its own buffer after it.
  const bufferOffsets: number[] = [];
  const tensorBuffer: number[] = [];
  const addBuffer = (data?: Uint8Array): number => {
    const vector = data ? b.createByteVector(data) : 0;
    b.startObject(1);
    if (vector) b.addFieldOffset(0, vector, 0);
    bufferOffsets.push(b.endObject());
    return bufferOffsets.length - 1;
  };
  addBuffer();
  for (const tensor of model.tensors) tensorBuffer.push(tensor.data ? addBuffer(bytesOf(tensor.data)) : 0);

  const tensorOffsets = model.tensors.map((tensor, i) => {
    const name = b.createString(`tensor_${i}`);
    const shape = int32Vector(b, tensor.shape);
    b.startObject(4);
    b.addFieldOffset(0, shape, 0);
    b.addFieldInt8(1, tensorType(tensor.data), 0);
    b.addFieldInt32(2, tensorBuffer[i], 0);
    b.addFieldOffset(3, name, 0);
    return b.endObject();
  });

  const codes: string[] = [];
  const opcodeIndex = (op: TinyOperator): number => {
    const key = `${op.builtin}:${op.custom ?? ''}`;
    if (!codes.includes(key)) codes.push(key);
    return codes.indexOf(key);
  };
  const operatorOffsets = model.operators.map((op) => {
    const index = opcodeIndex(op);
    const inputs = int32Vector(b, op.inputs);
    const outputs = int32Vector(b, op.outputs);
    let options = 0;
    if (op.options) {
      b.startObject(8);
      for (const [field, kind, value] of op.options.fields) {
        if (kind === 'int8') b.addFieldInt8(field, value, 0);
        else b.addFieldInt32(field, value, 0);
      }
      options = b.endObject();
    }
    const custom = op.customOptions ? b.createByteVector(bytesOf(Int32Array.from(op.customOptions))) : 0;
    b.startObject(7);
    b.addFieldInt32(0, index, 0);
    b.addFieldOffset(1, inputs, 0);
    b.addFieldOffset(2, outputs, 0);
    if (op.options) {
      b.addFieldInt8(3, op.options.type, 0);
      b.addFieldOffset(4, options, 0);
    }
    if (custom) b.addFieldOffset(5, custom, 0);
    return b.endObject();
  });

  const codeOffsets = codes.map((key) => {
    const [builtin, custom] = key.split(':');
    const customName = custom ? b.createString(custom) : 0;
    b.startObject(4);
    b.addFieldInt8(0, Math.min(Number(builtin), 127), 0);
    if (customName) b.addFieldOffset(1, customName, 0);
    b.addFieldInt32(2, 1, 1);
    b.addFieldInt32(3, Number(builtin), 0);
    return b.endObject();
  });

  const subgraphName = b.createString('main');
  const tensors = offsetVector(b, tensorOffsets);
  const inputs = int32Vector(b, model.inputs);
  const outputs = int32Vector(b, model.outputs);
  const operators = offsetVector(b, operatorOffsets);
  b.startObject(5);
  b.addFieldOffset(0, tensors, 0);
  b.addFieldOffset(1, inputs, 0);
  b.addFieldOffset(2, outputs, 0);
  b.addFieldOffset(3, operators, 0);
  b.addFieldOffset(4, subgraphName, 0);
  const subgraph = b.endObject();

  const description = b.createString('tiny test model');
  const operatorCodes = offsetVector(b, codeOffsets);
  const subgraphs = offsetVector(b, [subgraph]);
  const buffers = offsetVector(b, bufferOffsets);
  b.startObject(5);
  b.addFieldInt32(0, 3, 0);
  b.addFieldOffset(1, operatorCodes, 0);
  b.addFieldOffset(2, subgraphs, 0);
  b.addFieldOffset(3, description, 0);
  b.addFieldOffset(4, buffers, 0);
  b.finish(b.endObject(), 'TFL3');
  return b.asUint8Array();
}

/**
 * A 2×2 max pool with its indices and the unpool that puts each maximum back where the pool found it, on a
 * 1×2×2×2 input: the pair the hair network's encoder and decoder are built of.
 */
export const POOL_AND_UNPOOL: TinyModel = {
  tensors: [
    { shape: [1, 2, 2, 2] },
    { shape: [1, 1, 1, 2] },
    { shape: [1, 1, 1, 2] },
    { shape: [1, 2, 2, 2] },
  ],
  operators: [
    {
      builtin: 32,
      custom: 'MaxPoolingWithArgmax2D',
      inputs: [0],
      outputs: [1, 2],
      // SAME, stride 2×2, filter 2×2, no activation
      customOptions: [1, 2, 2, 2, 2, 0, -1, -1],
    },
    {
      builtin: 32,
      custom: 'MaxUnpooling2D',
      inputs: [1, 2],
      outputs: [3],
      customOptions: [2, 2, 2, 2, 2, 0, -1, -1],
    },
  ],
  inputs: [0],
  outputs: [3],
};
