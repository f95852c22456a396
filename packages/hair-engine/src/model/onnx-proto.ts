import { Root, type INamespace } from 'protobufjs/light.js';

/*
 * The subset of onnx/onnx.proto (proto2, package onnx) that a converted model uses, as a protobufjs JSON
 * descriptor. Field numbers and packing follow onnx.proto exactly; fields we never write (sparse tensors,
 * training info, functions, sequence/map types, external data) are left out, which protobuf allows: readers
 * skip unknown fields and treat missing ones as unset.
 *
 * Why protobufjs rather than hand-written varint code or the `onnx-proto` package: protobufjs is the
 * maintained, widely used protobuf runtime for JavaScript, so wire-format details (zig-zag-free int64
 * varints, packed repeated fields, length-delimited nesting) are its job, not ours. `onnx-proto` wraps an
 * old protobufjs 6 and has not been updated in years. Field names here are camelCase, as protobufjs'
 * own generated code would use; only the numbers reach the wire.
 */
const descriptor: INamespace = {
  nested: {
    onnx: {
      nested: {
        AttributeProto: {
          fields: {
            name: { type: 'string', id: 1 },
            refAttrName: { type: 'string', id: 21 },
            docString: { type: 'string', id: 13 },
            type: { type: 'AttributeType', id: 20 },
            f: { type: 'float', id: 2 },
            i: { type: 'int64', id: 3 },
            s: { type: 'bytes', id: 4 },
            t: { type: 'TensorProto', id: 5 },
            g: { type: 'GraphProto', id: 6 },
            floats: { rule: 'repeated', type: 'float', id: 7 },
            ints: { rule: 'repeated', type: 'int64', id: 8 },
            strings: { rule: 'repeated', type: 'bytes', id: 9 },
            tensors: { rule: 'repeated', type: 'TensorProto', id: 10 },
            graphs: { rule: 'repeated', type: 'GraphProto', id: 11 },
          },
          nested: {
            AttributeType: {
              values: {
                UNDEFINED: 0,
                FLOAT: 1,
                INT: 2,
                STRING: 3,
                TENSOR: 4,
                GRAPH: 5,
                FLOATS: 6,
                INTS: 7,
                STRINGS: 8,
                TENSORS: 9,
                GRAPHS: 10,
                SPARSE_TENSOR: 11,
                SPARSE_TENSORS: 12,
              },
            },
          },
        },
        ValueInfoProto: {
          fields: {
            name: { type: 'string', id: 1 },
            type: { type: 'TypeProto', id: 2 },
            docString: { type: 'string', id: 3 },
          },
        },
        NodeProto: {
          fields: {
            input: { rule: 'repeated', type: 'string', id: 1 },
            output: { rule: 'repeated', type: 'string', id: 2 },
            name: { type: 'string', id: 3 },
            opType: { type: 'string', id: 4 },
            domain: { type: 'string', id: 7 },
            attribute: { rule: 'repeated', type: 'AttributeProto', id: 5 },
            docString: { type: 'string', id: 6 },
          },
        },
        ModelProto: {
          fields: {
            irVersion: { type: 'int64', id: 1 },
            opsetImport: { rule: 'repeated', type: 'OperatorSetIdProto', id: 8 },
            producerName: { type: 'string', id: 2 },
            producerVersion: { type: 'string', id: 3 },
            domain: { type: 'string', id: 4 },
            modelVersion: { type: 'int64', id: 5 },
            docString: { type: 'string', id: 6 },
            graph: { type: 'GraphProto', id: 7 },
            metadataProps: { rule: 'repeated', type: 'StringStringEntryProto', id: 14 },
          },
        },
        StringStringEntryProto: {
          fields: {
            key: { type: 'string', id: 1 },
            value: { type: 'string', id: 2 },
          },
        },
        GraphProto: {
          fields: {
            node: { rule: 'repeated', type: 'NodeProto', id: 1 },
            name: { type: 'string', id: 2 },
            initializer: { rule: 'repeated', type: 'TensorProto', id: 5 },
            docString: { type: 'string', id: 10 },
            input: { rule: 'repeated', type: 'ValueInfoProto', id: 11 },
            output: { rule: 'repeated', type: 'ValueInfoProto', id: 12 },
            valueInfo: { rule: 'repeated', type: 'ValueInfoProto', id: 13 },
          },
        },
        TensorProto: {
          fields: {
            dims: { rule: 'repeated', type: 'int64', id: 1 },
            dataType: { type: 'int32', id: 2 },
            floatData: { rule: 'repeated', type: 'float', id: 4, options: { packed: true } },
            int32Data: { rule: 'repeated', type: 'int32', id: 5, options: { packed: true } },
            stringData: { rule: 'repeated', type: 'bytes', id: 6 },
            int64Data: { rule: 'repeated', type: 'int64', id: 7, options: { packed: true } },
            name: { type: 'string', id: 8 },
            docString: { type: 'string', id: 12 },
            rawData: { type: 'bytes', id: 9 },
            doubleData: { rule: 'repeated', type: 'double', id: 10, options: { packed: true } },
            uint64Data: { rule: 'repeated', type: 'uint64', id: 11, options: { packed: true } },
          },
        },
        TensorShapeProto: {
          fields: {
            dim: { rule: 'repeated', type: 'Dimension', id: 1 },
          },
          nested: {
            Dimension: {
              oneofs: { value: { oneof: ['dimValue', 'dimParam'] } },
              fields: {
                dimValue: { type: 'int64', id: 1 },
                dimParam: { type: 'string', id: 2 },
                denotation: { type: 'string', id: 3 },
              },
            },
          },
        },
        TypeProto: {
          oneofs: { value: { oneof: ['tensorType'] } },
          fields: {
            tensorType: { type: 'Tensor', id: 1 },
            denotation: { type: 'string', id: 6 },
          },
          nested: {
            Tensor: {
              fields: {
                elemType: { type: 'int32', id: 1 },
                shape: { type: 'TensorShapeProto', id: 2 },
              },
            },
          },
        },
        OperatorSetIdProto: {
          fields: {
            domain: { type: 'string', id: 1 },
            version: { type: 'int64', id: 2 },
          },
        },
      },
    },
  },
};

const root = Root.fromJSON(descriptor);

/** The protobufjs type of `onnx.ModelProto`, for encoding and decoding whole models. */
export const ModelProtoType = root.lookupType('onnx.ModelProto');

/** `TensorProto.DataType` values used here. */
export const OnnxDataType = { FLOAT: 1, INT64: 7 } as const;

/** `AttributeProto.AttributeType` values used here. */
export const OnnxAttributeType = { FLOAT: 1, INT: 2, STRING: 3, INTS: 7 } as const;

/* Plain-object shapes of the messages above, as protobufjs reads and writes them (int64 as number). */

export interface OnnxTensorProto {
  name: string;
  dims: number[];
  dataType: number;
  rawData?: Uint8Array;
  floatData?: number[];
  int64Data?: number[];
}

export interface OnnxAttributeProto {
  name: string;
  type: number;
  f?: number;
  i?: number;
  s?: Uint8Array;
  ints?: number[];
}

export interface OnnxNodeProto {
  name?: string;
  opType: string;
  domain?: string;
  input: string[];
  output: string[];
  attribute?: OnnxAttributeProto[];
}

export interface OnnxValueInfoProto {
  name: string;
  type: { tensorType: { elemType: number; shape: { dim: { dimValue?: number; dimParam?: string }[] } } };
}

export interface OnnxGraphProto {
  name: string;
  docString?: string;
  node: OnnxNodeProto[];
  initializer: OnnxTensorProto[];
  input: OnnxValueInfoProto[];
  output: OnnxValueInfoProto[];
}

export interface OnnxModelProto {
  irVersion: number;
  opsetImport: { domain?: string; version: number }[];
  producerName?: string;
  producerVersion?: string;
  docString?: string;
  graph: OnnxGraphProto;
  metadataProps?: { key: string; value: string }[];
}
