/** The largest value (at least 0) in a (2r+1)² window: separable, rows then columns. */
export function maxFilter(plane: Float32Array, width: number, height: number, r: number): Float32Array {
  const rows = new Float32Array(plane.length);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      let best = 0;
      for (let k = Math.max(0, x - r); k <= Math.min(width - 1, x + r); k++) {
        if (plane[y * width + k] > best) best = plane[y * width + k];
      }
      rows[y * width + x] = best;
    }
  }
  const out = new Float32Array(plane.length);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      let best = 0;
      for (let k = Math.max(0, y - r); k <= Math.min(height - 1, y + r); k++) {
        if (rows[k * width + x] > best) best = rows[k * width + x];
      }
      out[y * width + x] = best;
    }
  }
  return out;
}
