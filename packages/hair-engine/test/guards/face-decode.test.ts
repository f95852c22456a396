import { describe, expect, it } from 'vitest';

import {
  FULL_RANGE,
  SHORT_RANGE,
  decodeFaces,
  generateAnchors,
  intersectionOverUnion,
  weightedNonMaxSuppression,
  type RawFace,
} from '../../src/guards/face-decode';

function face(score: number, xMin: number, yMin: number, size: number, keypointX = xMin): RawFace {
  return {
    score,
    xMin,
    yMin,
    xMax: xMin + size,
    yMax: yMin + size,
    keypoints: Array.from({ length: 6 }, (_, k) => ({ x: keypointX + k / 100, y: yMin })),
  };
}

describe('BlazeFace anchors', () => {
  it('short range: 16×16 cells × 2 at stride 8, then 8×8 cells × 6 for the three stride-16 layers', () => {
    const anchors = generateAnchors(SHORT_RANGE);
    expect(anchors).toHaveLength(896);
    expect(anchors.slice(0, 3)).toEqual([
      { x: 0.5 / 16, y: 0.5 / 16 },
      { x: 0.5 / 16, y: 0.5 / 16 },
      { x: 1.5 / 16, y: 0.5 / 16 },
    ]);
    expect(anchors[511]).toEqual({ x: 15.5 / 16, y: 15.5 / 16 });
    expect(anchors.slice(512, 519).map((a) => a.x)).toEqual([...Array<number>(6).fill(0.5 / 8), 1.5 / 8]);
    expect(anchors[895]).toEqual({ x: 7.5 / 8, y: 7.5 / 8 });
  });

  it('full range: one anchor per cell of a 48×48 grid', () => {
    const anchors = generateAnchors(FULL_RANGE);
    expect(anchors).toHaveLength(2304);
    expect(anchors[48]).toEqual({ x: 0.5 / 48, y: 1.5 / 48 });
  });
});

describe('decodeFaces', () => {
  const anchors = generateAnchors(SHORT_RANGE);

  function rawOutputs(anchor: number, values: number[], logit: number) {
    const regressors = new Float32Array(896 * 16);
    const scores = new Float32Array(896).fill(-10);
    regressors.set(values, anchor * 16);
    scores[anchor] = logit;
    return { regressors, scores };
  }

  it('turns pixel offsets from the anchor into a normalised box and keypoints, with a sigmoid score', () => {
    // Anchor 512 is centred at (1/16, 1/16); the face centre is 12.8 px right and 6.4 px below it.
    const keypoints = [-16, -8, 16, -8, 0, 0, 0, 16, -32, 0, 32, 0];
    const { regressors, scores } = rawOutputs(512, [12.8, 6.4, 64, 32, ...keypoints], Math.log(4));
    const [found, ...others] = decodeFaces(regressors, scores, anchors, SHORT_RANGE);

    expect(others).toEqual([]);
    expect(found?.score).toBeCloseTo(0.8, 6);
    const cx = 0.0625 + 0.1;
    const cy = 0.0625 + 0.05;
    expect(found?.xMin).toBeCloseTo(cx - 0.25, 6);
    expect(found?.xMax).toBeCloseTo(cx + 0.25, 6);
    expect(found?.yMin).toBeCloseTo(cy - 0.125, 6);
    expect(found?.yMax).toBeCloseTo(cy + 0.125, 6);
    expect(found?.keypoints[0]?.x).toBeCloseTo(0.0625 - 0.125, 6);
    expect(found?.keypoints[3]?.y).toBeCloseTo(0.0625 + 0.125, 6);
    expect(found?.keypoints[5]?.x).toBeCloseTo(0.0625 + 0.25, 6);
  });

  it('drops anchors scoring under the threshold (0.5 for short range)', () => {
    const { regressors, scores } = rawOutputs(3, new Array<number>(16).fill(0), -0.01);
    expect(decodeFaces(regressors, scores, anchors, SHORT_RANGE)).toEqual([]);
  });

  it('clips huge logits so the score is 1, never NaN', () => {
    const { regressors, scores } = rawOutputs(3, new Array<number>(16).fill(0), 1e30);
    expect(decodeFaces(regressors, scores, anchors, SHORT_RANGE)[0]?.score).toBeCloseTo(1, 12);
  });

  it('refuses outputs that do not match the anchors', () => {
    expect(() => decodeFaces(new Float32Array(16), new Float32Array(1), anchors, SHORT_RANGE)).toThrow(
      RangeError,
    );
  });
});

describe('weightedNonMaxSuppression', () => {
  it('merges overlapping detections into their score-weighted mean, keeping the best score', () => {
    const best = face(0.9, 0.1, 0.1, 0.4, 0.2);
    const shifted = face(0.6, 0.14, 0.1, 0.4, 0.3);
    expect(intersectionOverUnion(best, shifted)).toBeGreaterThan(0.3);

    const [merged, ...rest] = weightedNonMaxSuppression([shifted, best]);

    expect(rest).toEqual([]);
    expect(merged?.score).toBe(0.9);
    expect(merged?.xMin).toBeCloseTo((0.9 * 0.1 + 0.6 * 0.14) / 1.5, 6);
    expect(merged?.yMin).toBeCloseTo(0.1, 6);
    expect(merged?.keypoints[0]?.x).toBeCloseTo((0.9 * 0.2 + 0.6 * 0.3) / 1.5, 6);
  });

  it('keeps detections that overlap by IoU 0.3 or less apart, best first', () => {
    const left = face(0.7, 0, 0, 0.3);
    const right = face(0.95, 0.5, 0.5, 0.3);
    const kept = weightedNonMaxSuppression([left, right]);
    expect(kept.map((f) => f.score)).toEqual([0.95, 0.7]);
    expect(kept[0]?.xMin).toBeCloseTo(0.5, 9);
    expect(kept[1]?.xMax).toBeCloseTo(0.3, 9);
    expect(kept[1]?.keypoints[5]?.x).toBeCloseTo(0.05, 9);
  });
});
