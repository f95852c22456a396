import type { RgbImage } from '@hairhue/recolour';
import sharp from 'sharp';

/** A photo file as the engine takes it: turned upright by its EXIF orientation, sRGB, no alpha. */
export async function readRgb(file: string): Promise<RgbImage> {
  const { data, info } = await sharp(file)
    .rotate()
    .removeAlpha()
    .toColourspace('srgb')
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { width: info.width, height: info.height, data: new Uint8Array(data) };
}
