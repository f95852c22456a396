import { describe, expect, it } from 'vitest';
import { deltaE2000, deltaE2000Components, deltaE76, type Lab } from '../../src/colour/index';

const lab = (L: number, a: number, b: number): Lab => ({ L, a, b });

/**
 * All 34 pairs of Table 1 in G. Sharma, W. Wu, E. N. Dalal, "The CIEDE2000 color-difference formula:
 * implementation notes, supplementary test data, and mathematical observations", Color Research & Application
 * 30(1), 2005. They exercise the branches a plausible implementation gets wrong: hue means across 0°/360°,
 * achromatic colours, and the rotation term near 275°.
 */
const SHARMA_PAIRS: [Lab, Lab, number][] = [
  [lab(50, 2.6772, -79.7751), lab(50, 0, -82.7485), 2.0425],
  [lab(50, 3.1571, -77.2803), lab(50, 0, -82.7485), 2.8615],
  [lab(50, 2.8361, -74.02), lab(50, 0, -82.7485), 3.4412],
  [lab(50, -1.3802, -84.2814), lab(50, 0, -82.7485), 1.0],
  [lab(50, -1.1848, -84.8006), lab(50, 0, -82.7485), 1.0],
  [lab(50, -0.9009, -85.5211), lab(50, 0, -82.7485), 1.0],
  [lab(50, 0, 0), lab(50, -1, 2), 2.3669],
  [lab(50, -1, 2), lab(50, 0, 0), 2.3669],
  [lab(50, 2.49, -0.001), lab(50, -2.49, 0.0009), 7.1792],
  [lab(50, 2.49, -0.001), lab(50, -2.49, 0.001), 7.1792],
  [lab(50, 2.49, -0.001), lab(50, -2.49, 0.0011), 7.2195],
  [lab(50, 2.49, -0.001), lab(50, -2.49, 0.0012), 7.2195],
  [lab(50, -0.001, 2.49), lab(50, 0.0009, -2.49), 4.8045],
  [lab(50, -0.001, 2.49), lab(50, 0.001, -2.49), 4.8045],
  [lab(50, -0.001, 2.49), lab(50, 0.0011, -2.49), 4.7461],
  [lab(50, 2.5, 0), lab(50, 0, -2.5), 4.3065],
  [lab(50, 2.5, 0), lab(73, 25, -18), 27.1492],
  [lab(50, 2.5, 0), lab(61, -5, 29), 22.8977],
  [lab(50, 2.5, 0), lab(56, -27, -3), 31.903],
  [lab(50, 2.5, 0), lab(58, 24, 15), 19.4535],
  [lab(50, 2.5, 0), lab(50, 3.1736, 0.5854), 1.0],
  [lab(50, 2.5, 0), lab(50, 3.2972, 0), 1.0],
  [lab(50, 2.5, 0), lab(50, 1.8634, 0.5757), 1.0],
  [lab(50, 2.5, 0), lab(50, 3.2592, 0.335), 1.0],
  [lab(60.2574, -34.0099, 36.2677), lab(60.4626, -34.1751, 39.4387), 1.2644],
  [lab(63.0109, -31.0961, -5.8663), lab(62.8187, -29.7946, -4.0864), 1.263],
  [lab(61.2901, 3.7196, -5.3901), lab(61.4292, 2.248, -4.962), 1.8731],
  [lab(35.0831, -44.1164, 3.7933), lab(35.0232, -40.0716, 1.5901), 1.8645],
  [lab(22.7233, 20.0904, -46.694), lab(23.0331, 14.973, -42.5619), 2.0373],
  [lab(36.4612, 47.858, 18.3852), lab(36.2715, 50.5065, 21.2231), 1.4146],
  [lab(90.8027, -2.0831, 1.441), lab(91.1528, -1.6435, 0.0447), 1.4441],
  [lab(90.9257, -0.5406, -0.9208), lab(88.6381, -0.8985, -0.7239), 1.5381],
  [lab(6.7747, -0.2908, -2.4247), lab(5.8714, -0.0985, -2.2286), 0.6377],
  [lab(2.0776, 0.0795, -1.135), lab(0.9033, -0.0636, -0.5514), 0.9082],
];

describe('deltaE2000', () => {
  it.each(SHARMA_PAIRS.map(([p, q, expected], index) => ({ pair: index + 1, p, q, expected })))(
    "matches Sharma, Wu & Dalal's pair $pair ($expected) to 4 decimals, in both orders",
    ({ p, q, expected }) => {
      expect(deltaE2000(p, q)).toBeCloseTo(expected, 4);
      expect(deltaE2000(q, p)).toBeCloseTo(expected, 4);
    },
  );

  it('is 0 for identical colours and 100 between black and white', () => {
    expect(deltaE2000(lab(37, 12, -5), lab(37, 12, -5))).toBe(0);
    expect(deltaE2000(lab(100, 0, 0), lab(0, 0, 0))).toBeCloseTo(100, 10);
  });

  it('gives the same value from bare numbers as from objects', () => {
    const [p, q] = [lab(61.2901, 3.7196, -5.3901), lab(61.4292, 2.248, -4.962)];
    expect(deltaE2000Components(p.L, p.a, p.b, q.L, q.a, q.b)).toBe(deltaE2000(p, q));
  });

  it('divides each term by its parametric weight', () => {
    // Only lightness differs, so kL = 2 halves the difference exactly.
    const [p, q] = [lab(40, 10, 10), lab(44, 10, 10)];
    expect(deltaE2000(p, q, { kL: 2 })).toBeCloseTo(deltaE2000(p, q) / 2, 12);
  });
});

describe('deltaE76', () => {
  it('is the Euclidean distance in CIELAB', () => {
    expect(deltaE76(lab(50, 0, 0), lab(53, 4, 0))).toBe(5);
    expect(deltaE76(lab(50, 2.6772, -79.7751), lab(50, 0, -82.7485))).toBeCloseTo(4.0011, 4);
  });
});
