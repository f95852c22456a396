import { describe, expect, it } from 'vitest';
import {
  createLabPlanes,
  labToRgbImage,
  oklabToRgbImage,
  rgbImageToLab,
  rgbImageToOklab,
  srgbToLab,
  srgbToOklab,
} from '../../src/colour/index';
import type { RgbImage } from '../../src/image-types';
import { seededRandom } from './random';

/** Every 8-bit level on each axis in steps of 5 (52³ ≈ 140k colours), plus the seeded random rest. */
function colourCubeImage(): RgbImage {
  const levels = Array.from({ length: 52 }, (_, i) => Math.min(255, i * 5));
  const width = 52 * 52;
  const height = 52;
  const data = new Uint8Array(width * height * 3);
  let j = 0;
  for (const r of levels) for (const g of levels) for (const b of levels) data.set([r, g, b], j++ * 3);
  return { width, height, data };
}

function randomImage(width: number, height: number, seed: number): RgbImage {
  const random = seededRandom(seed);
  const data = new Uint8Array(width * height * 3);
  for (let i = 0; i < data.length; i++) data[i] = Math.floor(256 * random());
  return { width, height, data };
}

describe('rgbImageToLab / labToRgbImage', () => {
  it('agrees with the per-colour conversion within 2e-4 for every pixel', () => {
    const image = randomImage(300, 200, 21);
    const planes = rgbImageToLab(image);
    let worst = 0;
    for (let i = 0; i < 300 * 200; i++) {
      const [r, g, b] = image.data.subarray(i * 3, i * 3 + 3);
      const lab = srgbToLab({ r: r ?? 0, g: g ?? 0, b: b ?? 0 });
      worst = Math.max(
        worst,
        Math.abs(planes.L[i] - lab.L),
        Math.abs(planes.a[i] - lab.a),
        Math.abs(planes.b[i] - lab.b),
      );
    }
    expect(worst).toBeLessThan(2e-4);
  });

  it('round-trips a cube of 8-bit colours exactly', () => {
    const image = colourCubeImage();
    const planes = rgbImageToLab(image);
    const back = labToRgbImage(planes.L, planes.a, planes.b, image.width, image.height);
    expect(back.width).toBe(image.width);
    expect(back.height).toBe(image.height);
    expect(Buffer.from(back.data).equals(Buffer.from(image.data))).toBe(true);
  });

  it('clips out-of-gamut values channel by channel', () => {
    const L = Float32Array.of(50, 120, -5);
    const a = Float32Array.of(300, 0, 0);
    const b = Float32Array.of(0, 0, 0);
    const { data } = labToRgbImage(L, a, b, 3, 1);
    expect(data[1]).toBe(0); // green of an impossible magenta-red
    expect([...data.subarray(3)]).toEqual([255, 255, 255, 0, 0, 0]);
  });
});

describe('rgbImageToOklab / oklabToRgbImage', () => {
  it('agrees with the per-colour conversion within 1e-6 for every pixel', () => {
    const image = randomImage(300, 200, 22);
    const planes = rgbImageToOklab(image);
    let worst = 0;
    for (let i = 0; i < 300 * 200; i++) {
      const [r, g, b] = image.data.subarray(i * 3, i * 3 + 3);
      const lab = srgbToOklab({ r: r ?? 0, g: g ?? 0, b: b ?? 0 });
      worst = Math.max(
        worst,
        Math.abs(planes.L[i] - lab.L),
        Math.abs(planes.a[i] - lab.a),
        Math.abs(planes.b[i] - lab.b),
      );
    }
    expect(worst).toBeLessThan(1e-6);
  });

  it('round-trips a cube of 8-bit colours exactly', () => {
    const image = colourCubeImage();
    const planes = rgbImageToOklab(image);
    const back = oklabToRgbImage(planes.L, planes.a, planes.b, image.width, image.height);
    expect(Buffer.from(back.data).equals(Buffer.from(image.data))).toBe(true);
  });

  it('round-trips near-black colours, where the cube root is steepest', () => {
    const data = new Uint8Array(16 * 16 * 16 * 3);
    let j = 0;
    for (let r = 0; r < 16; r++)
      for (let g = 0; g < 16; g++) for (let b = 0; b < 16; b++) data.set([r, g, b], j++ * 3);
    const image = { width: 4096, height: 1, data };
    const planes = rgbImageToOklab(image);
    expect(oklabToRgbImage(planes.L, planes.a, planes.b, 4096, 1).data).toEqual(data);
  });
});

describe('buffers', () => {
  it('writes into the planes and bytes it is given', () => {
    const image = randomImage(40, 30, 23);
    const planes = createLabPlanes(40, 30);
    const out = new Uint8Array(40 * 30 * 3);
    expect(rgbImageToOklab(image, planes)).toBe(planes);
    expect(oklabToRgbImage(planes.L, planes.a, planes.b, 40, 30, out).data).toBe(out);
    expect(rgbImageToLab(image, planes)).toBe(planes);
    expect(labToRgbImage(planes.L, planes.a, planes.b, 40, 30, out).data).toBe(out);
    expect(out).toEqual(image.data);
  });

  it('refuses buffers of the wrong size with a RangeError', () => {
    const image = randomImage(40, 30, 24);
    expect(() => rgbImageToLab({ ...image, height: 31 })).toThrow(RangeError);
    expect(() => rgbImageToLab(image, createLabPlanes(30, 40))).toThrow(RangeError);
    const planes = createLabPlanes(40, 30);
    expect(() => labToRgbImage(planes.L, planes.a, planes.b, 40, 31)).toThrow(RangeError);
    expect(() => oklabToRgbImage(planes.L, planes.a, planes.b, 40, 30, new Uint8Array(10))).toThrow(
      RangeError,
    );
  });
});
