import * as ort from 'onnxruntime-node';
import { describe, expect, it } from 'vitest';

import { convertTfliteToOnnx, FREE_HEIGHT, FREE_WIDTH } from '../../src/model/convert';
import { ModelFormatError } from '../../src/model/errors';
import { decodeOnnxModel } from '../../src/model/onnx-writer';
import { BuiltinOperator } from '../../src/model/tflite-reader';
import { buildTflite, POOL_AND_UNPOOL, type TinyModel } from './tflite-builder';

describe('a hair model converted to take inputs of any size', () => {
  it('names the input’s and output’s height and width instead of fixing them', () => {
    const { graph } = decodeOnnxModel(
      convertTfliteToOnnx(buildTflite(POOL_AND_UNPOOL), { spatialSize: 'free' }),
    );
    const dims = (value: (typeof graph.input)[number]) =>
      value.type.tensorType.shape.dim.map((dim) => dim.dimParam ?? dim.dimValue);
    expect(dims(graph.input[0])).toEqual([1, FREE_HEIGHT, FREE_WIDTH, 2]);
    expect(dims(graph.output[0])).toEqual([1, 2, FREE_HEIGHT, FREE_WIDTH]);
  });

  it('runs at twice the size it was made at, unpooling each maximum back where the pool found it', async () => {
    const session = await ort.InferenceSession.create(
      convertTfliteToOnnx(buildTflite(POOL_AND_UNPOOL), { spatialSize: 'free' }),
    );
    // A 4×4 input, NHWC: channel 0 is largest at (1, 1) and (2, 3) of its 2×2 blocks, channel 1 is 0.
    const input = new Float32Array(4 * 4 * 2);
    input[(1 * 4 + 1) * 2] = 0.8;
    input[(3 * 4 + 2) * 2] = 0.6;
    const result = await session.run({ input: new ort.Tensor('float32', input, [1, 4, 4, 2]) });
    const mask = result['mask'];
    expect(mask?.dims).toEqual([1, 2, 4, 4]);
    // Channel 0's logits survive only at the maxima; elsewhere both channels are 0 (softmax ½).
    const hairless = Array.from(mask?.data as Float32Array).slice(0, 16);
    expect(hairless[1 * 4 + 1]).toBeCloseTo(1 / (1 + Math.exp(-0.8)), 5);
    expect(hairless[3 * 4 + 2]).toBeCloseTo(1 / (1 + Math.exp(-0.6)), 5);
    expect(hairless[0]).toBeCloseTo(0.5, 5);
  });

  it('is refused for a graph whose reshape bakes its size in', () => {
    const reshaping: TinyModel = {
      tensors: [{ shape: [1, 2, 2, 2] }, { shape: [1, 4, 1, 2] }],
      operators: [{ builtin: BuiltinOperator.RESHAPE, inputs: [0], outputs: [1] }],
      inputs: [0],
      outputs: [1],
    };
    expect(() => convertTfliteToOnnx(buildTflite(reshaping), { spatialSize: 'free' })).toThrow(
      ModelFormatError,
    );
    expect(() => convertTfliteToOnnx(buildTflite(reshaping))).not.toThrow();
  });

  it('keeps the TFLite outputs as they are only at the fixed size', () => {
    expect(() =>
      convertTfliteToOnnx(buildTflite(POOL_AND_UNPOOL), { spatialSize: 'free', outputs: 'as-is' }),
    ).toThrow(RangeError);
  });
});
