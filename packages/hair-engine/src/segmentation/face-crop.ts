import sharp from 'sharp';

import type { FaceDetection } from '../guards/face';
import type { RgbImage } from '@hairhue/recolour';

/*
 * A face-centred crop for a second look by the hair network where the head is small in the photo: the
 * network sees the whole photo at 512², so a head a fifth of the photo wide gets ~100 px of it.
 */

/** Heads whose face box is narrower than this fraction of the photo's short side get the crop. */
export const SMALL_FACE = 0.25;
/** Crop side in face-box widths, and where the face centre sits from the crop's top (more room above). */
const CROP_FACES = 3.5;
const FACE_CENTRE_FROM_TOP = 0.45;
/** The crop's answer fades into the photo's over this fraction of the crop's side at its inner borders. */
const FEATHER = 0.12;

/** A rectangle of whole pixels inside the photo. */
export interface CropRect {
  left: number;
  top: number;
  width: number;
  height: number;
}

/** The crop around a small face (a square where the photo allows), or undefined for a large one. */
export function faceCropRect(face: FaceDetection, width: number, height: number): CropRect | undefined {
  const faceSide = Math.max(face.box.width, face.box.height);
  if (!(faceSide > 0) || faceSide >= SMALL_FACE * Math.min(width, height)) return undefined;
  const side = CROP_FACES * faceSide;
  const cx = face.box.left + face.box.width / 2;
  const cy = face.box.top + face.box.height / 2;
  const left = Math.max(0, Math.round(cx - side / 2));
  const top = Math.max(0, Math.round(cy - FACE_CENTRE_FROM_TOP * side));
  const right = Math.min(width, Math.round(cx + side / 2));
  const bottom = Math.min(height, Math.round(cy + (1 - FACE_CENTRE_FROM_TOP) * side));
  if (right - left < 16 || bottom - top < 16) return undefined;
  return { left, top, width: right - left, height: bottom - top };
}

export async function cropRgb(image: RgbImage, rect: CropRect): Promise<RgbImage> {
  const data = await sharp(image.data, { raw: { width: image.width, height: image.height, channels: 3 } })
    .extract(rect)
    .raw()
    .toBuffer();
  return {
    width: rect.width,
    height: rect.height,
    data: new Uint8Array(data.buffer, data.byteOffset, data.byteLength),
  };
}

/**
 * Blends the crop's mask into the photo's: the crop's answer inside, fading to the photo's over the crop's
 * borders — except along the photo's own edges, where the crop lost no context.
 */
export function mergeCropMask(
  mask: Float32Array,
  width: number,
  height: number,
  rect: CropRect,
  cropMask: Float32Array,
): void {
  const feather = Math.max(1, FEATHER * Math.min(rect.width, rect.height));
  const ramp = (distance: number, atPhotoEdge: boolean) =>
    atPhotoEdge ? 1 : Math.min(1, (distance + 0.5) / feather);
  for (let y = 0; y < rect.height; y++) {
    const wy = Math.min(
      ramp(y, rect.top === 0),
      ramp(rect.height - 1 - y, rect.top + rect.height === height),
    );
    for (let x = 0; x < rect.width; x++) {
      const wx = Math.min(
        ramp(x, rect.left === 0),
        ramp(rect.width - 1 - x, rect.left + rect.width === width),
      );
      const w = Math.min(wx, wy);
      const i = (rect.top + y) * width + rect.left + x;
      mask[i] += (cropMask[y * rect.width + x] - mask[i]) * w;
    }
  }
}
