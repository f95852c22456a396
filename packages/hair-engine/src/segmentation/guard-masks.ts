import type { FaceDetection } from '../guards/face';
import type { FloatPlane } from '../image/types';
import { samplingPositions } from './resample';

/*
 * The person and face guards applied to a full-resolution hair mask. Pure functions over typed arrays; the
 * coarse planes (person 256², network probability) are sampled bilinearly, pixel centres aligned.
 */

/**
 * Person probability below which a pixel cannot be hair at all, and above which it is not limited. Centred on
 * 0.5: on the eval set this cut more false hair than a plain min(hair, person) and kept as much true hair.
 */
const PERSON_FROM = 0.3;
const PERSON_FULL = 0.7;
/** Where the network is at least this sure (fully at SURE_FULL), the face guard leaves the hair alone. */
const SURE_FROM = 0.85;
const SURE_FULL = 0.97;

export function smoothstep(from: number, to: number, value: number): number {
  const t = (value - from) / (to - from);
  return t <= 0 ? 0 : t >= 1 ? 1 : t * t * (3 - 2 * t);
}

/** Calls `visit(i, value)` with every full-resolution pixel and the coarse plane's bilinear value there. */
function forEachSample(
  plane: FloatPlane,
  width: number,
  height: number,
  visit: (index: number, value: number) => void,
): void {
  const { width: sw, height: sh, data } = plane;
  const columns = samplingPositions(width, sw / width, sw);
  const rows = samplingPositions(height, sh / height, sh);
  for (let y = 0; y < height; y++) {
    const row0 = rows.low[y] * sw;
    const row1 = rows.high[y] * sw;
    const fy = rows.fraction[y];
    for (let x = 0, i = y * width; x < width; x++, i++) {
      const x0 = columns.low[x];
      const x1 = columns.high[x];
      const fx = columns.fraction[x];
      const top = data[row0 + x0] + (data[row0 + x1] - data[row0 + x0]) * fx;
      const bottom = data[row1 + x0] + (data[row1 + x1] - data[row1 + x0]) * fx;
      visit(i, top + (bottom - top) * fy);
    }
  }
}

/**
 * Hair lies inside the person: mask = min(mask, soft person), the person probability eased so that only
 * where the selfie network is fairly sure there is no one does it cut (its 256² edge is coarse).
 */
export function clipToPerson(mask: Float32Array, width: number, height: number, person: FloatPlane): void {
  forEachSample(person, width, height, (i, p) => {
    const limit = smoothstep(PERSON_FROM, PERSON_FULL, p);
    if (mask[i] > limit) mask[i] = limit;
  });
}

/** An ellipse over brows, eyes, nose, mouth and chin, in photo pixels, turned with the face. */
export interface FaceEllipse {
  cx: number;
  cy: number;
  /** Unit vector from chin to brows. */
  ux: number;
  uy: number;
  /** Semi-axes along the face (chin to brows) and across it. */
  along: number;
  across: number;
}

/**
 * The protected region of one face from its keypoints. Proportions in eye distances d: the brows' top sits
 * ~0.5 d above the eyes, the chin ~0.75 d below the mouth, and the brows' outer ends and the cheeks reach
 * ~1.1 d either side of the face's midline.
 */
export function faceEllipse(face: FaceDetection): FaceEllipse {
  const { rightEye, leftEye, mouth } = face.keypoints;
  const eyeX = (rightEye.x + leftEye.x) / 2;
  const eyeY = (rightEye.y + leftEye.y) / 2;
  const d = Math.hypot(leftEye.x - rightEye.x, leftEye.y - rightEye.y);
  let ux = eyeX - mouth.x;
  let uy = eyeY - mouth.y;
  const length = Math.hypot(ux, uy) || 1;
  ux /= length;
  uy /= length;
  const topX = eyeX + ux * 0.5 * d;
  const topY = eyeY + uy * 0.5 * d;
  const bottomX = mouth.x - ux * 0.75 * d;
  const bottomY = mouth.y - uy * 0.75 * d;
  return {
    cx: (topX + bottomX) / 2,
    cy: (topY + bottomY) / 2,
    ux,
    uy,
    along: Math.hypot(topX - bottomX, topY - bottomY) / 2,
    across: 1.1 * d,
  };
}

/**
 * Cuts hair inside the faces' ellipses (fully within 80 % of the radius, fading out to the rim) unless the
 * network itself is very sure there is hair there (a fringe over the brows).
 */
export function protectFaces(
  mask: Float32Array,
  width: number,
  height: number,
  faces: readonly FaceDetection[],
  network: FloatPlane,
): void {
  if (faces.length === 0) return;
  const ellipses = faces.map(faceEllipse);
  const protection = new Float32Array(mask.length);
  let any = false;
  for (const e of ellipses) {
    const reach = Math.max(e.along, e.across);
    const x0 = Math.max(0, Math.floor(e.cx - reach));
    const x1 = Math.min(width - 1, Math.ceil(e.cx + reach));
    const y0 = Math.max(0, Math.floor(e.cy - reach));
    const y1 = Math.min(height - 1, Math.ceil(e.cy + reach));
    for (let y = y0; y <= y1; y++) {
      for (let x = x0; x <= x1; x++) {
        const dx = x + 0.5 - e.cx;
        const dy = y + 0.5 - e.cy;
        const a = (dx * e.ux + dy * e.uy) / e.along;
        const b = (dx * e.uy - dy * e.ux) / e.across;
        const r = Math.sqrt(a * a + b * b);
        const p = 1 - smoothstep(0.8, 1, r);
        const i = y * width + x;
        if (p > protection[i]) {
          protection[i] = p;
          any = true;
        }
      }
    }
  }
  if (!any) return;
  forEachSample(network, width, height, (i, p) => {
    if (protection[i] === 0) return;
    mask[i] *= 1 - protection[i] * (1 - smoothstep(SURE_FROM, SURE_FULL, p));
  });
}
