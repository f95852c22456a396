import { describe, expect, it } from 'vitest';
import {
  D65_WHITE,
  labToLch,
  labToLinearRgb,
  labToSrgb,
  labToXyz,
  lchToLab,
  linearRgbToLab,
  srgbToLab,
  xyzToLab,
  type Lab,
} from '../../src/colour/index';
import { randomColours } from './random';

function expectLab(actual: Lab, expected: Lab, digits: number) {
  expect(actual.L).toBeCloseTo(expected.L, digits);
  expect(actual.a).toBeCloseTo(expected.a, digits);
  expect(actual.b).toBeCloseTo(expected.b, digits);
}

describe('sRGB → CIELAB (D65)', () => {
  it('puts white at L 100 on the neutral axis and black at 0', () => {
    expectLab(srgbToLab({ r: 255, g: 255, b: 255 }), { L: 100, a: 0, b: 0 }, 10);
    expectLab(srgbToLab({ r: 0, g: 0, b: 0 }), { L: 0, a: 0, b: 0 }, 10);
  });

  it('gives the published values for the primaries and secondaries', () => {
    expectLab(srgbToLab({ r: 255, g: 0, b: 0 }), { L: 53.2408, a: 80.0925, b: 67.2032 }, 3);
    expectLab(srgbToLab({ r: 0, g: 255, b: 0 }), { L: 87.7347, a: -86.1827, b: 83.1793 }, 3);
    expectLab(srgbToLab({ r: 0, g: 0, b: 255 }), { L: 32.297, a: 79.1875, b: -107.8602 }, 3);
    expectLab(srgbToLab({ r: 255, g: 255, b: 0 }), { L: 97.1393, a: -21.5537, b: 94.478 }, 3);
  });

  it('keeps greys neutral, with mid-grey #777777 at L 50.03', () => {
    const grey = srgbToLab({ r: 119, g: 119, b: 119 });
    expect(grey.L).toBeCloseTo(50.03, 2);
    expect(Math.abs(grey.a) + Math.abs(grey.b)).toBeLessThan(1e-9);
  });

  it('uses the D65 white of the sRGB matrix', () => {
    expect(D65_WHITE.X).toBeCloseTo(0.95047, 5);
    expect(D65_WHITE.Y).toBeCloseTo(1, 6);
    expect(D65_WHITE.Z).toBeCloseTo(1.08883, 5);
  });
});

describe('CIELAB round trips', () => {
  it('linear RGB → Lab → linear RGB within 1e-9 for random colours, in and out of gamut', () => {
    for (const [r, g, b] of randomColours(2000, 1, -0.1, 1.1)) {
      const back = labToLinearRgb(linearRgbToLab({ r, g, b }));
      expect(back.r).toBeCloseTo(r, 9);
      expect(back.g).toBeCloseTo(g, 9);
      expect(back.b).toBeCloseTo(b, 9);
    }
  });

  it('8-bit sRGB → Lab → 8-bit sRGB is exact for random colours', () => {
    for (const [r, g, b] of randomColours(5000, 2, 0, 256)) {
      const rgb = { r: Math.floor(r), g: Math.floor(g), b: Math.floor(b) };
      expect(labToSrgb(srgbToLab(rgb))).toEqual(rgb);
    }
  });

  it('Lab → XYZ → Lab and Lab → LCh → Lab within 1e-9', () => {
    for (const [L, a, b] of randomColours(2000, 3, 0, 1).map(([x, y, z]) => [
      100 * x,
      200 * y - 100,
      200 * z - 100,
    ])) {
      expectLab(xyzToLab(labToXyz({ L, a, b })), { L, a, b }, 9);
      expectLab(lchToLab(labToLch({ L, a, b })), { L, a, b }, 9);
    }
  });

  it('gives LCh hues in radians in [0, 2π)', () => {
    expect(labToLch({ L: 50, a: 0, b: -10 }).h).toBeCloseTo((3 * Math.PI) / 2, 12);
    expect(labToLch({ L: 50, a: 10, b: 0 })).toEqual({ L: 50, C: 10, h: 0 });
  });

  it('clips out-of-gamut Lab to the sRGB cube when converting to 8 bits', () => {
    expect(labToSrgb({ L: 50, a: 200, b: 0 }).g).toBe(0);
    expect(labToSrgb({ L: 120, a: 0, b: 0 })).toEqual({ r: 255, g: 255, b: 255 });
  });
});
