import sharp from 'sharp';

import { HairEngineError } from './errors';

/**
 * What the engine learns about one photo once and reuses for every render of it: the full-resolution hair
 * mask and a few numbers about it. Stored as an 8-bit greyscale PNG (lossless, ~10× smaller than raw) whose
 * size is the photo's; the numbers are recomputed from the mask on load, so the PNG is all there is to keep.
 */
/**
 * The version of the engine's analyses. Raise it whenever what `analyse` finds for a photo changes, so a
 * stored analysis of an older engine is recomputed, not reused: 1, the network refined by the photo;
 * 2, with the person and face guards and hair growth.
 */
export const ENGINE_VERSION = 2;

export interface HairAnalysis {
  width: number;
  height: number;
  /** Hair probability per pixel, 0 (not hair) .. 255 (hair), row-major. */
  mask: Uint8Array;
  /** Share of the photo covered by hair (mask ≥ 128), 0..1. */
  hairFraction: number;
}

export class AnalysisFormatError extends HairEngineError {
  readonly code = 'ANALYSIS_FORMAT';

  constructor(options?: { cause?: unknown }) {
    super('The stored hair analysis could not be read.', options);
  }
}

export function createAnalysis(width: number, height: number, mask: Uint8Array): HairAnalysis {
  if (mask.length !== width * height) throw new RangeError('mask size does not match the photo');
  let hair = 0;
  for (let i = 0; i < mask.length; i++) if (mask[i] >= 128) hair++;
  return { width, height, mask, hairFraction: mask.length === 0 ? 0 : hair / mask.length };
}

export async function encodeAnalysis(analysis: HairAnalysis): Promise<Buffer> {
  const { width, height, mask } = analysis;
  return sharp(Buffer.from(mask.buffer, mask.byteOffset, mask.byteLength), {
    raw: { width, height, channels: 1 },
  })
    .toColourspace('b-w')
    .png({ compressionLevel: 6 })
    .toBuffer();
}

export async function decodeAnalysis(bytes: Uint8Array): Promise<HairAnalysis> {
  try {
    const { data, info } = await sharp(bytes, { failOn: 'error' })
      .extractChannel(0)
      .raw()
      .toBuffer({ resolveWithObject: true });
    return createAnalysis(info.width, info.height, new Uint8Array(data.buffer, data.byteOffset, data.length));
  } catch (error) {
    throw new AnalysisFormatError({ cause: error });
  }
}
