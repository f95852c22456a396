import { srgbToOklab } from '@hairhue/recolour';

/** Measurements on decoded icons and locks, in OKLab (lightness 0..1). */

export function lightnessOf(data: Uint8Array, channels: number, pixel: number): number {
  const o = pixel * channels;
  return srgbToOklab({ r: data[o], g: data[o + 1], b: data[o + 2] }).L;
}

export function lightnessPlane(data: Uint8Array, channels: number, pixels: number): Float32Array {
  const plane = new Float32Array(pixels);
  for (let i = 0; i < pixels; i++) plane[i] = lightnessOf(data, channels, i);
  return plane;
}

/** Mean over the (2r+1)² window around each pixel, the window clipped at the borders. */
export function windowMean(plane: Float32Array, width: number, height: number, radius: number): Float32Array {
  const out = new Float32Array(plane.length);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      let sum = 0;
      let count = 0;
      for (let v = Math.max(0, y - radius); v <= Math.min(height - 1, y + radius); v++) {
        for (let u = Math.max(0, x - radius); u <= Math.min(width - 1, x + radius); u++) {
          sum += plane[v * width + u];
          count++;
        }
      }
      out[y * width + x] = sum / count;
    }
  }
  return out;
}

export function percentile(values: readonly number[], fraction: number): number {
  const sorted = Float64Array.from(values).sort();
  return sorted[Math.min(sorted.length - 1, Math.floor(fraction * sorted.length))];
}
