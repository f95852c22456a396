import { describe, expect, it } from 'vitest';

import { convOutputSize, onnxPads, samePadding, transposedOutputSize } from '../../src/model/padding';

describe('samePadding (TFLite SAME made explicit)', () => {
  it('pads a 3×3 stride-1 kernel by one on each side', () => {
    expect(samePadding(64, 3, 1)).toEqual([1, 1]);
  });

  it('puts the odd pixel after the data: 3×3 stride 2 on an even side gives [0, 1]', () => {
    expect(samePadding(4, 3, 2)).toEqual([0, 1]);
    expect(samePadding(512, 3, 2)).toEqual([0, 1]);
  });

  it('needs no padding for 2×2 stride 2 on an even side', () => {
    expect(samePadding(256, 2, 2)).toEqual([0, 0]);
  });

  it('pads an odd side with stride 2 symmetrically', () => {
    expect(samePadding(5, 3, 2)).toEqual([1, 1]);
  });

  it('accounts for dilation (3×3 dilated by 8 reaches 17 pixels)', () => {
    expect(samePadding(32, 3, 1, 8)).toEqual([8, 8]);
    expect(samePadding(32, 3, 1, 2)).toEqual([2, 2]);
  });

  it('matches the total max(0, k - (in - 1) % s - 1)', () => {
    for (const [size, k, s] of [
      [7, 3, 2],
      [8, 5, 3],
      [9, 4, 2],
      [10, 1, 2],
    ]) {
      const [before, after] = samePadding(size, k, s);
      expect(before + after).toBe(Math.max(0, k - ((size - 1) % s) - 1));
      expect(before).toBeLessThanOrEqual(after);
    }
  });

  it('keeps out = ceil(in / stride)', () => {
    for (let size = 1; size <= 20; size++) {
      const pads = samePadding(size, 3, 2);
      expect(convOutputSize(size, 3, 2, pads)).toBe(Math.ceil(size / 2));
    }
  });
});

describe('onnxPads', () => {
  it('orders pads as [h_begin, w_begin, h_end, w_end]', () => {
    expect(onnxPads([0, 1], [2, 3])).toEqual([0, 2, 1, 3]);
  });
});

describe('transposedOutputSize', () => {
  it('doubles a side for a 3×3 stride-2 transposed conv with SAME pads [0, 1]', () => {
    expect(transposedOutputSize(16, 3, 2, samePadding(32, 3, 2))).toBe(32);
  });
});
