import { describe, expect, it } from 'vitest';

import type { FaceDetection } from '../../src/guards/face';
import { clipToPerson, faceRegion, protectFaces } from '../../src/segmentation/guard-masks';
import { smoothstep } from '@hairhue/recolour';

const plane = (value: number, side = 4) => ({
  width: side,
  height: side,
  data: new Float32Array(side * side).fill(value),
});

/** An upright face: eyes 20 px apart at y = 40, nose at y = 50, mouth at y = 60, centred on x = 50. */
const FACE: FaceDetection = {
  score: 0.9,
  box: { left: 30, top: 25, width: 40, height: 50 },
  keypoints: {
    rightEye: { x: 40, y: 40 },
    leftEye: { x: 60, y: 40 },
    noseTip: { x: 50, y: 50 },
    mouth: { x: 50, y: 60 },
    rightEarTragion: { x: 28, y: 45 },
    leftEarTragion: { x: 72, y: 45 },
  },
};

describe('clipToPerson', () => {
  it('leaves hair where the person is sure, removes it where there is no one, halves it midway up the ramp', () => {
    for (const [person, expected] of [
      [1, 0.9],
      [0, 0],
      [0.375, 0.5],
    ] as const) {
      const mask = new Float32Array(100).fill(0.9);
      clipToPerson(mask, 10, 10, plane(person));
      expect(mask[55]).toBeCloseTo(expected, 6);
    }
  });

  it('follows the person plane across the photo (bilinear, so a left/right split shows)', () => {
    const person = { width: 2, height: 1, data: Float32Array.of(0, 1) };
    const mask = new Float32Array(8).fill(1);
    clipToPerson(mask, 8, 1, person);
    expect(mask[0]).toBe(0);
    expect(mask[7]).toBe(1);
    expect(mask[3]).toBeLessThan(mask[4] as number);
  });
});

describe('face guard', () => {
  it('reaches from the brows to the chin along the face and about a cheek to either side', () => {
    const region = faceRegion(FACE);
    // Centred between the eyes; brows 0.45·20 = 9 px above them, the chin 0.75·20 = 15 px below the mouth.
    expect([region.cx, region.cy, region.ux, region.uy]).toEqual([50, 40, 0, -1]);
    expect(region.above).toBeCloseTo(9, 6);
    expect(region.below).toBeCloseTo(35, 6);
    expect(region.across).toBeCloseTo(19, 6);
  });

  it('cuts unsure hair over the face, keeps hair the network is sure of, leaves the rest alone', () => {
    const mask = new Float32Array(100 * 100).fill(0.8);
    protectFaces(mask, 100, 100, [FACE], plane(0.5));
    expect(mask[50 * 100 + 50]).toBe(0); // nose
    expect(mask[36 * 100 + 40]).toBeLessThan(0.2); // above the right eye: the brow
    expect(mask[10 * 100 + 50]).toBeCloseTo(0.8, 6); // forehead top, above the brows
    expect(mask[50 * 100 + 5]).toBeCloseTo(0.8, 6); // beside the head

    const sure = new Float32Array(100 * 100).fill(0.8);
    protectFaces(sure, 100, 100, [FACE], plane(0.99));
    expect(sure[36 * 100 + 40]).toBeCloseTo(0.8, 6);
  });

  it('does nothing without faces', () => {
    const mask = new Float32Array(16).fill(0.7);
    protectFaces(mask, 4, 4, [], plane(0));
    expect(Array.from(mask)).toEqual(new Array<number>(16).fill(Math.fround(0.7)));
  });

  it('smoothstep eases from 0 to 1 between its edges', () => {
    expect(smoothstep(0.3, 0.7, 0.2)).toBe(0);
    expect(smoothstep(0.3, 0.7, 0.5)).toBeCloseTo(0.5, 12);
    expect(smoothstep(0.3, 0.7, 0.9)).toBe(1);
  });
});
