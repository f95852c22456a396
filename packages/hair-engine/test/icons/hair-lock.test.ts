import { describe, expect, it } from 'vitest';

import { drawHairLock, paintHairLock } from '../../src/icons/hair-lock';
import { mulberry32 } from '@hairhue/recolour';
import { lightnessPlane, percentile, windowMean } from './pixels';

const SIZE = 192;

describe('mulberry32', () => {
  it('repeats its sequence for a seed and gives values in [0, 1)', () => {
    const first = mulberry32(42);
    const second = mulberry32(42);
    const values = Array.from({ length: 1000 }, () => first());
    expect(values).toEqual(Array.from({ length: 1000 }, () => second()));
    expect(Math.min(...values)).toBeGreaterThanOrEqual(0);
    expect(Math.max(...values)).toBeLessThan(1);
    expect(values.reduce((sum, v) => sum + v, 0) / values.length).toBeCloseTo(0.5, 1);
  });
});

describe('drawHairLock', () => {
  const lock = drawHairLock(SIZE, 3);
  const pixels = SIZE * SIZE;

  it('draws the same lock for the same seed and a different one for another seed', () => {
    const again = drawHairLock(SIZE, 3);
    expect(again.image.data).toEqual(lock.image.data);
    expect(again.mask).toEqual(lock.mask);

    const other = drawHairLock(SIZE, 4);
    let differing = 0;
    for (let i = 0; i < pixels; i++) if (Math.abs(other.mask[i] - lock.mask[i]) > 64) differing++;
    expect(differing / pixels).toBeGreaterThan(0.01);
  });

  it('returns an RGB image and a mask of the requested size', () => {
    expect(lock.image.width).toBe(SIZE);
    expect(lock.image.height).toBe(SIZE);
    expect(lock.image.data.length).toBe(pixels * 3);
    expect(lock.mask.length).toBe(pixels);
  });

  it('covers a plausible share of the square, with anti-aliased edges and empty corners', () => {
    let coverage = 0;
    let partial = 0;
    for (const value of lock.mask) {
      coverage += value / 255;
      if (value > 0 && value < 255) partial++;
    }
    expect(coverage / pixels).toBeGreaterThan(0.15);
    expect(coverage / pixels).toBeLessThan(0.6);
    expect(partial).toBeGreaterThan(SIZE);
    const corner = 12;
    for (let y = 0; y < corner; y++) {
      for (let x = 0; x < corner; x++) {
        for (const [cx, cy] of [
          [x, y],
          [SIZE - 1 - x, y],
          [x, SIZE - 1 - y],
          [SIZE - 1 - x, SIZE - 1 - y],
        ]) {
          expect(lock.mask[cy * SIZE + cx]).toBe(0);
        }
      }
    }
  });

  it('lays the lock over a neutral background', () => {
    const { data } = lock.image;
    let background = 0;
    let tinted = 0;
    for (let i = 0; i < pixels; i++) {
      if (lock.mask[i] !== 0) continue;
      background++;
      const [r, g, b] = data.subarray(i * 3, i * 3 + 3);
      if (Math.max(r, g, b) - Math.min(r, g, b) > 3) tinted++;
    }
    expect(background).toBeGreaterThan(pixels / 3);
    expect(tinted).toBe(0);
  });

  it('is a medium-light brown with strand texture inside the lock', () => {
    const lightness = lightnessPlane(lock.image.data, 3, pixels);
    const solid = new Float32Array(pixels);
    for (let i = 0; i < pixels; i++) solid[i] = lock.mask[i] === 255 ? 1 : 0;
    // Only pixels whose whole neighbourhood is hair, so the lock's outline does not count as texture.
    const interior = windowMean(solid, SIZE, SIZE, 2);
    const smooth = windowMean(lightness, SIZE, SIZE, 2);
    let sum = 0;
    let sumSquares = 0;
    let count = 0;
    const values: number[] = [];
    for (let i = 0; i < pixels; i++) {
      if (interior[i] < 1) continue;
      const detail = lightness[i] - smooth[i];
      sum += detail;
      sumSquares += detail * detail;
      count++;
      values.push(lightness[i]);
    }
    expect(count).toBeGreaterThan(pixels * 0.06);
    const variance = sumSquares / count - (sum / count) ** 2;
    expect(Math.sqrt(variance)).toBeGreaterThan(0.015);

    const median = percentile(values, 0.5);
    expect(median).toBeGreaterThan(0.45);
    expect(median).toBeLessThan(0.7);
    let red = 0;
    let blue = 0;
    for (let i = 0; i < pixels; i++) {
      if (interior[i] < 1) continue;
      red += lock.image.data[i * 3];
      blue += lock.image.data[i * 3 + 2];
    }
    expect(red / count).toBeGreaterThan((blue / count) * 1.3);
  });

  it('has a highlight and shadows: its lightness spreads well beyond the median', () => {
    const lightness = lightnessPlane(lock.image.data, 3, pixels);
    const values: number[] = [];
    for (let i = 0; i < pixels; i++) if (lock.mask[i] === 255) values.push(lightness[i]);
    const median = percentile(values, 0.5);
    expect(percentile(values, 0.98) - median).toBeGreaterThan(0.1);
    expect(median - percentile(values, 0.02)).toBeGreaterThan(0.1);
  });

  it('is darker at the roots than in the middle of its length', () => {
    const lightness = lightnessPlane(lock.image.data, 3, pixels);
    const rows: number[] = [];
    for (let y = 0; y < SIZE; y++)
      for (let x = 0; x < SIZE; x++) if (lock.mask[y * SIZE + x] === 255) rows.push(y);
    const top = Math.min(...rows);
    const bottom = Math.max(...rows);
    const meanBetween = (from: number, to: number) => {
      let sum = 0;
      let count = 0;
      for (let y = Math.round(top + from * (bottom - top)); y < top + to * (bottom - top); y++) {
        for (let x = 0; x < SIZE; x++) {
          if (lock.mask[y * SIZE + x] !== 255) continue;
          sum += lightness[y * SIZE + x];
          count++;
        }
      }
      return sum / count;
    };
    expect(meanBetween(0, 0.08)).toBeLessThan(meanBetween(0.35, 0.6) - 0.1);
  });

  it('draws the same lock at any size', () => {
    const small = drawHairLock(64, 3);
    let agree = 0;
    let total = 0;
    for (let y = 0; y < 64; y++) {
      for (let x = 0; x < 64; x++) {
        const big =
          lock.mask[Math.floor(((y + 0.5) * SIZE) / 64) * SIZE + Math.floor(((x + 0.5) * SIZE) / 64)];
        const value = small.mask[y * 64 + x];
        if (big === 0 && value === 0) continue;
        total++;
        if (big > 127 === value > 127) agree++;
      }
    }
    expect(agree / total).toBeGreaterThan(0.9);
  });

  it('keeps the strands’ own colour apart from their coverage', () => {
    const painted = paintHairLock(SIZE, 3);
    let uncoveredButColoured = 0;
    let coveredSum = 0;
    for (let i = 0; i < pixels; i++) {
      const sum =
        painted.colour.data[i * 3] + painted.colour.data[i * 3 + 1] + painted.colour.data[i * 3 + 2];
      if (painted.coverage[i] === 0 && sum > 0) uncoveredButColoured++;
      // A barely covered edge pixel still has the full colour of the strand that touches it.
      if (painted.coverage[i] > 0 && painted.coverage[i] < 0.2) coveredSum += sum;
    }
    expect(uncoveredButColoured).toBe(0);
    expect(coveredSum).toBeGreaterThan(0);
  });

  it('rejects a size that is not a whole number of at least 16 pixels', () => {
    expect(() => drawHairLock(8)).toThrow(RangeError);
    expect(() => drawHairLock(100.5)).toThrow(RangeError);
  });
});
