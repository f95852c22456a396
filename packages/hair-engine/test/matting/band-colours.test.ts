import { describe, expect, it } from 'vitest';

import { drawBand } from '../../src/matting/band';
import { workGrid } from '../../src/matting/work-grid';
import { acrossEdge, compose, plain, sharpEdge, softOutline } from './synthetic-scene';
import { EDGE, HEIGHT, WIDTH, personEverywhere } from './scene-frame';

/** The hair's ends, the last ENDS px before its edge, are lighter than its crown (sun-bleached, or lit). */
const ENDS = 30;
const CROWN: [number, number, number] = [40, 28, 22];
const LIGHT_ENDS: [number, number, number] = [150, 110, 80];

describe('drawBand: the hair’s local colour beside its edge', () => {
  const scene = compose(
    WIDTH,
    HEIGHT,
    acrossEdge(WIDTH, HEIGHT, () => EDGE, sharpEdge),
    (x) => (x >= EDGE - ENDS ? LIGHT_ENDS : CROWN),
    plain([190, 200, 215]),
    acrossEdge(WIDTH, HEIGHT, () => EDGE, softOutline(1.5)),
  );
  const grid = workGrid(scene.image, scene.probability);
  const shortSide = Math.min(WIDTH, HEIGHT);
  /** The red of the hair's local colour in the band, just outside the edge, mid-height. */
  const hairRedOutside = (onPerson: number) => {
    const band = drawBand(grid, shortSide, [], personEverywhere(onPerson));
    const g = Math.floor(HEIGHT / 2) * grid.width + Math.floor((EDGE + 2) / grid.cell);
    expect(band.unknown[g]).toBe(1);
    expect(band.hair.found[g]).toBe(1);
    return band.hair.mean[g * 3];
  };

  it('is the nearest strands’ beyond the person, where the hair meets a wall', () => {
    // Measured: 147, nearly the ends' own red (150).
    expect(hairRedOutside(0)).toBeGreaterThan(140);
  });

  it('mixes in the crown on the person, where the nearest sure hair may be thin hair over skin', () => {
    // Measured: 112, a third of the way from the ends' red down to the crown's.
    const red = hairRedOutside(1);
    expect(red).toBeLessThan(125);
    expect(red).toBeGreaterThan(CROWN[0]);
  });
});
