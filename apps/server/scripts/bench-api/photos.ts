import { readFile } from 'node:fs/promises';
import sharp from 'sharp';

/** CC0 portraits shared next to the repository; read at run time, never copied into it. */
const DEMO_PHOTOS = [1, 2, 3, 4, 5].map((n) => `/work/shared/demo-photos/demo-${n}.jpg`);
const LONG_SIDE = 2048;

/**
 * `total` distinct 2048 px JPEGs (quality 92), made in memory from the demo portraits: each one is a
 * different portrait, mirror and brightness, so no two uploads are the same photo.
 */
export async function makePhotos(total: number): Promise<Buffer[]> {
  const sources = await Promise.all(DEMO_PHOTOS.map((file) => readFile(file)));
  const photos: Buffer[] = [];
  for (let index = 0; index < total; index += 1) {
    const source = sources[index % sources.length];
    const variant = Math.floor(index / sources.length);
    let image = sharp(source).resize(LONG_SIDE, LONG_SIDE, { fit: 'inside' });
    if (variant % 2 === 1) image = image.flop();
    image = image.modulate({ brightness: 1 + 0.015 * variant, saturation: 1 - 0.01 * variant });
    photos.push(await image.jpeg({ quality: 92 }).toBuffer());
  }
  return photos;
}
