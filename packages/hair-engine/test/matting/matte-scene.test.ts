import { describe, expect, it } from 'vitest';

import { mulberry32 } from '@hairhue/recolour';

import { computeMatte } from '../../src/matting/matte';
import type { Strand } from './synthetic-scene';
import { WIDTH, HEIGHT, PIXELS, EDGE, column, personEverywhere } from './scene-frame';
import {
  acrossEdge,
  addStrands,
  compose,
  gaussianBlur,
  meanOver,
  noisy,
  sharpEdge,
  strandTexture,
} from './synthetic-scene';

describe('computeMatte: a wall crowded with faint flyaways, most of them beyond the band', async () => {
  // Faint strands (25–60 % opaque, 1 px) every 3 rows, 5–40 px out from the head: the sure wall next to
  // the band holds many of them, so it looks as textured as hair.
  const random = mulberry32(9);
  const strands: Strand[] = [];
  for (let y = 6; y < HEIGHT - 6; y += 3) {
    const length = 5 + 35 * random();
    strands.push({
      from: { x: EDGE - 2, y },
      to: { x: EDGE + length, y: y + 0.4 * (random() - 0.5) * length },
      width: 1,
      opacity: 0.25 + 0.35 * random(),
    });
  }
  const head = acrossEdge(WIDTH, HEIGHT, () => EDGE, sharpEdge);
  const alpha = addStrands(Float32Array.from(head), WIDTH, strands);
  const scene = compose(
    WIDTH,
    HEIGHT,
    alpha,
    strandTexture([70, 48, 34], 6, WIDTH, HEIGHT),
    noisy([226, 230, 236], 1.5, WIDTH, HEIGHT),
    gaussianBlur(head, WIDTH, HEIGHT, 6),
  );
  // Partly covered pixels just outside the head, where the band reads colour.
  const faint = (i: number) =>
    column(i) >= EDGE + 1 && column(i) <= EDGE + 8 && alpha[i] >= 0.15 && alpha[i] <= 0.6;

  it('gives the faint strands beside the head their share, not the wall’s, beyond the person', async () => {
    const matte = await computeMatte(scene.image, scene.probability, { person: personEverywhere(0) });
    const bias = meanOver(PIXELS, faint, (i) => matte.alpha[i] / 255 - alpha[i]);
    // Measured: −0.13, where the wall's end moved by the strands' spread (as on a person) reads −0.20.
    expect(bias).toBeGreaterThan(-0.16);
  });

  it('reads them as less hair where the background is taken for skin with its own light and shade', async () => {
    const beyond = await computeMatte(scene.image, scene.probability, { person: personEverywhere(0) });
    const onPerson = await computeMatte(scene.image, scene.probability, { person: personEverywhere(1) });
    const share = (alphaBytes: Uint8Array) => meanOver(PIXELS, faint, (i) => alphaBytes[i] / 255);
    // Measured: 0.10 against 0.17 (the truth is 0.31).
    expect(share(onPerson.alpha)).toBeLessThan(share(beyond.alpha) - 0.05);
  });
});
