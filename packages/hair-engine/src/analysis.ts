import type { OutputInfo } from 'sharp';
import sharp from 'sharp';

import { packMattePixels, unpackAnalysisPixels } from '@hairhue/recolour';

import { HairEngineError } from './errors';

/**
 * The version of the engine's analyses. Raise it whenever what `analyse` finds for a photo changes, so a
 * stored analysis of an older engine is recomputed, not reused: 1, the network refined by the photo;
 * 2, with the person and face guards and hair growth; 3, grown hair no longer raised to sure hair on the
 * coarse grid (it drew blocks on brows) and enclosed gaps filled like the hair around them; 4, a matte (alpha
 * and the hair's own colour on the outline) instead of the probability; 5, the matte reads strands over the
 * scene beyond the person with the wall's end of the colour line held near the wall (they were read as wall);
 * 6, on the person a colour that a shade of the skin or cloth beside it explains (a shadow under the jaw) is
 * left to the network's outline, not read as a strand; 7, that outline only takes such hair away, so a
 * half-covered strand over skin inside it stays half covered; 8, beyond the person the hair's local colour is
 * its nearest strands' (not the crown's mean), the band's alpha fades in over a cell, so a wisp's narrow
 * band keeps the strand, and on the person a lighter shade of the skin is left to the outline like a darker;
 * 9, the appearance stored beside the analysis reads the skin from skin pixels under corrected light, with a
 * confidence and the hair's lightness (issue 23 §1): measured again, as the stored answer is of this version.
 */
export const ENGINE_VERSION = 9;

/**
 * What the engine learns about one photo once and reuses for every render of it: the hair at full resolution
 * and a few numbers about it. Stored as one PNG the photo's size (lossless): a hair probability as an 8-bit
 * grey image, or a matte as the alpha channel with, on the outline, the hair's own colour in the colour
 * channels (black elsewhere, which compresses to almost nothing); the numbers are recomputed on load.
 */
export interface HairAnalysis {
  width: number;
  height: number;
  /**
   * Hair per pixel, 0 (not hair) .. 255 (all hair), row-major: the matte's alpha when `foreground` is
   * present, otherwise a hair probability (what `analyse` stores today), which renders shape into an alpha.
   */
  mask: Uint8Array;
  /**
   * The matte's hair colour (F, 8-bit RGB) under each partly covered pixel (0 < mask < 255), those pixels in
   * row order: the outline as it would look without the background showing through.
   */
  foreground?: Uint8Array;
  /** Share of the photo covered by hair (mask ≥ 128), 0..1. */
  hairFraction: number;
}

export class AnalysisFormatError extends HairEngineError {
  readonly code = 'ANALYSIS_FORMAT';

  constructor(options?: { cause?: unknown }) {
    super('The stored hair analysis could not be read.', options);
  }
}

export function createAnalysis(
  width: number,
  height: number,
  mask: Uint8Array,
  foreground?: Uint8Array,
): HairAnalysis {
  if (mask.length !== width * height) throw new RangeError('mask size does not match the photo');
  let hair = 0;
  let partial = 0;
  for (let i = 0; i < mask.length; i++) {
    if (mask[i] >= 128) hair++;
    if (mask[i] > 0 && mask[i] < 255) partial++;
  }
  if (foreground && foreground.length !== partial * 3) {
    throw new RangeError('the matte holds a colour for other pixels than its partly covered ones');
  }
  return { width, height, mask, foreground, hairFraction: mask.length === 0 ? 0 : hair / mask.length };
}

export async function encodeAnalysis(analysis: HairAnalysis): Promise<Buffer> {
  const { width, height, mask, foreground } = analysis;
  if (!foreground) {
    return sharp(Buffer.from(mask.buffer, mask.byteOffset, mask.byteLength), {
      raw: { width, height, channels: 1 },
    })
      .toColourspace('b-w')
      .png({ compressionLevel: 6 })
      .toBuffer();
  }
  return sharp(packMattePixels(mask, foreground), { raw: { width, height, channels: 4 } })
    .png({ compressionLevel: 6 })
    .toBuffer();
}

export async function decodeAnalysis(bytes: Uint8Array): Promise<HairAnalysis> {
  let decoded: { data: Buffer; info: OutputInfo };
  try {
    decoded = await sharp(bytes, { failOn: 'error' }).raw().toBuffer({ resolveWithObject: true });
  } catch (error) {
    throw new AnalysisFormatError({ cause: error });
  }
  const { data, info } = decoded;
  const { width, height, channels } = info;
  const { mask, foreground } = unpackAnalysisPixels(data, width * height, channels);
  return createAnalysis(width, height, mask, foreground);
}
