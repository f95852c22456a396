import { describe, expect, it } from 'vitest';

import type { FaceDetection } from '../../src/guards/face';
import { cropRgb, faceCropRect, mergeCropMask } from '../../src/segmentation/face-crop';

function faceAt(left: number, top: number, side: number): FaceDetection {
  const point = { x: left + side / 2, y: top + side / 2 };
  return {
    score: 0.9,
    box: { left, top, width: side, height: side },
    keypoints: {
      rightEye: point,
      leftEye: point,
      noseTip: point,
      mouth: point,
      rightEarTragion: point,
      leftEarTragion: point,
    },
  };
}

describe('faceCropRect', () => {
  it('leaves a face a quarter of the short side or larger alone', () => {
    expect(faceCropRect(faceAt(300, 200, 250), 2000, 1000)).toBeUndefined();
  });

  it('takes 3.5 face widths around a small face, with more room above than below', () => {
    // Face 100 px wide centred at (1000, 500): the crop is 350 px, the centre 45 % from its top.
    expect(faceCropRect(faceAt(950, 450, 100), 2000, 1000)).toEqual({
      left: 825,
      top: 343,
      width: 350,
      height: 350,
    });
  });

  it('keeps the crop inside the photo near its corner', () => {
    expect(faceCropRect(faceAt(0, 10, 100), 2000, 1000)).toEqual({
      left: 0,
      top: 0,
      width: 225,
      height: 253,
    });
  });
});

describe('mergeCropMask', () => {
  it('takes the crop inside and fades to the photo at inner borders, not along the photo edge', () => {
    const width = 100;
    const mask = new Float32Array(width * 50);
    const rect = { left: 0, top: 10, width: 50, height: 30 };
    mergeCropMask(mask, width, 50, rect, new Float32Array(50 * 30).fill(1));

    const at = (x: number, y: number) => mask[y * width + x] as number;
    expect(at(25, 25)).toBe(1); // middle of the crop
    expect(at(0, 25)).toBe(1); // the crop's left side is the photo's left edge: no fade
    expect(at(49, 25)).toBeLessThan(0.3); // right border of the crop fades to the photo's 0
    expect(at(25, 10)).toBeLessThan(0.3); // top border
    expect(at(60, 25)).toBe(0); // outside the crop
    expect(at(25, 5)).toBe(0);
  });
});

describe('cropRgb', () => {
  it('cuts the rectangle out of the photo', async () => {
    const data = Uint8Array.from({ length: 4 * 3 * 3 }, (_, i) => Math.floor(i / 3));
    const crop = await cropRgb({ width: 4, height: 3, data }, { left: 1, top: 1, width: 2, height: 2 });
    expect(crop.width).toBe(2);
    expect(Array.from(crop.data).filter((_, i) => i % 3 === 0)).toEqual([5, 6, 9, 10]);
  });
});
