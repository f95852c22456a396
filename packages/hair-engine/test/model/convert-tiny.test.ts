import * as ort from 'onnxruntime-node';
import { describe, expect, it } from 'vitest';

import { convertTfliteToOnnx } from '../../src/model/convert';
import { ModelFormatError } from '../../src/model/errors';
import { buildTflite, POOL_AND_UNPOOL, type TinyModel } from './tflite-builder';

/*
 * End-to-end checks of the op mapping on tiny hand-made TFLite graphs with known answers: each graph is
 * converted, run by onnxruntime, and compared with logits worked out by hand (the converter appends a
 * Softmax over channels, so the expectation goes through one too).
 */

const CONV_2D = 3;
const PRELU = 54;
const CUSTOM = 32;
const CONV2D_OPTIONS = 1;
const SAME = 0;

function conv2dOptions(stride: number): TinyModel['operators'][number]['options'] {
  return {
    type: CONV2D_OPTIONS,
    fields: [
      [0, 'int8', SAME],
      [1, 'int32', stride],
      [2, 'int32', stride],
      [4, 'int32', 1],
      [5, 'int32', 1],
    ],
  };
}

async function runConverted(model: TinyModel, input: number[]): Promise<number[]> {
  const session = await ort.InferenceSession.create(convertTfliteToOnnx(buildTflite(model)));
  const shape = model.tensors[model.inputs[0] as number]?.shape as number[];
  const result = await session.run({ input: new ort.Tensor('float32', Float32Array.from(input), shape) });
  return Array.from(result['mask']?.data as Float32Array);
}

/** Softmax over two NCHW logit planes, the way the converted graph ends. */
function softmax2(channel0: number[], channel1: number[]): number[] {
  const p0 = channel0.map((a, i) => 1 / (1 + Math.exp((channel1[i] as number) - a)));
  return [...p0, ...p0.map((p) => 1 - p)];
}

function expectClose(actual: number[], expected: number[]): void {
  expect(actual).toHaveLength(expected.length);
  actual.forEach((value, i) => expect(value).toBeCloseTo(expected[i] as number, 5));
}

describe('convertTfliteToOnnx on tiny graphs', () => {
  it('pads a 3×3 stride-2 SAME conv with the smaller half first (top/left 0, bottom/right 1)', async () => {
    const input = Array.from({ length: 16 }, (_, i) => (i + 1) / 100); // a 4×4 ramp 0.01 … 0.16
    const mask = await runConverted(
      {
        tensors: [
          { shape: [1, 4, 4, 1] },
          { shape: [2, 3, 3, 1], data: Float32Array.from({ length: 18 }, (_, i) => (i < 9 ? 1 : 0)) },
          { shape: [2], data: new Float32Array(2) },
          { shape: [1, 2, 2, 2] },
        ],
        operators: [{ builtin: CONV_2D, inputs: [0, 1, 2], outputs: [3], options: conv2dOptions(2) }],
        inputs: [0],
        outputs: [3],
      },
      input,
    );
    // Window sums of the ramp with rows/cols 0-2 and 2-3 (+ one padded row/col after the data).
    expectClose(mask, softmax2([0.54, 0.45, 0.72, 0.54], [0, 0, 0, 0]));
  });

  it('keeps OHWI weights per output/input channel and applies PReLU alpha per channel', async () => {
    // Two pixels with channels (0.1, 0.2) and (-0.3, 0.1); 1×1 conv out_o = Σ_i w[o][i]·x_i + b_o.
    const mask = await runConverted(
      {
        tensors: [
          { shape: [1, 1, 2, 2] },
          { shape: [2, 1, 1, 2], data: Float32Array.from([1, 2, 3, 4]) },
          { shape: [2], data: Float32Array.from([0.5, -0.5]) },
          { shape: [1, 1, 2, 2] },
          { shape: [1, 1, 2], data: Float32Array.from([0.1, 0.2]) },
          { shape: [1, 1, 2, 2] },
        ],
        operators: [
          { builtin: CONV_2D, inputs: [0, 1, 2], outputs: [3], options: conv2dOptions(1) },
          { builtin: PRELU, inputs: [3, 4], outputs: [5] },
        ],
        inputs: [0],
        outputs: [5],
      },
      [0.1, 0.2, -0.3, 0.1],
    );
    // Pixel 0: (1.0, 0.6). Pixel 1: (0.4, -1.0), and PReLU scales channel 1's negative value by 0.2.
    expectClose(mask, softmax2([1.0, 0.4], [0.6, -0.2]));
  });

  it('unpools each 2×2 maximum back to where the pool found it', async () => {
    const mask = await runConverted(
      POOL_AND_UNPOOL,
      // NHWC: channel 0 is 0.1 0.5 / 0.2 0.3, channel 1 is 0.4 0.1 / 0.9 0.2.
      [0.1, 0.4, 0.5, 0.1, 0.2, 0.9, 0.3, 0.2],
    );
    expectClose(mask, softmax2([0, 0.5, 0, 0], [0, 0, 0.9, 0]));
  });

  it('maps Convolution2DTransposeBias to a ConvTranspose that doubles the size with SAME pads', async () => {
    const kernel = Array.from({ length: 9 }, (_, i) => (i + 1) / 10);
    const input = [0.1, 0.2, 0.3, 0.4]; // 2×2
    const mask = await runConverted(
      {
        tensors: [
          { shape: [1, 2, 2, 1] },
          { shape: [2, 3, 3, 1], data: Float32Array.from([...kernel, ...new Array<number>(9).fill(0)]) },
          { shape: [2], data: Float32Array.from([0.05, 0]) },
          { shape: [1, 4, 4, 2] },
        ],
        operators: [
          {
            builtin: CUSTOM,
            custom: 'Convolution2DTransposeBias',
            inputs: [0, 1, 2],
            outputs: [3],
            customOptions: [1, 2, 2],
          },
        ],
        inputs: [0],
        outputs: [3],
      },
      input,
    );
    // TFLite transposed conv, SAME: input pixel (i, j) spreads its kernel onto output rows 2i…2i+2 and
    // cols 2j…2j+2 (no padding before the data); the fifth row and column fall off the end.
    const expected = new Array<number>(16).fill(0.05);
    for (let i = 0; i < 2; i++)
      for (let j = 0; j < 2; j++)
        for (let ky = 0; ky < 3; ky++)
          for (let kx = 0; kx < 3; kx++) {
            const y = 2 * i + ky;
            const x = 2 * j + kx;
            if (y < 4 && x < 4)
              expected[y * 4 + x] += (input[i * 2 + j] as number) * (kernel[ky * 3 + kx] as number);
          }
    expectClose(mask, softmax2(expected, new Array<number>(16).fill(0)));
  });

  it('refuses an operator outside the MediaPipe networks set with ModelFormatError', () => {
    const model: TinyModel = {
      tensors: [{ shape: [1, 4, 4, 1] }, { shape: [1, 2, 2, 1] }],
      operators: [{ builtin: 9, inputs: [0], outputs: [1] }], // FULLY_CONNECTED
      inputs: [0],
      outputs: [1],
    };
    expect(() => convertTfliteToOnnx(buildTflite(model))).toThrow(ModelFormatError);
    expect(() => convertTfliteToOnnx(buildTflite(model))).toThrow(/Unsupported TFLite builtin operator 9/);
  });

  it('refuses an unknown custom operator by name', () => {
    const model: TinyModel = {
      tensors: [{ shape: [1, 4, 4, 1] }, { shape: [1, 4, 4, 1] }],
      operators: [{ builtin: CUSTOM, custom: 'Mystery', inputs: [0], outputs: [1] }],
      inputs: [0],
      outputs: [1],
    };
    expect(() => convertTfliteToOnnx(buildTflite(model))).toThrow(
      /Unsupported custom TFLite operator Mystery/,
    );
  });

  it('refuses a MaxUnpooling2D whose indices do not come from a pool', () => {
    const model: TinyModel = {
      tensors: [
        { shape: [1, 1, 1, 1] },
        { shape: [1, 1, 1, 1], data: new Float32Array(1) },
        { shape: [1, 2, 2, 1] },
      ],
      operators: [
        {
          builtin: CUSTOM,
          custom: 'MaxUnpooling2D',
          inputs: [0, 1],
          outputs: [2],
          customOptions: [2, 2, 2, 2, 2, 0],
        },
      ],
      inputs: [0],
      outputs: [2],
    };
    expect(() => convertTfliteToOnnx(buildTflite(model))).toThrow(ModelFormatError);
  });

  it('refuses bytes that are not a TFLite model', () => {
    expect(() => convertTfliteToOnnx(new TextEncoder().encode('<html>Not Found</html>'))).toThrow(
      ModelFormatError,
    );
  });
});
