import { mulberry32 } from '@hairhue/recolour';
import { describe, expect, it } from 'vitest';
import {
  blendWithPrevious,
  frameMotion,
  MOTION_FULL,
  previousRatio,
  STILL_RATIO,
  uncertainty,
} from '@/features/camera/live-colour/temporal-blend';

const SIDE = 64;

/**
 * A still head seen by a jittery network: sure hair on the left third, sure background on the right third,
 * and between them an edge whose pixels each hold a value of their own between 0.3 and 0.7 that the network
 * misses by up to ±0.15 from frame to frame, as it does on a wisp.
 */
function jitteryFrames(count: number, seed: number): Float32Array[] {
  const random = mulberry32(seed);
  const edge = Float32Array.from({ length: SIDE * SIDE }, () => 0.3 + 0.4 * random());
  return Array.from({ length: count }, () =>
    Float32Array.from({ length: SIDE * SIDE }, (_, i) => {
      const x = i % SIDE;
      if (x < SIDE / 3) return 0.97 + 0.02 * random();
      if (x >= (2 * SIDE) / 3) return 0.03 - 0.02 * random();
      return edge[i] + 0.3 * (random() - 0.5);
    }),
  );
}

/** The mean share of pixels whose side of ½ changes from one frame to the next. */
function flipsPerFrame(masks: readonly Float32Array[]): number {
  let flips = 0;
  for (let f = 1; f < masks.length; f++) {
    for (let i = 0; i < masks[f].length; i++) if (masks[f][i] >= 0.5 !== masks[f - 1][i] >= 0.5) flips++;
  }
  return flips / ((masks.length - 1) * SIDE * SIDE);
}

function blendAll(frames: readonly Float32Array[], ratio: number): Float32Array[] {
  const shown: Float32Array[] = [];
  for (const frame of frames) {
    const mask = Float32Array.from(frame);
    blendWithPrevious(mask, shown.at(-1), ratio);
    shown.push(mask);
  }
  return shown;
}

describe('the live mask’s temporal blend', () => {
  it('is most unsure at ½ and sure at 0 and 1', () => {
    expect(uncertainty(0.5)).toBeCloseTo(1, 6);
    expect(uncertainty(0)).toBeLessThan(1e-3);
    expect(uncertainty(1)).toBeLessThan(1e-3);
    expect(uncertainty(0.3)).toBeGreaterThan(uncertainty(0.1));
    expect(uncertainty(0.3)).toBeCloseTo(uncertainty(0.7), 6);
  });

  it('cuts the edge’s flips on a still scene about tenfold, and leaves the sure pixels alone', () => {
    const frames = jitteryFrames(24, 7);
    const raw = flipsPerFrame(frames);
    const steadied = flipsPerFrame(blendAll(frames, STILL_RATIO));
    // A third of the picture is the edge: 8 % of all pixels flip per raw frame, 0.8 % once blended.
    expect(raw).toBeGreaterThan(0.05);
    expect(steadied).toBeLessThan(raw / 8);
    const last = blendAll(frames, STILL_RATIO).at(-1) as Float32Array;
    expect(last[5 * SIDE + 2]).toBeGreaterThan(0.95);
    expect(last[5 * SIDE + SIDE - 2]).toBeLessThan(0.05);
  });

  it('lets a sure change through at once: hair that moves in is hair in the same frame', () => {
    const previous = new Float32Array(SIDE * SIDE).fill(0.02);
    const mask = new Float32Array(SIDE * SIDE).fill(0.98);
    blendWithPrevious(mask, previous, STILL_RATIO);
    expect(Math.min(...mask)).toBeGreaterThan(0.9);
  });

  it('keeps less of the previous mask the more the frame moves, and none in fast motion', () => {
    expect(previousRatio(0)).toBe(STILL_RATIO);
    expect(previousRatio(0.05)).toBeLessThan(STILL_RATIO);
    expect(previousRatio(0.05)).toBeGreaterThan(0);
    expect(previousRatio(MOTION_FULL)).toBe(0);
    const frames = jitteryFrames(2, 3);
    const mask = Float32Array.from(frames[1]);
    blendWithPrevious(mask, frames[0], previousRatio(MOTION_FULL));
    expect(mask).toEqual(frames[1]);
  });

  it('measures motion as the mean absolute change of red, green and blue, and a change of size as all change', () => {
    const still = new Uint8ClampedArray(16).fill(100);
    // Two of the four pixels brighten by 51 in every colour; alpha changes, which counts for nothing.
    const moved = still.map((v, i) => (i < 8 && i % 4 !== 3 ? v + 51 : i % 4 === 3 ? 255 : v));
    expect(frameMotion(still, still)).toBe(0);
    expect(frameMotion(still, moved)).toBeCloseTo(0.1, 6);
    expect(frameMotion(undefined, still)).toBe(1);
    expect(frameMotion(new Uint8ClampedArray(8), still)).toBe(1);
  });

  it('starts afresh without a previous mask of the same size', () => {
    const mask = Float32Array.from([0.5, 0.5]);
    blendWithPrevious(mask, Float32Array.from([1, 1, 1]), STILL_RATIO);
    expect(Array.from(mask)).toEqual([0.5, 0.5]);
  });
});
