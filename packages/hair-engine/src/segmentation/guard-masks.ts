import type { FaceDetection } from '../guards/face';
import type { FloatPlane } from '@hairhue/recolour';
import { samplingPositions, smoothstep } from '@hairhue/recolour';

/*
 * The person and face guards applied to a full-resolution hair mask. Pure functions over typed arrays; the
 * coarse planes (person 256², network probability) are sampled bilinearly, pixel centres aligned.
 */

/**
 * Person probability below which a pixel cannot be hair at all, and above which it is not limited. A stricter
 * ramp (0.3–0.7) cut more false hair on the eval set but also the outer strands the coarse 256² person edge
 * misses (eval:recolour texture fell under 0.85 for platinum and neon green).
 */
const PERSON_FROM = 0.15;
const PERSON_FULL = 0.6;
/** Proportions of the protected face region, in eye distances (see faceRegion). */
const BROWS = 0.45;
const CHIN = 0.75;
const ACROSS = 0.95;
/** The protection is full within this fraction of the region's reach and fades out to its rim. */
const RIM = 0.6;
/** Where the network is at least this sure (fully at SURE_FULL), the face guard leaves the hair alone. */
const SURE_FROM = 0.85;
const SURE_FULL = 0.97;

/** Mask values below this are left as they are by the guards: under half a step of the 8-bit analysis. */
const NEGLIGIBLE = 0.5 / 255;

/** Bilinear sampling of a coarse plane, one photo row at a time (pixel centres aligned). */
interface RowSampler {
  /** The plane interpolated vertically for the current photo row, at the plane's own columns. */
  coarse: Float32Array;
  low: Int32Array;
  high: Int32Array;
  fraction: Float32Array;
}

/**
 * Calls `visit(y, s)` for the rows of a window of the photo; the value at column x is
 * `s.coarse[s.low[x]] + (s.coarse[s.high[x]] - s.coarse[s.low[x]]) * s.fraction[x]`, worked out only where
 * the visitor needs it (most of a photo is not hair).
 */
function sampleRows(
  plane: FloatPlane,
  width: number,
  height: number,
  y0: number,
  y1: number,
  visit: (y: number, s: RowSampler) => void,
): void {
  const { width: sw, height: sh, data } = plane;
  const rows = samplingPositions(height, sh / height, sh);
  const sampler = { ...samplingPositions(width, sw / width, sw), coarse: new Float32Array(sw) };
  for (let y = y0; y <= y1; y++) {
    const row0 = rows.low[y] * sw;
    const row1 = rows.high[y] * sw;
    const fy = rows.fraction[y];
    for (let x = 0; x < sw; x++) sampler.coarse[x] = data[row0 + x] + (data[row1 + x] - data[row0 + x]) * fy;
    visit(y, sampler);
  }
}

/**
 * Hair lies inside the person: mask = min(mask, soft person), the person probability eased so that only
 * where the selfie network is fairly sure there is no one does it cut (its 256² edge is coarse).
 */
export function clipToPerson(mask: Float32Array, width: number, height: number, person: FloatPlane): void {
  const limit = { ...person, data: person.data.map((p) => smoothstep(PERSON_FROM, PERSON_FULL, p)) };
  sampleRows(limit, width, height, 0, height - 1, (y, { coarse, low, high, fraction }) => {
    for (let x = 0, i = y * width; x < width; x++, i++) {
      if (mask[i] < NEGLIGIBLE) continue;
      const a = coarse[low[x]];
      const value = a + (coarse[high[x]] - a) * fraction[x];
      if (mask[i] > value) mask[i] = value;
    }
  });
}

/**
 * The protected region of one face: two half-ellipses joined at the eye line, turned with the face (a face
 * is widest at the brows and the eyes, not at the nose, where a single ellipse would be).
 */
export interface FaceRegion {
  /** Centre: the midpoint between the eyes. */
  cx: number;
  cy: number;
  /** Unit vector from the mouth towards the eyes (up the face). */
  ux: number;
  uy: number;
  /** Reach up to the brows' top, down to the chin, and to either side. */
  above: number;
  below: number;
  across: number;
}

/**
 * The protected region of one face from its keypoints. In eye distances d: the brows' top ~BROWS above the
 * eye line, the chin ~CHIN below the mouth, and ACROSS to either side of the midline. Chosen on the eval
 * set: a wider or taller region also cut true hair at the temples and fringe (eval:recolour texture fell).
 */
export function faceRegion(face: FaceDetection): FaceRegion {
  const { rightEye, leftEye, mouth } = face.keypoints;
  const cx = (rightEye.x + leftEye.x) / 2;
  const cy = (rightEye.y + leftEye.y) / 2;
  const d = Math.hypot(leftEye.x - rightEye.x, leftEye.y - rightEye.y);
  const eyesToMouth = Math.hypot(cx - mouth.x, cy - mouth.y) || d;
  return {
    cx,
    cy,
    ux: (cx - mouth.x) / eyesToMouth,
    uy: (cy - mouth.y) / eyesToMouth,
    above: BROWS * d,
    below: eyesToMouth + CHIN * d,
    across: ACROSS * d,
  };
}

/**
 * Cuts hair inside the faces' regions (fully within RIM of their reach, fading out to the rim) unless the
 * network itself is very sure there is hair there (a fringe over the brows).
 */
export function protectFaces(
  mask: Float32Array,
  width: number,
  height: number,
  faces: readonly FaceDetection[],
  network: FloatPlane,
): void {
  const ellipses = faces.map(faceRegion);
  // Bounding boxes that hold each region whatever the face's roll.
  const reachX = (e: FaceRegion) => Math.abs(e.ux) * e.below + Math.abs(e.uy) * e.across;
  const reachY = (e: FaceRegion) => Math.abs(e.uy) * e.below + Math.abs(e.ux) * e.across;
  const x0 = Math.max(0, Math.floor(Math.min(...ellipses.map((e) => e.cx - reachX(e)))));
  const x1 = Math.min(width - 1, Math.ceil(Math.max(...ellipses.map((e) => e.cx + reachX(e)))));
  const y0 = Math.max(0, Math.floor(Math.min(...ellipses.map((e) => e.cy - reachY(e)))));
  const y1 = Math.min(height - 1, Math.ceil(Math.max(...ellipses.map((e) => e.cy + reachY(e)))));
  if (ellipses.length === 0 || x0 > x1 || y0 > y1) return;
  const sure = { ...network, data: network.data.map((p) => smoothstep(SURE_FROM, SURE_FULL, p)) };
  sampleRows(sure, width, height, y0, y1, (y, { coarse, low, high, fraction }) => {
    for (let x = x0, i = y * width + x0; x <= x1; x++, i++) {
      if (mask[i] < NEGLIGIBLE) continue;
      let protection = 0;
      for (const e of ellipses) {
        const dx = x + 0.5 - e.cx;
        const dy = y + 0.5 - e.cy;
        const up = dx * e.ux + dy * e.uy;
        const a = up / (up > 0 ? e.above : e.below);
        const b = (dx * e.uy - dy * e.ux) / e.across;
        protection = Math.max(protection, 1 - smoothstep(RIM, 1, Math.sqrt(a * a + b * b)));
      }
      if (protection === 0) continue;
      const a = coarse[low[x]];
      mask[i] *= 1 - protection * (1 - (a + (coarse[high[x]] - a) * fraction[x]));
    }
  });
}
