import { describe, expect, it } from 'vitest';

import { letterbox, toPhotoPixels } from '../../src/guards/face';

describe('letterbox', () => {
  it('fits a 200×100 photo into the middle rows of the square, black above and below', async () => {
    const photo = { width: 200, height: 100, data: new Uint8Array(200 * 100 * 3).fill(200) };
    const { square, box } = await letterbox(photo, 128);

    expect(box).toEqual({ left: 0, top: 32 / 128, width: 1, height: 64 / 128 });
    const at = (x: number, y: number) => square.data[(y * 128 + x) * 3];
    expect(at(64, 10)).toBe(0);
    expect(at(64, 64)).toBe(200);
    expect(at(64, 120)).toBe(0);
  });

  it('maps a detection in the square back to photo pixels', () => {
    const box = { left: 0, top: 0.25, width: 1, height: 0.5 };
    const keypoints = Array.from({ length: 6 }, () => ({ x: 0.5, y: 0.5 }));
    const detection = toPhotoPixels(
      { score: 0.9, xMin: 0.25, yMin: 0.25, xMax: 0.75, yMax: 0.5, keypoints },
      box,
      200,
      100,
    );
    expect(detection.box).toEqual({ left: 50, top: 0, width: 100, height: 50 });
    expect(detection.keypoints.noseTip).toEqual({ x: 100, y: 50 });
  });
});
