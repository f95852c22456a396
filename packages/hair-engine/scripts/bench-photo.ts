import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import sharp from 'sharp';

/** The benchmarks' photo: demo-3 (read from ../shared, never copied), enlarged and cropped to 2048×1536, as JPEG. */
export async function benchPhoto(width = 2048, height = 1536): Promise<Buffer> {
  const demoPhoto = path.resolve(
    path.dirname(fileURLToPath(import.meta.url)),
    '../../../../shared/demo-photos/demo-3.jpg',
  );
  return sharp(await readFile(demoPhoto))
    .resize(width, height, { fit: 'cover' })
    .jpeg({ quality: 90 })
    .toBuffer();
}

/** The median of timings (the upper one of an even count). */
export function medianOf(values: readonly number[]): number {
  return [...values].sort((x, y) => x - y)[values.length >> 1];
}
