import type { FaceDetection } from '../guards/face';

/** A round patch of the photo, in pixels. */
export interface Patch {
  x: number;
  y: number;
  radius: number;
}

/*
 * Where bare skin lies on a face, in eye distances from the midpoint between the eyes, along the eye line (u)
 * and down the face (v): the cheeks under each pupil at about the nose tip's height, and the forehead above
 * the brows. They avoid the eyes, brows, nostrils, lips and a beard's usual line; a fringe over the forehead
 * is left out later, by the hair mask.
 */
const CHEEK_DOWN = 0.62;
/** Cheek centres sit a little outside the pupils, on the cheekbones, away from the nose's shadow. */
const CHEEK_OUT = 0.06;
const CHEEK_RADIUS = 0.2;
const FOREHEAD_UP = 0.75;
const FOREHEAD_RADIUS = 0.22;

/** The two cheek patches and the forehead patch of a detected face, tilt followed. */
export function skinPatches({ keypoints }: FaceDetection): Patch[] {
  const { rightEye, leftEye } = keypoints;
  const eyeDistance = Math.hypot(leftEye.x - rightEye.x, leftEye.y - rightEye.y);
  if (!(eyeDistance > 0)) return [];
  // u runs from the person's right eye to their left (left to right in the photo), v down the face.
  const u = { x: (leftEye.x - rightEye.x) / eyeDistance, y: (leftEye.y - rightEye.y) / eyeDistance };
  const v = { x: -u.y, y: u.x };
  const middle = { x: (leftEye.x + rightEye.x) / 2, y: (leftEye.y + rightEye.y) / 2 };
  const at = (from: { x: number; y: number }, along: number, down: number, radius: number): Patch => ({
    x: from.x + (u.x * along + v.x * down) * eyeDistance,
    y: from.y + (u.y * along + v.y * down) * eyeDistance,
    radius: radius * eyeDistance,
  });
  return [
    at(rightEye, -CHEEK_OUT, CHEEK_DOWN, CHEEK_RADIUS),
    at(leftEye, CHEEK_OUT, CHEEK_DOWN, CHEEK_RADIUS),
    at(middle, 0, -FOREHEAD_UP, FOREHEAD_RADIUS),
  ];
}
