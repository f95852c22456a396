import type { FloatPlane } from './image-types';

/**
 * Bilinear resize of a float plane with pixel-centre alignment (the convention of image resamplers:
 * destination pixel centre x+0.5 maps to source (x+0.5)·sw/dw − 0.5), clamped at the borders.
 */
export function resizePlane(src: FloatPlane, width: number, height: number): FloatPlane {
  const { width: sw, height: sh, data } = src;
  const out = new Float32Array(width * height);
  const columns = samplingPositions(width, sw / width, sw);
  const rows = samplingPositions(height, sh / height, sh);
  const { low: x0s, high: x1s, fraction: fxs } = columns;
  for (let y = 0; y < height; y++) {
    const fy = rows.fraction[y];
    const row0 = rows.low[y] * sw;
    const row1 = rows.high[y] * sw;
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

/** For each of `size` destination positions, its two neighbouring source samples and the weight between. */
export interface SamplingPositions {
  low: Int32Array;
  high: Int32Array;
  fraction: Float32Array;
}

/**
 * Bilinear sampling positions along one axis, pixel centres aligned: destination p samples source
 * (p + 0.5)·scale − 0.5, clamped to the `sourceSize` samples there are.
 */
export function samplingPositions(size: number, scale: number, sourceSize: number): SamplingPositions {
  const low = new Int32Array(size);
  const high = new Int32Array(size);
  const fraction = new Float32Array(size);
  for (let p = 0; p < size; p++) {
    const s = Math.min(Math.max((p + 0.5) * scale - 0.5, 0), sourceSize - 1);
    low[p] = Math.floor(s);
    high[p] = Math.min(low[p] + 1, sourceSize - 1);
    fraction[p] = s - low[p];
  }
  return { low, high, fraction };
}
