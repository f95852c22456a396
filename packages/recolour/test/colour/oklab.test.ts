import { describe, expect, it } from 'vitest';
import {
  linearRgbToOklab,
  oklabToLinearRgb,
  oklabToOklch,
  oklabToSrgb,
  oklchToOklab,
  srgbToOklab,
  type Oklab,
} from '../../src/colour/index';
import { randomColours } from './random';

function expectOklab(actual: Oklab, expected: Oklab, digits: number) {
  expect(actual.L).toBeCloseTo(expected.L, digits);
  expect(actual.a).toBeCloseTo(expected.a, digits);
  expect(actual.b).toBeCloseTo(expected.b, digits);
}

describe('sRGB → OKLab', () => {
  it('puts white at (1, 0, 0) and black at (0, 0, 0)', () => {
    expectOklab(srgbToOklab({ r: 255, g: 255, b: 255 }), { L: 1, a: 0, b: 0 }, 6);
    expectOklab(srgbToOklab({ r: 0, g: 0, b: 0 }), { L: 0, a: 0, b: 0 }, 12);
  });

  it("gives Ottosson's values for the primaries", () => {
    expectOklab(srgbToOklab({ r: 255, g: 0, b: 0 }), { L: 0.62796, a: 0.22486, b: 0.12585 }, 4);
    expectOklab(srgbToOklab({ r: 0, g: 255, b: 0 }), { L: 0.86644, a: -0.23389, b: 0.1795 }, 4);
    expectOklab(srgbToOklab({ r: 0, g: 0, b: 255 }), { L: 0.45201, a: -0.03246, b: -0.31153 }, 4);
  });

  it('gives pure red the OKLCh of CSS Color 4: chroma 0.2577 at hue 29.23°', () => {
    const { C, h } = oklabToOklch(srgbToOklab({ r: 255, g: 0, b: 0 }));
    expect(C).toBeCloseTo(0.2577, 4);
    expect((h * 180) / Math.PI).toBeCloseTo(29.23, 2);
  });
});

describe('OKLab round trips', () => {
  it('linear RGB → OKLab → linear RGB within 1e-6 for random colours, in and out of gamut', () => {
    for (const [r, g, b] of randomColours(2000, 11, -0.1, 1.1)) {
      const back = oklabToLinearRgb(linearRgbToOklab({ r, g, b }));
      // Ottosson's published inverse matrices have 10 decimals, so the round trip is good to about 1e-8.
      expect(back.r).toBeCloseTo(r, 6);
      expect(back.g).toBeCloseTo(g, 6);
      expect(back.b).toBeCloseTo(b, 6);
    }
  });

  it('8-bit sRGB → OKLab → 8-bit sRGB is exact for random colours', () => {
    for (const [r, g, b] of randomColours(5000, 12, 0, 256)) {
      const rgb = { r: Math.floor(r), g: Math.floor(g), b: Math.floor(b) };
      expect(oklabToSrgb(srgbToOklab(rgb))).toEqual(rgb);
    }
  });

  it('OKLab → OKLCh → OKLab within 1e-12', () => {
    for (const [L, a, b] of randomColours(1000, 13, -0.4, 0.4)) {
      expectOklab(oklchToOklab(oklabToOklch({ L, a, b })), { L, a, b }, 12);
    }
  });
});
