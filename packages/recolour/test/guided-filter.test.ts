import { describe, expect, it } from 'vitest';

import {
  applyCoefficientsUpsampled,
  applyGuided,
  boxMean,
  fitGuided,
  guideFromRgb,
  prepareGuide,
  resizePlane,
  type GuidedCoefficients,
} from '../src';
import { seededRandom } from './colour/random';
import { at, twoColourImage } from './synthetic-images';

const HAIR = { r: 60, g: 40, b: 30 };
const SKIN = { r: 220, g: 180, b: 150 };
const WIDTH = 96;
const HEIGHT = 64;
const EDGE = 48;

/** The hair mask of the two-colour photo as a network might give it: blurred over ±6 px and noisy. */
function blurredNoisyStep(seed: number): Float32Array {
  const step = Float32Array.from({ length: WIDTH * HEIGHT }, (_, i) => (i % WIDTH < EDGE ? 1 : 0));
  const blurred = boxMean(step, WIDTH, HEIGHT, 6);
  const random = seededRandom(seed);
  return blurred.map((v) => v + (random() - 0.5) * 0.2);
}

/** Mean of column x over all rows. */
function columnMean(plane: Float32Array, x: number): number {
  let sum = 0;
  for (let y = 0; y < HEIGHT; y++) sum += at(plane, WIDTH, x, y);
  return sum / HEIGHT;
}

function standardDeviation(values: number[]): number {
  const mean = values.reduce((s, v) => s + v, 0) / values.length;
  return Math.sqrt(values.reduce((s, v) => s + (v - mean) ** 2, 0) / values.length);
}

/** Values of a plane over x in [from, to) on every row. */
function region(plane: Float32Array, from: number, to: number): number[] {
  const values: number[] = [];
  for (let y = 0; y < HEIGHT; y++) for (let x = from; x < to; x++) values.push(at(plane, WIDTH, x, y));
  return values;
}

describe('colour guided filter', () => {
  const photo = twoColourImage(WIDTH, HEIGHT, EDGE, HAIR, SKIN);
  const input = blurredNoisyStep(1);
  const prepared = prepareGuide(guideFromRgb(photo), 8, 0.01);
  const output = applyGuided(prepared, fitGuided(prepared, input));

  it('makes a blurred mask step sharp along the colour edge', () => {
    // The blurred step drops by 1/13 per pixel; the filtered one jumps where the colour does.
    const inputJump = columnMean(input, EDGE - 1) - columnMean(input, EDGE);
    const outputJump = columnMean(output, EDGE - 1) - columnMean(output, EDGE);
    expect(inputJump).toBeLessThan(0.15);
    expect(outputJump).toBeGreaterThan(0.4);
    expect(columnMean(output, EDGE - 1)).toBeGreaterThan(0.7);
    expect(columnMean(output, EDGE)).toBeLessThan(0.3);
    // …and only there: one pixel further on either side, the output changes little.
    expect(Math.abs(columnMean(output, EDGE - 2) - columnMean(output, EDGE - 1))).toBeLessThan(0.1);
    expect(Math.abs(columnMean(output, EDGE) - columnMean(output, EDGE + 1))).toBeLessThan(0.1);
  });

  it('keeps the blur away from the edge where the colours are flat, and smooths the noise there', () => {
    const inputFlat = region(input, 4, 36);
    const outputFlat = region(output, 4, 36);
    expect(standardDeviation(outputFlat)).toBeLessThan(standardDeviation(inputFlat) / 3);
    for (const v of outputFlat) expect(v).toBeGreaterThan(0.9);
    for (const v of region(output, 60, 92)) expect(v).toBeLessThan(0.1);
  });

  it('fitted on a half-size copy and applied at full size, puts the edge on the full-size pixels', () => {
    const small = twoColourImage(WIDTH / 2, HEIGHT / 2, EDGE / 2, HAIR, SKIN);
    const smallInput = resizePlane({ width: WIDTH, height: HEIGHT, data: input }, WIDTH / 2, HEIGHT / 2).data;
    const smallPrepared = prepareGuide(guideFromRgb(small), 4, 0.01);
    const full = applyCoefficientsUpsampled(fitGuided(smallPrepared, smallInput), photo);
    expect(columnMean(full, EDGE - 1) - columnMean(full, EDGE)).toBeGreaterThan(0.4);
    expect(Math.min(...full)).toBeGreaterThanOrEqual(0);
    expect(Math.max(...full)).toBeLessThanOrEqual(1);
  });
});

describe('applyCoefficientsUpsampled', () => {
  /** Reference: every coefficient plane upsampled with resizePlane, then applied pixel by pixel. */
  function reference(coefficients: GuidedCoefficients, image: ReturnType<typeof twoColourImage>) {
    const { width, height } = image;
    const up = (data: Float32Array) =>
      resizePlane({ width: coefficients.width, height: coefficients.height, data }, width, height).data;
    const [ar, ag, ab, b] = [
      up(coefficients.ar),
      up(coefficients.ag),
      up(coefficients.ab),
      up(coefficients.b),
    ];
    return Float32Array.from({ length: width * height }, (_, i) => {
      const v =
        (ar[i] * image.data[i * 3] + ag[i] * image.data[i * 3 + 1] + ab[i] * image.data[i * 3 + 2]) / 255 +
        b[i];
      return Math.min(1, Math.max(0, v));
    });
  }

  it.each([
    { sw: 16, sh: 12, width: 64, height: 48 },
    { sw: 16, sh: 12, width: 61, height: 37 },
    { sw: 7, sh: 5, width: 7, height: 5 },
    { sw: 10, sh: 10, width: 33, height: 12 },
  ])('equals upsampling each plane and applying ($sw×$sh → $width×$height)', ({ sw, sh, width, height }) => {
    const random = seededRandom(sw * 31 + width);
    const plane = (scale: number, offset: number) =>
      Float32Array.from({ length: sw * sh }, () => (random() - 0.5) * scale + offset);
    const coefficients = {
      width: sw,
      height: sh,
      ar: plane(2, 0),
      ag: plane(2, 0),
      ab: plane(2, 0),
      b: plane(1, 0.5),
    };
    const image = {
      width,
      height,
      data: Uint8Array.from({ length: width * height * 3 }, () => random() * 256),
    };
    const fast = applyCoefficientsUpsampled(coefficients, image);
    const slow = reference(coefficients, image);
    for (let i = 0; i < fast.length; i++) expect(fast[i]).toBeCloseTo(slow[i], 4);
  });
});
