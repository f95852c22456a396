import type { RgbImage } from '@hairhue/recolour';

/**
 * A composite with known answers: I = α·F + (1 − α)·B, hair (F, a smooth brown) on the left, a smooth
 * sky-blue background (B) on the right, and between them a band of horizontal strands whose alpha varies
 * from row to row (a strand, then a gap) as well as across the band.
 */
export interface SyntheticMatte {
  width: number;
  height: number;
  /** Interleaved RGB in [0, 1]: the composite, and the true foreground and background. */
  image: Float32Array;
  foreground: Float32Array;
  background: Float32Array;
  alpha: Float32Array;
  /** The composite as 8-bit RGB. */
  rgb: RgbImage;
  /** A network-like probability: the outline's position, soft and without strands. */
  naive: Float32Array;
}

export function syntheticMatte(width = 96, height = 72, edge = 48, halfBand = 10): SyntheticMatte {
  const pixels = width * height;
  const image = new Float32Array(pixels * 3);
  const foreground = new Float32Array(pixels * 3);
  const background = new Float32Array(pixels * 3);
  const alpha = new Float32Array(pixels);
  const naive = new Float32Array(pixels);
  const data = new Uint8Array(pixels * 3);
  for (let y = 0; y < height; y++) {
    // Strands three rows thick, gaps between them; each strand reaches a little further than the last.
    const strand = 0.5 + 0.5 * Math.sin((2 * Math.PI * y) / 6);
    const reach = 0.6 + 0.8 * strand;
    for (let x = 0; x < width; x++) {
      const i = y * width + x;
      const t = (edge + halfBand - x) / (2 * halfBand);
      alpha[i] = t >= 1 ? 1 : t <= 0 ? 0 : Math.min(1, t ** (1 / reach));
      naive[i] = Math.min(1, Math.max(0, 0.5 + (edge - x) / (3 * halfBand)));
      const f = [0.36 + (0.08 * x) / width, 0.22 + (0.04 * y) / height, 0.13];
      const b = [0.3 + (0.1 * y) / height, 0.62 - (0.1 * x) / width, 0.86];
      for (let c = 0; c < 3; c++) {
        foreground[i * 3 + c] = f[c];
        background[i * 3 + c] = b[c];
        image[i * 3 + c] = alpha[i] * f[c] + (1 - alpha[i]) * b[c];
        data[i * 3 + c] = Math.round(image[i * 3 + c] * 255);
      }
    }
  }
  return {
    width,
    height,
    image,
    foreground,
    background,
    alpha,
    naive,
    rgb: { width, height, data },
  };
}

/** Mean distance (RGB, Euclidean) between two colour planes over the pixels where `where` holds. */
export function meanColourError(a: Float32Array, b: Float32Array, where: (i: number) => boolean): number {
  let sum = 0;
  let n = 0;
  for (let i = 0; i < a.length / 3; i++) {
    if (!where(i)) continue;
    sum += Math.hypot(a[i * 3] - b[i * 3], a[i * 3 + 1] - b[i * 3 + 1], a[i * 3 + 2] - b[i * 3 + 2]);
    n++;
  }
  return sum / n;
}
