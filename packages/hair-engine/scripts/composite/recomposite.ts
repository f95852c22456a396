import type { RgbImage } from '@hairhue/recolour';
import { mirrorTile } from '../edges/composites';
import type { EdgeMatte } from './alpha';

/**
 * The photo over a new background B′: I′ = I + (1 − α)(B′ − B) on the band, less the old background's
 * leftover where it is not hair. Written out, with the band pixel's hair colour H = F + r (r = I − αF − (1 − α)B,
 * what the model does not explain):
 *
 *   I′ = α·H + (1 − α)·B′ = I + (1 − α)(B′ − B) − (1 − α)·r
 *
 * so the residual (hair texture, and the old photo's JPEG blocks and noise) is kept in proportion to α: the
 * plain background becomes exactly B′ (α = 0), solid hair stays exactly I (α = 1). Pixels off the band and
 * the background (solid hair, face, body, clothes) are left byte for byte as they are.
 */
export function recomposite(image: RgbImage, matte: EdgeMatte, newBackground: RgbImage): RgbImage {
  const { width, height } = image;
  if (newBackground.width !== width || newBackground.height !== height) {
    throw new RangeError('the new background must be the size of the photo');
  }
  const data = Uint8Array.from(image.data);
  for (let i = 0; i < width * height; i++) {
    if (matte.background[i]) {
      for (let c = 0; c < 3; c++) data[i * 3 + c] = newBackground.data[i * 3 + c];
    } else if (matte.band[i]) {
      const a = matte.alpha[i];
      for (let c = 0; c < 3; c++) {
        const v = a * matte.hair[i * 3 + c] + (1 - a) * newBackground.data[i * 3 + c];
        data[i * 3 + c] = Math.min(255, Math.max(0, Math.round(v)));
      }
    }
  }
  return { width, height, data };
}

export function plainImage(width: number, height: number, rgb: readonly [number, number, number]): RgbImage {
  const data = new Uint8Array(width * height * 3);
  for (let i = 0; i < data.length; i += 3) data.set(rgb, i);
  return { width, height, data };
}

/** A square of another photo, mirror-tiled over width × height. */
export function tiledTexture(
  source: RgbImage,
  square: { x: number; y: number; side: number },
  width: number,
  height: number,
): RgbImage {
  const side = Math.max(width, height);
  const tiled = mirrorTile(source, square, side);
  const data = new Uint8Array(width * height * 3);
  for (let y = 0; y < height; y++)
    data.set(tiled.data.subarray(y * side * 3, (y * side + width) * 3), y * width * 3);
  return { width, height, data };
}
