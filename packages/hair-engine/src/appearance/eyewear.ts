import type { RgbImage } from '@hairhue/recolour';
import { srgbToLab } from '@hairhue/recolour';

import type { FaceDetection } from '../guards/face';
import { eyeBoxPixels } from './lighting';

/*
 * Sunglasses over the eyes: in a box around each eye a bare eye shows skin (the lids, the skin below), the
 * sclera and a dark iris; a lens hides all of it behind a near-neutral surface, dark or mirrored. So the
 * share of dark or mirror-bright near-neutral pixels in both boxes tells them apart. Clear glasses show the eye through them and
 * are not counted. A face in sunglasses is measured with low confidence: a lens' shadow and reflections fall
 * on the cheeks, and without the sclera the light cannot be corrected on the face.
 */

/** Chroma below which a pixel in the eye box is neutral (lens, frame, sclera, pupil). */
const NEUTRAL_CHROMA = 8;
/**
 * A lens is dark or mirrored: a neutral pixel counts only below or above these L*, so a face under a strong
 * cool light, whose lids turn near neutral, is not taken for sunglasses.
 */
const LENS_DARK_BELOW = 35;
const LENS_MIRROR_ABOVE = 88;
/** Share of neutral pixels in the eye boxes from which the eyes are taken as covered. */
const COVERED_SHARE = 0.6;

/** The share of near-neutral pixels in the boxes around both eyes, 0..1. */
export function neutralShareAroundEyes(image: RgbImage, face: FaceDetection): number {
  let neutral = 0;
  let all = 0;
  for (const box of eyeBoxPixels(image, face)) {
    for (const pixel of box) {
      const { L, a, b } = srgbToLab({
        r: image.data[pixel * 3] as number,
        g: image.data[pixel * 3 + 1] as number,
        b: image.data[pixel * 3 + 2] as number,
      });
      if (Math.hypot(a, b) < NEUTRAL_CHROMA && (L < LENS_DARK_BELOW || L > LENS_MIRROR_ABOVE)) neutral++;
      all++;
    }
  }
  return all === 0 ? 0 : neutral / all;
}

export function eyesCovered(image: RgbImage, face: FaceDetection): boolean {
  return neutralShareAroundEyes(image, face) >= COVERED_SHARE;
}
