import { describe, expect, it } from 'vitest';
import { hexToLab } from '../src/lab';

describe('hexToLab', () => {
  it('maps white to L* 100 and black to L* 0, both neutral', () => {
    const white = hexToLab('#ffffff');
    const black = hexToLab('#000000');
    expect(white.L).toBeCloseTo(100, 2);
    expect(white.chroma).toBeCloseTo(0, 3);
    expect(black.L).toBeCloseTo(0, 5);
    expect(black.chroma).toBeCloseTo(0, 5);
  });

  it('matches the published CIELAB (D65) values of sRGB red and blue', () => {
    expect(hexToLab('#ff0000')).toMatchObject({
      L: expect.closeTo(53.24, 2),
      a: expect.closeTo(80.09, 2),
      b: expect.closeTo(67.2, 2),
    });
    expect(hexToLab('#0000ff')).toMatchObject({
      L: expect.closeTo(32.3, 1),
      a: expect.closeTo(79.19, 1),
      b: expect.closeTo(-107.86, 1),
    });
  });

  it('gives hue angles in degrees from 0 to 360', () => {
    expect(hexToLab('#ff0000').hue).toBeCloseTo(40, 0);
    expect(hexToLab('#00ff00').hue).toBeCloseTo(136, 0);
    expect(hexToLab('#0000ff').hue).toBeCloseTo(306, 0);
  });

  it('rejects anything that is not #rrggbb', () => {
    expect(() => hexToLab('#fff')).toThrow('Not a #rrggbb colour');
  });
});
