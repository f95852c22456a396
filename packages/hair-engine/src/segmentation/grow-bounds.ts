import type { FaceDetection } from '../guards/face';
import type { FloatPlane } from '@hairhue/recolour';
import { resizePlane } from '@hairhue/recolour';

/** A detected face, in photo pixels: the face guard's detection (BlazeFace's box and six keypoints). */
export type FaceLandmarks = FaceDetection;

/** Where hair may grow, besides its colour and texture: inside the person, and not down the face. */
export interface GrowthBounds {
  /** 1 where growth may enter, per grid pixel. */
  allowed: Uint8Array;
  /** Grid pixels of bare face skin (cheeks and nose), to learn the skin's colour from; empty without a face. */
  skin: Int32Array;
}

/** Person probability at or above which a pixel is the person. */
const PERSON_THRESHOLD = 0.5;
/**
 * The eyebrows sit about a third of the eye distance above the eyes, and the fringe may cover them: growth
 * stays out of the face from this far above the eye line down, between the outer eye corners and a little
 * beyond (the keypoints are the eyes' centres, half an eye distance in from the temples).
 */
const BROW_ABOVE_EYES = 0.6;
const TEMPLE_BESIDE_EYES = 0.5;

/**
 * The grid pixels growth may enter. `scale` maps photo pixels to grid pixels.
 *
 * - With a person probability (any size; resampled to the grid), only the person.
 * - With a face: never below the mouth line within the face box's width (chin, neck, beard, collar); never
 *   into the face itself between the temples from just above the brows down (brows, eyes, cheeks).
 */
export function growthBounds(
  width: number,
  height: number,
  scale: number,
  person?: FloatPlane,
  face?: FaceLandmarks,
): GrowthBounds {
  const allowed = new Uint8Array(width * height).fill(1);
  if (person) {
    const onGrid =
      person.width === width && person.height === height ? person : resizePlane(person, width, height);
    for (let i = 0; i < allowed.length; i++) if (onGrid.data[i] < PERSON_THRESHOLD) allowed[i] = 0;
  }
  if (!face) return { allowed, skin: new Int32Array(0) };

  const { box, keypoints } = face;
  const eyeLeft = Math.min(keypoints.rightEye.x, keypoints.leftEye.x) * scale;
  const eyeRight = Math.max(keypoints.rightEye.x, keypoints.leftEye.x) * scale;
  const eyeY = ((keypoints.rightEye.y + keypoints.leftEye.y) / 2) * scale;
  const eyeDistance = Math.max(
    1,
    Math.hypot(
      (keypoints.rightEye.x - keypoints.leftEye.x) * scale,
      (keypoints.rightEye.y - keypoints.leftEye.y) * scale,
    ),
  );
  const mouthY = keypoints.mouth.y * scale;
  forbid(allowed, width, height, {
    left: box.left * scale,
    right: (box.left + box.width) * scale,
    top: mouthY,
    bottom: height,
  });
  forbid(allowed, width, height, {
    left: eyeLeft - TEMPLE_BESIDE_EYES * eyeDistance,
    right: eyeRight + TEMPLE_BESIDE_EYES * eyeDistance,
    top: eyeY - BROW_ABOVE_EYES * eyeDistance,
    bottom: height,
  });

  // Between the eye centres, from a little below the eyes down to the nose tip: bare skin on nearly every
  // face (glasses' rims stay above it, a moustache below it).
  const noseY = keypoints.noseTip.y * scale;
  const skin: number[] = [];
  const top = Math.max(0, Math.ceil(eyeY + 0.25 * eyeDistance));
  const bottom = Math.min(height - 1, Math.floor(Math.max(noseY, top)));
  const left = Math.max(0, Math.ceil(eyeLeft));
  const right = Math.min(width - 1, Math.floor(eyeRight));
  for (let y = top; y <= bottom; y++) for (let x = left; x <= right; x++) skin.push(y * width + x);
  return { allowed, skin: Int32Array.from(skin) };
}

function forbid(
  allowed: Uint8Array,
  width: number,
  height: number,
  area: { left: number; right: number; top: number; bottom: number },
): void {
  const x0 = Math.max(0, Math.floor(area.left));
  const x1 = Math.min(width - 1, Math.ceil(area.right));
  const y0 = Math.max(0, Math.floor(area.top));
  const y1 = Math.min(height - 1, Math.ceil(area.bottom));
  for (let y = y0; y <= y1; y++) allowed.fill(0, y * width + x0, y * width + x1 + 1);
}
