/*
 * A look at the first bytes, independent of the decoder. It lets intake tell "not an image at all" from "an
 * image that is damaged or cut short" when the decoder refuses a file, and find evidence of truncation that
 * some decoders do not report in words (libpng says only "read error").
 */

export type SniffedFormat = 'jpeg' | 'png' | 'gif' | 'webp' | 'tiff' | 'heif';

const HEIF_BRANDS = new Set(['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'mif1', 'msf1', 'avif', 'avis']);

/** The image format the file's signature announces, or undefined when it announces none we know. */
export function sniffFormat(bytes: Uint8Array): SniffedFormat | undefined {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (ascii(bytes, 0, 6) === 'GIF87a' || ascii(bytes, 0, 6) === 'GIF89a') return 'gif';
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 4) === 'WEBP') return 'webp';
  if (startsWith(bytes, [0x49, 0x49, 0x2a, 0x00]) || startsWith(bytes, [0x4d, 0x4d, 0x00, 0x2a])) {
    return 'tiff';
  }
  if (ascii(bytes, 4, 4) === 'ftyp' && HEIF_BRANDS.has(ascii(bytes, 8, 4))) return 'heif';
  return undefined;
}

/** Structural evidence that a file of this format was cut short. False means "no evidence", not "complete". */
export function looksTruncated(bytes: Uint8Array, format: SniffedFormat): boolean {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  switch (format) {
    case 'png':
      // Every PNG ends with an IEND chunk.
      return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).lastIndexOf('IEND') === -1;
    case 'webp':
      // The RIFF header states the size of everything after its first 8 bytes.
      return bytes.byteLength < 12 || view.getUint32(4, true) + 8 > bytes.byteLength;
    case 'tiff': {
      // The first directory, which says where the pixels are, is usually written after them.
      if (bytes.byteLength < 8) return true;
      const littleEndian = bytes[0] === 0x49;
      return view.getUint32(4, littleEndian) >= bytes.byteLength;
    }
    case 'gif':
      // A GIF ends with its trailer byte, 0x3B.
      return bytes[bytes.byteLength - 1] !== 0x3b;
    case 'jpeg':
    case 'heif':
      // Their decoders say so in words (see TRUNCATION_MESSAGE in intake.ts).
      return false;
  }
}

function startsWith(bytes: Uint8Array, signature: number[]): boolean {
  return bytes.byteLength >= signature.length && signature.every((byte, i) => bytes[i] === byte);
}

function ascii(bytes: Uint8Array, offset: number, length: number): string {
  return String.fromCharCode(...bytes.subarray(offset, offset + length));
}
