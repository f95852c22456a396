import { describe, expect, it } from 'vitest';

import { localColours, localColoursWeighed } from '../../src/matting/local-colours';
import type { WorkGrid } from '../../src/matting/work-grid';

const WIDTH = 23;
const HEIGHT = 17;

/** A grid whose colours vary from cell to cell (a repeatable sequence), members on its left part. */
function testGrid(): { grid: WorkGrid; members: Uint8Array } {
  const rgb = Float32Array.from(
    { length: WIDTH * HEIGHT * 3 },
    (_, i) => (i * 37 + ((i * i) % 11) * 19) % 256,
  );
  const members = Uint8Array.from({ length: WIDTH * HEIGHT }, (_, g) =>
    g % WIDTH < 9 && g % 3 !== 0 ? 1 : 0,
  );
  const grid = { width: WIDTH, height: HEIGHT, cell: 1, rgb, probability: new Float32Array(WIDTH * HEIGHT) };
  return { grid, members };
}

/**
 * The kernel spelled out: each window (radius r, 4r, 16r, clipped at the grid's edges) weighs each member in it
 * by scaleWeight to the power of its scale over the window's area; the mean and variance are of the members so weighted.
 */
function bruteLocalColours(
  grid: WorkGrid,
  members: Uint8Array,
  radius: number,
  scales: number,
  g: number,
  scaleWeight = 1,
) {
  const x = g % WIDTH;
  const y = Math.floor(g / WIDTH);
  let coverage = 0;
  let share = 0;
  const sum = [0, 0, 0];
  let squares = 0;
  for (let scale = 0, r = radius; scale < scales; scale++, r *= 4) {
    const left = Math.max(0, x - r);
    const right = Math.min(WIDTH - 1, x + r);
    const top = Math.max(0, y - r);
    const bottom = Math.min(HEIGHT - 1, y + r);
    const area = (right - left + 1) * (bottom - top + 1);
    const weight = scaleWeight ** scale / area;
    for (let v = top; v <= bottom; v++) {
      for (let u = left; u <= right; u++) {
        const m = v * WIDTH + u;
        if (!members[m]) continue;
        coverage += 1 / area;
        share += weight;
        for (let c = 0; c < 3; c++) {
          sum[c] += weight * grid.rgb[m * 3 + c];
          squares += weight * grid.rgb[m * 3 + c] ** 2;
        }
      }
    }
  }
  const mean = sum.map((s) => s / share);
  return { coverage, mean, spread: squares / share - mean.reduce((total, m) => total + m * m, 0) };
}

describe('localColours', () => {
  it.each([
    [1, 3, 1],
    [2, 2, 1],
    [3, 1, 1],
    [1, 3, 0.1],
    [2, 2, 0.03],
  ])(
    'is the members’ mean and variance under the summed windows (radius %i, %i scales, each wider weighing %f)',
    (radius, scales, scaleWeight) => {
      const { grid, members } = testGrid();
      const colours = localColours(grid, members, radius, { scales, scaleWeight });
      for (let g = 0; g < WIDTH * HEIGHT; g++) {
        const expected = bruteLocalColours(grid, members, radius, scales, g, scaleWeight);
        expect(colours.found[g]).toBe(expected.coverage > 1e-4 ? 1 : 0);
        if (!colours.found[g]) continue;
        for (let c = 0; c < 3; c++) expect(colours.mean[g * 3 + c]).toBeCloseTo(expected.mean[c], 3);
        expect(colours.spread[g]).toBeCloseTo(expected.spread, 1);
      }
    },
  );

  it('takes the nearest members’ colour when the wider windows weigh little', () => {
    // Members in two columns: a red one next to the cell, a blue one three cells away.
    const rgb = new Float32Array(WIDTH * HEIGHT * 3);
    const members = new Uint8Array(WIDTH * HEIGHT);
    for (let y = 0; y < HEIGHT; y++) {
      members[y * WIDTH + 9] = 1;
      rgb.set([200, 0, 0], (y * WIDTH + 9) * 3);
      members[y * WIDTH + 7] = 1;
      rgb.set([0, 0, 200], (y * WIDTH + 7) * 3);
    }
    const grid = {
      width: WIDTH,
      height: HEIGHT,
      cell: 1,
      rgb,
      probability: new Float32Array(WIDTH * HEIGHT),
    };
    const g = 8 * WIDTH + 10;
    const alike = localColours(grid, members, 1, { scaleWeight: 1 });
    const nearFirst = localColours(grid, members, 1, { scaleWeight: 0.03 });
    // All windows alike: the two wider ones hold both columns and mix in a quarter of blue.
    expect(alike.mean[g * 3 + 2]).toBeGreaterThan(40);
    expect(nearFirst.mean[g * 3]).toBeGreaterThan(190);
    expect(nearFirst.mean[g * 3 + 2]).toBeLessThan(10);
  });

  it('weighs one read of the windows several ways, each estimate as localColours gives it alone', () => {
    const { grid, members } = testGrid();
    const weights = [1, 0.03, 0.5];
    const together = localColoursWeighed(grid, members, 2, weights);
    weights.forEach((scaleWeight, k) => {
      const alone = localColours(grid, members, 2, { scaleWeight });
      expect(together[k].found).toEqual(alone.found);
      for (let i = 0; i < alone.mean.length; i++) expect(together[k].mean[i]).toBeCloseTo(alone.mean[i], 4);
      for (let g = 0; g < alone.spread.length; g++) {
        expect(together[k].spread[g]).toBeCloseTo(alone.spread[g], 2);
      }
    });
    expect(together[1].mean).not.toEqual(together[0].mean);
  });

  it('finds no members where none lies within the widest window', () => {
    const { grid, members } = testGrid();
    const colours = localColours(grid, members, 1, { scales: 1 });
    // Members end at column 8: a radius-1 window from column 10 on holds none.
    expect(colours.found[5 * WIDTH + 10]).toBe(0);
    expect(colours.found[5 * WIDTH + 9]).toBe(1);
  });

  it('estimates only the wanted cells, each as it would be estimated alone', () => {
    const { grid, members } = testGrid();
    const wanted = Uint8Array.from({ length: WIDTH * HEIGHT }, (_, g) => (g % 5 === 0 ? 1 : 0));
    const all = localColours(grid, members, 2);
    const some = localColours(grid, members, 2, { wanted });
    for (let g = 0; g < WIDTH * HEIGHT; g++) {
      expect(some.found[g]).toBe(wanted[g] ? all.found[g] : 0);
      if (!some.found[g]) continue;
      expect(Array.from(some.mean.subarray(g * 3, g * 3 + 3))).toEqual(
        Array.from(all.mean.subarray(g * 3, g * 3 + 3)),
      );
      expect(some.spread[g]).toBe(all.spread[g]);
    }
  });
});
