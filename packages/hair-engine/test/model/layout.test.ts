import { describe, expect, it } from 'vitest';

import {
  LAST_AXIS_FIRST,
  OHWI_TO_OIHW,
  nhwcAxisToNchw,
  nhwcBroadcastToNchw,
  transposeTensor,
} from '../../src/model/layout';

describe('transposeTensor', () => {
  it('turns OHWI conv weights into OIHW', () => {
    // O=2, H=1, W=2, I=3; value = 100·o + 10·w + i, so every element says where it came from.
    const ohwi = Float32Array.from([0, 1, 2, 10, 11, 12, 100, 101, 102, 110, 111, 112]);
    const { data, shape } = transposeTensor(ohwi, [2, 1, 2, 3], OHWI_TO_OIHW);
    expect(shape).toEqual([2, 3, 1, 2]);
    expect(Array.from(data)).toEqual([0, 10, 1, 11, 2, 12, 100, 110, 101, 111, 102, 112]);
  });

  it('turns depthwise weights 1×H×W×C into C×1×H×W', () => {
    // H=2, W=1, C=2; value = 10·h + c.
    const { data, shape } = transposeTensor(Float32Array.from([0, 1, 10, 11]), [1, 2, 1, 2], LAST_AXIS_FIRST);
    expect(shape).toEqual([2, 1, 2, 1]);
    expect(Array.from(data)).toEqual([0, 10, 1, 11]);
  });

  it('turns transposed-conv weights OHWI into IOHW', () => {
    // O=2, H=W=1, I=3; value = 10·o + i.
    const { data, shape } = transposeTensor(
      Float32Array.from([0, 1, 2, 10, 11, 12]),
      [2, 1, 1, 3],
      LAST_AXIS_FIRST,
    );
    expect(shape).toEqual([3, 2, 1, 1]);
    expect(Array.from(data)).toEqual([0, 10, 1, 11, 2, 12]);
  });

  it('rejects a perm that is not a permutation', () => {
    expect(() => transposeTensor(new Float32Array(4), [2, 2], [0, 0])).toThrow(RangeError);
  });
});

describe('nhwcBroadcastToNchw', () => {
  it('reshapes a PReLU alpha [1,1,C] to [C,1,1]', () => {
    const { data, shape } = nhwcBroadcastToNchw(Float32Array.from([1, 2, 3]), [1, 1, 3]);
    expect(shape).toEqual([3, 1, 1]);
    expect(Array.from(data)).toEqual([1, 2, 3]);
  });

  it('keeps a per-channel vector [C] per channel', () => {
    expect(nhwcBroadcastToNchw(Float32Array.from([1, 2]), [2]).shape).toEqual([2, 1, 1]);
  });

  it('moves channels in front of a spatial constant [H,W,C]', () => {
    const { data, shape } = nhwcBroadcastToNchw(Float32Array.from([0, 1, 10, 11]), [1, 2, 2]);
    expect(shape).toEqual([2, 1, 2]);
    expect(Array.from(data)).toEqual([0, 10, 1, 11]);
  });
});

describe('nhwcAxisToNchw', () => {
  it('maps N, H, W, C to 0, 2, 3, 1 and accepts negative axes', () => {
    expect([0, 1, 2, 3].map(nhwcAxisToNchw)).toEqual([0, 2, 3, 1]);
    expect(nhwcAxisToNchw(-1)).toBe(1);
  });

  it('rejects axes outside a 4-D tensor', () => {
    expect(() => nhwcAxisToNchw(4)).toThrow(RangeError);
  });
});
