import {
  ModelProtoType,
  OnnxAttributeType,
  OnnxDataType,
  type OnnxAttributeProto,
  type OnnxModelProto,
  type OnnxNodeProto,
  type OnnxTensorProto,
  type OnnxValueInfoProto,
} from './onnx-proto';

/** The ONNX versions a converted model declares: IR 7 with the default-domain opset 13. */
export const ONNX_IR_VERSION = 7;
export const ONNX_OPSET = 13;

/** A float attribute, marked as such because a plain number is written as an integer. */
export interface FloatAttribute {
  float: number;
}

/** Node attributes: integers and integer lists (most ops), a few floats (HardSigmoid) and strings (Resize). */
export type IntAttributes = Record<string, number | readonly number[] | FloatAttribute | string>;

export interface NodeSpec {
  opType: string;
  inputs: readonly string[];
  outputs: readonly string[];
  attributes?: IntAttributes;
  name?: string;
}

function attributeProto(name: string, value: IntAttributes[string]): OnnxAttributeProto {
  if (typeof value === 'string')
    return { name, type: OnnxAttributeType.STRING, s: new TextEncoder().encode(value) };
  if (typeof value === 'object' && 'float' in value)
    return { name, type: OnnxAttributeType.FLOAT, f: value.float };
  const values = typeof value === 'number' ? [value] : value;
  if (!values.every(Number.isSafeInteger)) throw new TypeError(`ONNX attribute ${name} must be integer`);
  return typeof value === 'number'
    ? { name, type: OnnxAttributeType.INT, i: value }
    : { name, type: OnnxAttributeType.INTS, ints: [...value] };
}

function littleEndianBytes(data: Float32Array | BigInt64Array): Uint8Array {
  const bytes = new Uint8Array(data.byteLength);
  const view = new DataView(bytes.buffer);
  if (data instanceof Float32Array) data.forEach((v, i) => view.setFloat32(i * 4, v, true));
  else data.forEach((v, i) => view.setBigInt64(i * 8, v, true));
  return bytes;
}

/** A graph input's or output's shape: a size per axis, or a name for an axis of any size (a `dim_param`). */
export type ValueShape = readonly (number | string)[];

function tensorValueInfo(name: string, elemType: number, shape: ValueShape): OnnxValueInfoProto {
  const dim = shape.map((size) => (typeof size === 'string' ? { dimParam: size } : { dimValue: size }));
  return { name, type: { tensorType: { elemType, shape: { dim } } } };
}

/** Collects nodes, constants and graph inputs/outputs in order, then emits an ONNX ModelProto. */
export class OnnxGraphBuilder {
  private readonly nodes: OnnxNodeProto[] = [];
  private readonly initializers: OnnxTensorProto[] = [];
  private readonly inputs: OnnxValueInfoProto[] = [];
  private readonly outputs: OnnxValueInfoProto[] = [];
  private readonly names = new Set<string>();

  constructor(private readonly graphName: string) {}

  /** Adds a node; nodes must be added in a topological order (TFLite's execution order is one). */
  addNode(spec: NodeSpec): void {
    const attribute = Object.entries(spec.attributes ?? {}).map(([name, value]) =>
      attributeProto(name, value),
    );
    this.nodes.push({
      name: spec.name ?? `${spec.opType}_${this.nodes.length}`,
      opType: spec.opType,
      input: [...spec.inputs],
      output: [...spec.outputs],
      attribute,
    });
  }

  /** Adds a constant, stored little-endian in `raw_data`. Returns its name. */
  addInitializer(name: string, dims: readonly number[], data: Float32Array | BigInt64Array): string {
    this.claim(name);
    const count = dims.reduce((a, b) => a * b, 1);
    if (count !== data.length)
      throw new RangeError(`Initializer ${name}: ${data.length} values for dims [${dims}]`);
    this.initializers.push({
      name,
      dims: [...dims],
      dataType: data instanceof Float32Array ? OnnxDataType.FLOAT : OnnxDataType.INT64,
      rawData: littleEndianBytes(data),
    });
    return name;
  }

  addFloatInput(name: string, shape: ValueShape): void {
    this.claim(name);
    this.inputs.push(tensorValueInfo(name, OnnxDataType.FLOAT, shape));
  }

  addFloatOutput(name: string, shape: ValueShape): void {
    this.outputs.push(tensorValueInfo(name, OnnxDataType.FLOAT, shape));
  }

  /** The op types of the nodes so far, in order (handy for checks and tests). */
  opTypes(): string[] {
    return this.nodes.map((n) => n.opType);
  }

  toModel(meta: { producerName: string; producerVersion: string; docString?: string }): OnnxModelProto {
    return {
      irVersion: ONNX_IR_VERSION,
      opsetImport: [{ domain: '', version: ONNX_OPSET }],
      producerName: meta.producerName,
      producerVersion: meta.producerVersion,
      ...(meta.docString === undefined ? {} : { docString: meta.docString }),
      graph: {
        name: this.graphName,
        node: this.nodes,
        initializer: this.initializers,
        input: this.inputs,
        output: this.outputs,
      },
    };
  }

  private claim(name: string): void {
    if (this.names.has(name)) throw new Error(`Duplicate ONNX graph value name: ${name}`);
    this.names.add(name);
  }
}

/** Serialises a model to the ONNX protobuf wire format. */
export function encodeOnnxModel(model: OnnxModelProto): Uint8Array {
  const invalid = ModelProtoType.verify(model);
  if (invalid) throw new Error(`Invalid ONNX model: ${invalid}`);
  return ModelProtoType.encode(ModelProtoType.fromObject(model)).finish();
}

/** Parses ONNX protobuf bytes back into plain objects (int64 as number); used to inspect converted graphs. */
export function decodeOnnxModel(bytes: Uint8Array): OnnxModelProto {
  const message = ModelProtoType.decode(bytes);
  return ModelProtoType.toObject(message, { longs: Number, arrays: true, defaults: false }) as OnnxModelProto;
}
