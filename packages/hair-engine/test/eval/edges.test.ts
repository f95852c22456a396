import { describe, expect, it } from 'vitest';

import { deltaE2000, srgbToLab } from '@hairhue/recolour';
import { mulberry32 } from '@hairhue/recolour';
import { changedOverlap, deltaE76Plane, meanWhere } from '../../scripts/edges/changed';
import { BAND_HIGH, BAND_LOW, compositingErrors, mirrorTile } from '../../scripts/edges/composites';
import { distanceToMask, ringOutside } from '../../scripts/edges/distance';
import { figaroType, photoGroup } from '../../scripts/edges/groups';
import { strandAlpha } from '../../scripts/edges/strand-alpha';

/** Distance to the nearest set pixel by trying every one of them. */
function bruteForceDistance(mask: Uint8Array, width: number): Float32Array {
  const set: [number, number][] = [];
  mask.forEach((v, i) => v && set.push([i % width, Math.floor(i / width)]));
  return Float32Array.from({ length: mask.length }, (_, i) => {
    let best = Number.POSITIVE_INFINITY;
    for (const [x, y] of set) best = Math.min(best, Math.hypot(x - (i % width), y - Math.floor(i / width)));
    return best;
  });
}

describe('distanceToMask', () => {
  it('matches the brute-force Euclidean distance on random masks of several densities and shapes', () => {
    for (const [width, height, density, seed] of [
      [37, 23, 0.02, 1],
      [16, 41, 0.2, 2],
      [50, 50, 0.001, 3],
      [1, 30, 0.1, 4],
    ]) {
      const random = mulberry32(seed);
      const mask = Uint8Array.from({ length: width * height }, () => (random() < density ? 1 : 0));
      mask[Math.floor(random() * mask.length)] = 1;
      const expected = bruteForceDistance(mask, width);
      const actual = distanceToMask(mask, width, height);
      for (let i = 0; i < mask.length; i++) expect(actual[i]).toBeCloseTo(expected[i], 5);
    }
  });

  it('is Infinity everywhere for an empty mask', () => {
    expect([...distanceToMask(new Uint8Array(12), 4, 3)].every((d) => d === Number.POSITIVE_INFINITY)).toBe(
      true,
    );
  });
});

describe('ringOutside', () => {
  it('keeps exactly the pixels whose distance to the mask is more than 2 and at most 2 + width', () => {
    const side = 21;
    const mask = new Uint8Array(side * side);
    mask[10 * side + 10] = 1;
    const ring = ringOutside(mask, side, side, 2, 3);
    for (let y = 0; y < side; y++) {
      for (let x = 0; x < side; x++) {
        const d = Math.hypot(x - 10, y - 10);
        expect(ring[y * side + x], `(${x}, ${y}) at ${d.toFixed(2)}`).toBe(d > 2 && d <= 5 ? 1 : 0);
      }
    }
    // The named edges: 2 px straight out is not in the ring, a (3, 4) step (5 px) is, and (4, 4) is not.
    expect(ring[10 * side + 12]).toBe(0);
    expect(ring[14 * side + 13]).toBe(1);
    expect(ring[14 * side + 14]).toBe(0);
  });

  it('measures Euclidean distance, not the square distance a box dilation uses', () => {
    // A diagonal line of hair through (5, 5) … (24, 24).
    const side = 30;
    const mask = new Uint8Array(side * side);
    for (let k = 5; k < 25; k++) mask[k * side + k] = 1;
    const ring = ringOutside(mask, side, side, 2, 2);
    expect(ring[10 * side + 12]).toBe(0); // √2 from (11, 11): inside the 2 px gap
    expect(ring[10 * side + 13]).toBe(1); // √5 ≈ 2.24
    expect(ring[10 * side + 15]).toBe(1); // √13 ≈ 3.61
    // 3 px from (13, 13) along both axes, so a 4 px box would hold it, but √18 ≈ 4.24 away.
    expect(ring[10 * side + 16]).toBe(0);
  });
});

describe('Figaro hair types', () => {
  it('reads the type from the frame number, 150 frames each in the dataset order', () => {
    expect(figaroType(1)).toBe('straight');
    expect(figaroType(150)).toBe('straight');
    expect(figaroType(151)).toBe('wavy');
    expect(figaroType(450)).toBe('curly');
    expect(figaroType(451)).toBe('kinky');
    expect(figaroType(622)).toBe('braids');
    expect(figaroType(900)).toBe('dreadlocks');
    expect(figaroType(901)).toBe('short');
    expect(figaroType(1050)).toBe('short');
  });

  it('refuses frame numbers Figaro1k does not have', () => {
    expect(() => figaroType(0)).toThrow(RangeError);
    expect(() => figaroType(1051)).toThrow(RangeError);
    expect(() => figaroType(12.5)).toThrow(RangeError);
  });

  it('groups evaluation photos by name', () => {
    expect(photoGroup('figaro_Frame00622')).toBe('braids');
    expect(photoGroup('figaro_Frame01039')).toBe('short');
    expect(photoGroup('lfw_Some_Person_0001')).toBe('lfw');
    expect(photoGroup('demo-1')).toBeUndefined();
  });
});

describe('changed pixels', () => {
  it('takes ΔE76 in CIELAB: black to white is 100, an unchanged pixel 0', () => {
    const original = { width: 2, height: 1, data: Uint8Array.of(0, 0, 0, 90, 40, 20) };
    const result = { width: 2, height: 1, data: Uint8Array.of(255, 255, 255, 90, 40, 20) };
    const difference = deltaE76Plane(original, result);
    expect(difference[0]).toBeCloseTo(100, 3);
    expect(difference[1]).toBe(0);
  });

  it('counts a pixel as changed only above the threshold and scores it against the truth', () => {
    // Truth: 4 hair pixels. Changed (> 12): 3 of them and 2 others; 12 exactly is not a change.
    const truth = Uint8Array.of(1, 1, 1, 1, 0, 0, 0, 0);
    const difference = Float32Array.of(30, 13, 12.5, 12, 40, 20, 12, 0);
    const scores = changedOverlap(difference, truth, 12);
    expect(scores.iou).toBeCloseTo(3 / 6);
    expect(scores.precision).toBeCloseTo(3 / 5);
    expect(scores.recall).toBeCloseTo(3 / 4);
  });

  it('scores an empty render and an empty truth without dividing by zero', () => {
    expect(changedOverlap(new Float32Array(3), new Uint8Array(3), 12)).toEqual({
      iou: 1,
      precision: 1,
      recall: 1,
    });
    expect(changedOverlap(new Float32Array(2), Uint8Array.of(1, 0), 12)).toEqual({
      iou: 0,
      precision: 1,
      recall: 0,
    });
  });

  it('averages only where selected, and says NaN for an empty ring rather than 0', () => {
    expect(meanWhere(Float32Array.of(1, 5, 9), Uint8Array.of(0, 1, 1))).toBe(7);
    expect(meanWhere(Float32Array.of(1, 5), Uint8Array.of(0, 0))).toBeNaN();
  });
});

describe('synthetic composites', () => {
  it('draw the same strands from the same seed, with a soft edge band and solid hair', () => {
    const first = strandAlpha(96, 96, mulberry32(7));
    expect(strandAlpha(96, 96, mulberry32(7))).toEqual(first);
    expect(strandAlpha(96, 96, mulberry32(8))).not.toEqual(first);
    const band = first.filter((a) => a > BAND_LOW && a < BAND_HIGH).length;
    expect(band).toBeGreaterThan(300);
    expect(first.filter((a) => a >= BAND_HIGH).length).toBeGreaterThan(1000);
  });

  it('tile a source square by reflection, so neighbouring tiles meet without a seam', () => {
    const image = { width: 3, height: 1, data: Uint8Array.of(10, 0, 0, 20, 0, 0, 30, 0, 0) };
    const tiled = mirrorTile(image, { x: 1, y: 0, side: 2 }, 6);
    expect([0, 1, 2, 3, 4, 5].map((x) => tiled.data[x * 3])).toEqual([20, 30, 30, 20, 20, 30]);
  });

  it('measure the band and the interior apart: zero for the ideal itself, the shift where it differs', () => {
    const alpha = Float32Array.of(0, 0.5, 1);
    const ideal = Float32Array.of(10, 10, 10, 100, 100, 100, 200, 200, 200);
    const exact = { width: 3, height: 1, data: Uint8Array.of(99, 0, 0, 100, 100, 100, 200, 200, 200) };
    expect(compositingErrors(exact, ideal, alpha)).toEqual({ band: 0, interior: 0 });
    const shifted = { width: 3, height: 1, data: Uint8Array.of(10, 10, 10, 0, 0, 0, 200, 200, 200) };
    const errors = compositingErrors(shifted, ideal, alpha);
    const black = srgbToLab({ r: 0, g: 0, b: 0 });
    expect(errors.band).toBeCloseTo(deltaE2000(black, srgbToLab({ r: 100, g: 100, b: 100 })), 6);
    expect(errors.interior).toBe(0);
  });
});
