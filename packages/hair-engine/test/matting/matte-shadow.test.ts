import { describe, expect, it } from 'vitest';

import { computeMatte } from '../../src/matting/matte';
import {
  acrossEdge,
  compose,
  gaussianBlur,
  meanOver,
  noisy,
  sharpEdge,
  strandTexture,
} from './synthetic-scene';
import { WIDTH, HEIGHT, PIXELS, EDGE, column, personEverywhere } from './scene-frame';

/** The skin is in shadow next to the hair (a jaw, a neck), from this share of its light back to all of it. */
const DARKEST = 0.45;
const SHADOW_REACH = 40;

describe('computeMatte: skin in shadow beside dark hair', async () => {
  const skin = noisy([214, 170, 146], 2, WIDTH, HEIGHT);
  const shade = (x: number) => {
    const t = Math.min(1, Math.max(0, (x - EDGE) / SHADOW_REACH));
    return DARKEST + (1 - DARKEST) * t * t * (3 - 2 * t);
  };
  const head = acrossEdge(WIDTH, HEIGHT, () => EDGE, sharpEdge);
  const scene = compose(
    WIDTH,
    HEIGHT,
    head,
    strandTexture([58, 40, 30], 6, WIDTH, HEIGHT),
    (x, y) => {
      const [r, g, b] = skin(x, y);
      const k = shade(x);
      return [r * k, g * k, b * k];
    },
    gaussianBlur(head, WIDTH, HEIGHT, 3),
  );
  // The shadowed skin beside the hair: no hair at all, and as dark as a half-covered strand.
  const shadowed = (i: number) => column(i) >= EDGE + 3 && column(i) <= EDGE + 25;

  it('leaves the shadowed skin its own colour on the person: the network’s outline decides there', async () => {
    const matte = await computeMatte(scene.image, scene.probability, { person: personEverywhere(1) });
    // Measured: 0.00; without the shadow rule the skin read as 0.05 hair.
    expect(meanOver(PIXELS, shadowed, (i) => matte.alpha[i] / 255)).toBeLessThan(0.03);
  });

  it('still reads the same colours as partly hair beyond the person, where no skin is in shadow', async () => {
    const matte = await computeMatte(scene.image, scene.probability, { person: personEverywhere(0) });
    // Measured: 0.08.
    expect(meanOver(PIXELS, shadowed, (i) => matte.alpha[i] / 255)).toBeGreaterThan(0.04);
  });
});
