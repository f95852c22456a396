import sharp from 'sharp';

const IMAGE_DESCRIPTION_TAG = 0x010e;
const ASCII_TYPE = 2;
const EXIF_HEADER = 'Exif\0\0';

/**
 * The IFD0 ImageDescription of an EXIF block (as sharp's metadata gives it, with or without its
 * "Exif\0\0" header), or undefined when there is none or the block is malformed. Read by hand, as nothing
 * else here needs an EXIF library: a TIFF header, then IFD0's 12-byte entries.
 */
export function exifImageDescription(exif: Uint8Array): string | undefined {
  const view = new DataView(exif.buffer, exif.byteOffset, exif.byteLength);
  const tiff = new TextDecoder('latin1').decode(exif.subarray(0, 6)) === EXIF_HEADER ? 6 : 0;
  try {
    const order = view.getUint16(tiff);
    if (order !== 0x4949 && order !== 0x4d4d) return undefined;
    const little = order === 0x4949;
    const ifd0 = tiff + view.getUint32(tiff + 4, little);
    const entries = view.getUint16(ifd0, little);
    for (let i = 0; i < entries; i++) {
      const entry = ifd0 + 2 + i * 12;
      if (view.getUint16(entry, little) !== IMAGE_DESCRIPTION_TAG) continue;
      if (view.getUint16(entry + 2, little) !== ASCII_TYPE) return undefined;
      const length = view.getUint32(entry + 4, little);
      // Values of up to 4 bytes sit in the entry itself; longer ones at an offset from the TIFF header.
      const start = length <= 4 ? entry + 8 : tiff + view.getUint32(entry + 8, little);
      if (start + length > exif.byteLength) return undefined;
      return new TextDecoder('latin1').decode(exif.subarray(start, start + length)).replace(/\0+$/, '');
    }
    return undefined;
  } catch (error) {
    // An offset past the end of a damaged block.
    if (error instanceof RangeError) return undefined;
    throw error;
  }
}

/** The EXIF ImageDescription of an image file (what encodeJpeg's `description` wrote), if it has one. */
export async function readImageDescription(image: Uint8Array): Promise<string | undefined> {
  const { exif } = await sharp(image).metadata();
  return exif ? exifImageDescription(exif) : undefined;
}
