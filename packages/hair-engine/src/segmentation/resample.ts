import type { FloatPlane } from '../image/types';

/**
 * Bilinear resize of a float plane with pixel-centre alignment (the convention of image resamplers:
 * destination pixel centre x+0.5 maps to source (x+0.5)·sw/dw − 0.5), clamped at the borders.
 */
export function resizePlane(src: FloatPlane, width: number, height: number): FloatPlane {
  const { width: sw, height: sh, data } = src;
  const out = new Float32Array(width * height);
  const scaleX = sw / width;
  const scaleY = sh / height;
  const x0s = new Int32Array(width);
  const x1s = new Int32Array(width);
  const fxs = new Float32Array(width);
  for (let x = 0; x < width; x++) {
    const sx = Math.min(Math.max((x + 0.5) * scaleX - 0.5, 0), sw - 1);
    const x0 = Math.floor(sx);
    x0s[x] = x0;
    x1s[x] = Math.min(x0 + 1, sw - 1);
    fxs[x] = sx - x0;
  }
  for (let y = 0; y < height; y++) {
    const sy = Math.min(Math.max((y + 0.5) * scaleY - 0.5, 0), sh - 1);
    const y0 = Math.floor(sy);
    const y1 = Math.min(y0 + 1, sh - 1);
    const fy = sy - y0;
    const row0 = y0 * sw;
    const row1 = y1 * sw;
    const outRow = y * width;
    for (let x = 0; x < width; x++) {
      const fx = fxs[x];
      const top = data[row0 + x0s[x]] * (1 - fx) + data[row0 + x1s[x]] * fx;
      const bottom = data[row1 + x0s[x]] * (1 - fx) + data[row1 + x1s[x]] * fx;
      out[outRow + x] = top * (1 - fy) + bottom * fy;
    }
  }
  return { width, height, data: out };
}
