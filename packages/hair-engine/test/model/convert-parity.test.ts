import { readFileSync } from 'node:fs';

import * as ort from 'onnxruntime-node';
import { beforeAll, describe, expect, it } from 'vitest';

import { convertTfliteToOnnx } from '../../src/model/convert';
import {
  EVAL_IMAGES_DIR,
  SHARED_ONNX,
  SHARED_TFLITE,
  maxAbsDifference,
  modelInputFromPhoto,
} from './shared-fixtures';

const PHOTOS = [
  'figaro_Frame00128.jpg',
  'figaro_Frame00622.jpg',
  'lfw_Barbara_Walters_0004.jpg',
  'lfw_Tom_Ridge_0022.jpg',
];

describe('converted hair model vs the shared ONNX', () => {
  let ours: ort.InferenceSession;
  let reference: ort.InferenceSession;

  beforeAll(async () => {
    const onnx = convertTfliteToOnnx(readFileSync(SHARED_TFLITE));
    const options: ort.InferenceSession.SessionOptions = { intraOpNumThreads: 1, interOpNumThreads: 1 };
    ours = await ort.InferenceSession.create(onnx, options);
    reference = await ort.InferenceSession.create(SHARED_ONNX, options);
  });

  it('declares input "input" [1,512,512,4] and output "mask"', () => {
    expect(ours.inputNames).toEqual(['input']);
    expect(ours.outputNames).toEqual(['mask']);
  });

  it.each(PHOTOS)('gives the same mask as the shared ONNX within 1e-4 on %s', async (photo) => {
    const input = new ort.Tensor(
      'float32',
      await modelInputFromPhoto(`${EVAL_IMAGES_DIR}/${photo}`),
      [1, 512, 512, 4],
    );
    const [a, b] = await Promise.all([ours.run({ input }), reference.run({ input })]);
    const oursMask = a['mask'];
    const referenceMask = b['mask'];
    expect(oursMask?.dims).toEqual([1, 2, 512, 512]);
    expect(
      maxAbsDifference(oursMask?.data as Float32Array, referenceMask?.data as Float32Array),
    ).toBeLessThan(1e-4);
  });
});
