import { describe, expect, it } from 'vitest';
import {
  InvalidColourError,
  hexToRgb,
  linearToSrgb,
  linearToSrgb8,
  rgbToHex,
  srgb8ToLinear,
  srgbToLinear,
} from '../../src/colour/index';

describe('hexToRgb / rgbToHex', () => {
  it('parses #rrggbb and #rgb in any case, with or without #', () => {
    expect(hexToRgb('#A0522D')).toEqual({ r: 160, g: 82, b: 45 });
    expect(hexToRgb('a0522d')).toEqual({ r: 160, g: 82, b: 45 });
    expect(hexToRgb('#f0c')).toEqual({ r: 255, g: 0, b: 204 });
  });

  it.each(['', '#', '#12', '#12345', '#1234567', '#ggg', 'red', '#a0522d80'])(
    "refuses '%s' with an InvalidColourError",
    (value) => {
      expect(() => hexToRgb(value)).toThrow(InvalidColourError);
      expect(() => hexToRgb(value)).toThrow(expect.objectContaining({ code: 'INVALID_COLOUR' }));
    },
  );

  it('formats lowercase #rrggbb, rounding and clipping channels', () => {
    expect(rgbToHex({ r: 160, g: 82, b: 45 })).toBe('#a0522d');
    expect(rgbToHex({ r: -3, g: 254.6, b: 300 })).toBe('#00ffff');
  });

  it('round-trips every 8-bit level', () => {
    for (let k = 0; k < 256; k++)
      expect(hexToRgb(rgbToHex({ r: k, g: 255 - k, b: k ^ 0x5a }))).toEqual({
        r: k,
        g: 255 - k,
        b: k ^ 0x5a,
      });
  });
});

describe('sRGB transfer function', () => {
  it('has the IEC 61966-2-1 values at the ends, the toe and mid-grey', () => {
    expect(srgbToLinear(0)).toBe(0);
    expect(srgbToLinear(1)).toBeCloseTo(1, 12);
    expect(srgbToLinear(0.04045)).toBeCloseTo(0.04045 / 12.92, 12);
    expect(srgbToLinear(0.5)).toBeCloseTo(0.214041, 6);
    expect(linearToSrgb(0.0031308)).toBeCloseTo(0.0031308 * 12.92, 9);
    expect(linearToSrgb(0.214041)).toBeCloseTo(0.5, 6);
  });

  it('inverts itself, including the mirrored negative range', () => {
    for (const c of [-0.8, -0.02, 0, 0.001, 0.04, 0.05, 0.3, 0.9, 1.2]) {
      expect(linearToSrgb(srgbToLinear(c))).toBeCloseTo(c, 12);
    }
  });

  it('decodes 8-bit levels by table exactly as the formula does', () => {
    for (let k = 0; k < 256; k++) expect(srgb8ToLinear(k)).toBe(srgbToLinear(k / 255));
  });

  it('encodes to 8 bits exactly like round(255 · linearToSrgb(v)), clipped', () => {
    let mismatches = 0;
    for (let i = 0; i <= 200_000; i++) {
      const v = (i / 200_000) ** 2.2; // denser near black, where 8-bit steps are closest together
      if (linearToSrgb8(v) !== Math.round(255 * linearToSrgb(v))) mismatches++;
    }
    expect(mismatches).toBe(0);
    expect([linearToSrgb8(-0.5), linearToSrgb8(Number.NaN), linearToSrgb8(1), linearToSrgb8(7)]).toEqual([
      0, 0, 255, 255,
    ]);
  });

  it('round-trips every 8-bit level through linear light', () => {
    for (let k = 0; k < 256; k++) expect(linearToSrgb8(srgb8ToLinear(k))).toBe(k);
  });
});
