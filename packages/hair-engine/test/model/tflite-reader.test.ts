import { readFileSync } from 'node:fs';

import { describe, expect, it } from 'vitest';

import { readPoolParams, readTransposeConvParams } from '../../src/model/custom-options';
import { ModelFormatError } from '../../src/model/errors';
import { BuiltinOperator, readFloat32Buffer, readTflite } from '../../src/model/tflite-reader';
import { SHARED_TFLITE } from './shared-fixtures';

describe('readTflite on the MediaPipe hair model', () => {
  const model = readTflite(readFileSync(SHARED_TFLITE));
  const [graph] = model.subgraphs;

  it('reads the schema version, description, one subgraph and its I/O tensors', () => {
    expect(model.version).toBe(3);
    expect(model.description).toContain('hair');
    expect(model.subgraphs).toHaveLength(1);
    expect(graph?.inputs.map((i) => graph.tensors[i]?.shape)).toEqual([[1, 512, 512, 4]]);
    expect(graph?.outputs.map((i) => graph.tensors[i]?.shape)).toEqual([[1, 512, 512, 2]]);
    expect(graph?.operators).toHaveLength(259);
  });

  it('reads builtin and custom operator codes', () => {
    const names = model.operatorCodes.map((c) => c.customCode ?? c.builtinCode);
    expect(names).toEqual(
      expect.arrayContaining([
        BuiltinOperator.CONV_2D,
        BuiltinOperator.DEPTHWISE_CONV_2D,
        BuiltinOperator.PRELU,
        BuiltinOperator.ADD,
        BuiltinOperator.CONCATENATION,
        'MaxPoolingWithArgmax2D',
        'MaxUnpooling2D',
        'Convolution2DTransposeBias',
      ]),
    );
  });

  it('reads the first CONV_2D: VALID 2×2 stride 2 with OHWI weights [8,2,2,4]', () => {
    const first = graph?.operators[0];
    expect(first?.builtinOptions).toEqual({
      kind: 'conv2d',
      padding: 1,
      strideW: 2,
      strideH: 2,
      dilationW: 1,
      dilationH: 1,
      activation: 0,
    });
    const weights = graph?.tensors[first?.inputs[1] as number];
    expect(weights?.shape).toEqual([8, 2, 2, 4]);
    expect(model.buffers[weights?.buffer as number]?.byteLength).toBe(8 * 2 * 2 * 4 * 4);
  });

  it('reads custom_options of the custom ops as raw bytes', () => {
    const codeIndex = model.operatorCodes.findIndex((c) => c.customCode === 'Convolution2DTransposeBias');
    const op = graph?.operators.find((o) => o.opcodeIndex === codeIndex);
    expect(readTransposeConvParams(op?.customOptions, 'test')).toEqual({
      padding: 'same',
      strideW: 2,
      strideH: 2,
    });
  });
});

describe('readTflite', () => {
  it('rejects bytes without the TFL3 identifier', () => {
    expect(() => readTflite(new Uint8Array(64))).toThrow(ModelFormatError);
  });

  it('rejects a truncated file', () => {
    expect(() => readTflite(new Uint8Array([1, 2, 3]))).toThrow(ModelFormatError);
  });
});

describe('custom op options (MediaPipe C structs)', () => {
  const int32Bytes = (values: number[]) => new Uint8Array(Int32Array.from(values).buffer);

  it('decodes TfLitePoolParams with TfLitePadding 1 = SAME, 2 = VALID', () => {
    expect(readPoolParams(int32Bytes([1, 2, 3, 4, 5, 0]), 'pool')).toEqual({
      padding: 'same',
      strideW: 2,
      strideH: 3,
      filterW: 4,
      filterH: 5,
      activation: 0,
    });
    expect(readPoolParams(int32Bytes([2, 2, 2, 2, 2, 0]), 'pool').padding).toBe('valid');
  });

  it('rejects options that are too short or have an unknown padding', () => {
    expect(() => readPoolParams(int32Bytes([1, 2]), 'pool')).toThrow(ModelFormatError);
    expect(() => readTransposeConvParams(int32Bytes([0, 2, 2]), 'tconv')).toThrow(/unknown padding 0/);
    expect(() => readTransposeConvParams(undefined, 'tconv')).toThrow(ModelFormatError);
  });
});

describe('readFloat32Buffer', () => {
  it('reads little-endian floats from an unaligned view', () => {
    const bytes = new Uint8Array(9);
    new DataView(bytes.buffer).setFloat32(1, 1.5, true);
    new DataView(bytes.buffer).setFloat32(5, -2, true);
    expect(Array.from(readFloat32Buffer(bytes.subarray(1)))).toEqual([1.5, -2]);
  });
});
