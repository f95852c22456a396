import * as ort from 'onnxruntime-node';
import { describe, expect, it } from 'vitest';

import { convertTfliteToOnnx } from '../../src/model/convert';
import { ModelFormatError } from '../../src/model/errors';
import { BuiltinOperator } from '../../src/model/tflite-reader';
import { buildTflite, type TinyModel, type TinyOperator } from './tflite-builder';

/*
 * The ops of MediaPipe's selfie segmentation and BlazeFace graphs, one tiny TFLite graph each, converted
 * with the outputs kept as they are (NHWC) and run by onnxruntime against answers worked out by hand.
 */

const SAME = 0;
const VALID = 1;

function poolOptions(padding: number, stride: number, filter: number): TinyOperator['options'] {
  return {
    type: 5,
    fields: [
      [0, 'int8', padding],
      [1, 'int32', stride],
      [2, 'int32', stride],
      [3, 'int32', filter],
      [4, 'int32', filter],
    ],
  };
}

/** A graph of one input (tensor 0) and one output (the last tensor) around `operators`. */
function graph(tensors: TinyModel['tensors'], operators: TinyOperator[]): TinyModel {
  return { tensors, operators, inputs: [0], outputs: [tensors.length - 1] };
}

async function run(
  model: TinyModel,
  input: number[],
): Promise<{ dims: readonly number[]; values: number[] }> {
  const session = await ort.InferenceSession.create(
    convertTfliteToOnnx(buildTflite(model), { outputs: 'as-is' }),
  );
  const shape = model.tensors[0]?.shape as number[];
  const result = await session.run({ input: new ort.Tensor('float32', Float32Array.from(input), shape) });
  const output = result[session.outputNames[0] as string] as ort.Tensor;
  return { dims: output.dims, values: Array.from(output.data as Float32Array) };
}

function expectClose(actual: number[], expected: number[], digits = 5): void {
  expect(actual).toHaveLength(expected.length);
  actual.forEach((value, i) => expect(value).toBeCloseTo(expected[i] as number, digits));
}

describe('converter ops of the selfie and face networks', () => {
  it('DEQUANTIZE widens fp16 weight bits exactly (normal, negative and subnormal values)', async () => {
    // 1×1 conv, one input channel to three outputs, weights 0.5, −1.25 and 2^-24 (the smallest subnormal).
    const weights = Uint16Array.from([0x3800, 0xbd00, 0x0001]);
    const { values } = await run(
      graph(
        [
          { shape: [1, 1, 1, 1] },
          { shape: [3, 1, 1, 1], data: weights },
          { shape: [3, 1, 1, 1] },
          { shape: [3], data: new Float32Array(3) },
          { shape: [1, 1, 1, 3] },
        ],
        [
          { builtin: BuiltinOperator.DEQUANTIZE, inputs: [1], outputs: [2] },
          {
            builtin: BuiltinOperator.CONV_2D,
            inputs: [0, 2, 3],
            outputs: [4],
            options: {
              type: 1,
              fields: [
                [0, 'int8', SAME],
                [1, 'int32', 1],
                [2, 'int32', 1],
              ],
            },
          },
        ],
      ),
      [2 ** 20],
    );
    expect(values).toEqual([2 ** 19, -1.25 * 2 ** 20, 2 ** -4]);
  });

  it('refuses a DEQUANTIZE of anything but fp16 constants', () => {
    const model = graph(
      [{ shape: [1, 1, 1, 1] }, { shape: [1, 1, 1, 1] }],
      [{ builtin: BuiltinOperator.DEQUANTIZE, inputs: [0], outputs: [1] }],
    );
    expect(() => convertTfliteToOnnx(buildTflite(model), { outputs: 'as-is' })).toThrow(ModelFormatError);
  });

  it('LOGISTIC is the sigmoid', async () => {
    const input = [-3, -0.5, 0, 2];
    const { values } = await run(
      graph(
        [{ shape: [1, 1, 2, 2] }, { shape: [1, 1, 2, 2] }],
        [{ builtin: BuiltinOperator.LOGISTIC, inputs: [0], outputs: [1] }],
      ),
      input,
    );
    expectClose(
      values,
      input.map((x) => 1 / (1 + Math.exp(-x))),
    );
  });

  it('HARD_SWISH is x · relu6(x + 3) / 6', async () => {
    const input = [-4, -3, -1, 0, 1, 2.5, 3, 5];
    const { values } = await run(
      graph(
        [{ shape: [1, 2, 2, 2] }, { shape: [1, 2, 2, 2] }],
        [{ builtin: BuiltinOperator.HARD_SWISH, inputs: [0], outputs: [1] }],
      ),
      input,
    );
    expectClose(values, [0, 0, -1 / 3, 0, 2 / 3, 2.5 * (5.5 / 6), 3, 5]);
  });

  it('RELU on its own clamps negatives to zero', async () => {
    const { values } = await run(
      graph(
        [{ shape: [1, 1, 1, 4] }, { shape: [1, 1, 1, 4] }],
        [{ builtin: BuiltinOperator.RELU, inputs: [0], outputs: [1] }],
      ),
      [-2, -0.1, 0.3, 7],
    );
    expectClose(values, [0, 0, 0.3, 7]);
  });

  it('AVERAGE_POOL_2D with SAME pads leaves the padded cells out of the mean', async () => {
    // 3×3 → 2×2 with a 2×2 window, stride 2: the last row and column are padded after the data.
    const input = [1, 2, 3, 4, 5, 6, 7, 8, 9];
    const { values } = await run(
      graph(
        [{ shape: [1, 3, 3, 1] }, { shape: [1, 2, 2, 1] }],
        [
          {
            builtin: BuiltinOperator.AVERAGE_POOL_2D,
            inputs: [0],
            outputs: [1],
            options: poolOptions(SAME, 2, 2),
          },
        ],
      ),
      input,
    );
    expectClose(values, [(1 + 2 + 4 + 5) / 4, (3 + 6) / 2, (7 + 8) / 2, 9]);
  });

  it('AVERAGE_POOL_2D VALID over the whole map is a per-channel mean (the squeeze-excite pool)', async () => {
    const { dims, values } = await run(
      graph(
        [{ shape: [1, 2, 2, 2] }, { shape: [1, 1, 1, 2] }],
        [
          {
            builtin: BuiltinOperator.AVERAGE_POOL_2D,
            inputs: [0],
            outputs: [1],
            options: poolOptions(VALID, 2, 2),
          },
        ],
      ),
      [1, 10, 2, 20, 3, 30, 4, 40],
    );
    expect(dims).toEqual([1, 1, 1, 2]);
    expectClose(values, [2.5, 25]);
  });

  it('MAX_POOL_2D with SAME pads never picks a padded zero', async () => {
    const input = [-1, -2, -3, -4, -5, -6, -7, -8, -9];
    const { values } = await run(
      graph(
        [{ shape: [1, 3, 3, 1] }, { shape: [1, 2, 2, 1] }],
        [
          {
            builtin: BuiltinOperator.MAX_POOL_2D,
            inputs: [0],
            outputs: [1],
            options: poolOptions(SAME, 2, 2),
          },
        ],
      ),
      input,
    );
    expectClose(values, [-1, -3, -7, -9]);
  });

  it('MUL broadcasts a per-channel [1,1,1,C] activation over the map, as squeeze-excite does', async () => {
    // x · mean(x) per channel: channel means are 2.5 and 25.
    const { values } = await run(
      graph(
        [{ shape: [1, 2, 2, 2] }, { shape: [1, 1, 1, 2] }, { shape: [1, 2, 2, 2] }],
        [
          {
            builtin: BuiltinOperator.AVERAGE_POOL_2D,
            inputs: [0],
            outputs: [1],
            options: poolOptions(VALID, 2, 2),
          },
          { builtin: BuiltinOperator.MUL, inputs: [0, 1], outputs: [2], options: { type: 21, fields: [] } },
        ],
      ),
      [1, 10, 2, 20, 3, 30, 4, 40],
    );
    expectClose(values, [2.5, 250, 5, 500, 7.5, 750, 10, 1000], 3);
  });

  it('MUL by a constant per-channel vector scales each channel', async () => {
    const { values } = await run(
      graph(
        [{ shape: [1, 1, 2, 2] }, { shape: [2], data: Float32Array.from([2, -3]) }, { shape: [1, 1, 2, 2] }],
        [{ builtin: BuiltinOperator.MUL, inputs: [0, 1], outputs: [2], options: { type: 21, fields: [] } }],
      ),
      [1, 1, 0.5, 2],
    );
    expectClose(values, [2, -3, 1, -6]);
  });

  it('RESIZE_BILINEAR with half-pixel centres doubles a 2×2 map as TFLite does', async () => {
    const resize = (halfPixel: number): TinyOperator => ({
      builtin: BuiltinOperator.RESIZE_BILINEAR,
      inputs: [0, 1],
      outputs: [2],
      options: {
        type: 15,
        fields: [
          [2, 'int8', 0],
          [3, 'int8', halfPixel],
        ],
      },
    });
    const tensors = [
      { shape: [1, 2, 2, 1] },
      { shape: [2], data: Int32Array.from([4, 4]) },
      { shape: [1, 4, 4, 1] },
    ];
    const input = [0, 4, 8, 12];
    // Half-pixel: output p samples (p + 0.5)/2 − 0.5 = −0.25, 0.25, 0.75, 1.25, clamped to [0, 1].
    const along = [0, 0.25, 0.75, 1];
    const half = await run(graph(tensors, [resize(1)]), input);
    expectClose(
      half.values,
      along.flatMap((y) => along.map((x) => 8 * y + 4 * x)),
    );
    // Neither flag (TFLite's default): p samples p/2 = 0, 0.5, 1, 1.5, clamped.
    const asymmetric = await run(graph(tensors, [resize(0)]), input);
    const plain = [0, 0.5, 1, 1];
    expectClose(
      asymmetric.values,
      plain.flatMap((y) => plain.map((x) => 8 * y + 4 * x)),
    );
  });

  it('PAD adds zeros where the NHWC paddings say, channels included', async () => {
    // [1,1,2,2] padded by one row before (H) and two channels after (C) → [1,2,2,4].
    const { dims, values } = await run(
      graph(
        [
          { shape: [1, 1, 2, 2] },
          { shape: [4, 2], data: Int32Array.from([0, 0, 1, 0, 0, 0, 0, 2]) },
          { shape: [1, 2, 2, 4] },
        ],
        [{ builtin: BuiltinOperator.PAD, inputs: [0, 1], outputs: [2] }],
      ),
      [1, 2, 3, 4],
    );
    expect(dims).toEqual([1, 2, 2, 4]);
    expect(values).toEqual([0, 0, 0, 0, 0, 0, 0, 0, 1, 2, 0, 0, 3, 4, 0, 0]);
  });

  it('RESHAPE keeps the NHWC element order, and CONCATENATION joins 3-D tensors on their own axis', async () => {
    // BlazeFace's head: per-anchor values from two maps, flattened and joined along the anchor axis.
    const { dims, values } = await run(
      {
        tensors: [
          { shape: [1, 2, 2, 3] },
          { shape: [1, 4, 3] },
          { shape: [1, 1, 1, 3] },
          { shape: [1, 1, 3] },
          { shape: [1, 5, 3] },
        ],
        operators: [
          { builtin: BuiltinOperator.RESHAPE, inputs: [0], outputs: [1] },
          {
            builtin: BuiltinOperator.MAX_POOL_2D,
            inputs: [0],
            outputs: [2],
            options: poolOptions(VALID, 2, 2),
          },
          { builtin: BuiltinOperator.RESHAPE, inputs: [2], outputs: [3] },
          {
            builtin: BuiltinOperator.CONCATENATION,
            inputs: [1, 3],
            outputs: [4],
            options: { type: 10, fields: [[0, 'int32', 1]] },
          },
        ],
        inputs: [0],
        outputs: [4],
      },
      Array.from({ length: 12 }, (_, i) => i),
    );
    expect(dims).toEqual([1, 5, 3]);
    expect(values).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 9, 10, 11]);
  });

  it('ADD of two activations, and every output keeps its TFLite name', async () => {
    const model = graph(
      [{ shape: [1, 1, 1, 2] }, { shape: [1, 1, 1, 2] }, { shape: [1, 1, 1, 2] }],
      [
        { builtin: BuiltinOperator.RELU, inputs: [0], outputs: [1] },
        { builtin: BuiltinOperator.ADD, inputs: [0, 1], outputs: [2], options: { type: 11, fields: [] } },
      ],
    );
    const session = await ort.InferenceSession.create(
      convertTfliteToOnnx(buildTflite(model), { outputs: 'as-is' }),
    );
    expect(session.outputNames).toEqual(['tensor_2']);
    expectClose((await run(model, [-1, 2])).values, [-1, 4]);
  });
});
