import type { RgbImage } from '../image-types';

/**
 * One touch-up brush stroke, as the contract's HairStroke (restated here: this package depends on nothing of
 * ours but the catalogue). Positions are fractions of the photo's width and height, the radius a fraction of
 * its long side.
 */
export interface HairStrokeInput {
  tool: 'add' | 'remove';
  radius: number;
  points: readonly number[];
}

/**
 * The hair mask (0..255, the analysis's) with the person's strokes applied in order: 'add' raises the pixels
 * under the brush to hair, 'remove' lowers them to not hair. A later stroke wins where two overlap.
 */
export function applyHairCorrection(
  image: RgbImage,
  mask: Uint8Array,
  strokes: readonly HairStrokeInput[],
): Uint8Array {
  const { width, height } = image;
  if (mask.length !== width * height) throw new RangeError('mask and image sizes differ');
  const out = Uint8Array.from(mask);
  const longSide = Math.max(width, height);
  for (const stroke of strokes) {
    const radius = Math.max(0.5, stroke.radius * longSide);
    const value = stroke.tool === 'add' ? 255 : 0;
    const { points } = stroke;
    for (let k = 0; k + 1 < points.length; k += 2) {
      const x0 = points[k] * width;
      const y0 = points[k + 1] * height;
      const hasNext = k + 3 < points.length;
      const x1 = hasNext ? points[k + 2] * width : x0;
      const y1 = hasNext ? points[k + 3] * height : y0;
      paintCapsule(out, width, height, x0, y0, x1, y1, radius, value);
    }
  }
  return out;
}

/** Sets every pixel whose centre lies within `radius` of the segment (x0, y0)–(x1, y1). */
function paintCapsule(
  out: Uint8Array,
  width: number,
  height: number,
  x0: number,
  y0: number,
  x1: number,
  y1: number,
  radius: number,
  value: number,
): void {
  const left = Math.max(0, Math.floor(Math.min(x0, x1) - radius));
  const right = Math.min(width - 1, Math.ceil(Math.max(x0, x1) + radius));
  const top = Math.max(0, Math.floor(Math.min(y0, y1) - radius));
  const bottom = Math.min(height - 1, Math.ceil(Math.max(y0, y1) + radius));
  const dx = x1 - x0;
  const dy = y1 - y0;
  const lengthSquared = dx * dx + dy * dy;
  for (let y = top; y <= bottom; y++) {
    for (let x = left; x <= right; x++) {
      const px = x + 0.5 - x0;
      const py = y + 0.5 - y0;
      const t = lengthSquared === 0 ? 0 : Math.min(1, Math.max(0, (px * dx + py * dy) / lengthSquared));
      const ex = px - t * dx;
      const ey = py - t * dy;
      if (ex * ex + ey * ey <= radius * radius) out[y * width + x] = value;
    }
  }
}
