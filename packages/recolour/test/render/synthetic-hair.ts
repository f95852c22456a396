import type { RgbImage } from '../../src/image-types';

/**
 * A synthetic portrait for recolouring tests: a flat blue-grey background, a skin-coloured oval, and a "hair"
 * region above and around it with vertical strand texture and a broad highlight (`highlight`: how much
 * lighter its peak is than the hair's colour, 0.7 = 70 %). Returns the photo and its hair mask (0..255, soft
 * at the edge).
 */
export function syntheticPortrait(
  width = 240,
  height = 240,
  hair: [number, number, number] = [40, 30, 25],
  highlight = 0.7,
): { image: RgbImage; mask: Uint8Array } {
  const data = new Uint8Array(width * height * 3);
  const mask = new Uint8Array(width * height);
  const cx = width / 2;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = y * width + x;
      // Hair: a wide rounded cap reaching down the sides.
      const dx = (x - cx) / (width * 0.42);
      const dy = (y - height * 0.45) / (height * 0.45);
      const inHair = dx * dx + dy * dy;
      const face = ((x - cx) / (width * 0.22)) ** 2 + ((y - height * 0.58) / (height * 0.3)) ** 2;
      const hairWeight =
        Math.min(1, Math.max(0, (1 - inHair) * 12)) * Math.min(1, Math.max(0, (face - 1) * 6));
      // Fine strands a few pixels apart that drift slowly down the head, like real hair at selfie resolution.
      const strand = Math.sin(x * 1.7 + y * 0.03) * 0.6 + Math.sin(x * 0.9 - y * 0.02) * 0.4;
      const lit = Math.exp(-(((y - height * 0.2) / (height * 0.12)) ** 2));
      const shade = 1 + 0.3 * strand + highlight * lit;
      const hairRgb = hair.map((c) => Math.min(255, c * shade));
      const other = face < 1 ? [224, 180, 150] : [150, 170, 185];
      for (let c = 0; c < 3; c++) {
        data[i * 3 + c] = Math.round(hairRgb[c] * hairWeight + other[c] * (1 - hairWeight));
      }
      mask[i] = Math.round(hairWeight * 255);
    }
  }
  return { image: { width, height, data }, mask };
}
