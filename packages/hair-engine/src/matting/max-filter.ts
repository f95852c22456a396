/** The largest value (at least 0) in a (2r+1)² window: separable, rows then columns. */
export function maxFilter(plane: Float32Array, width: number, height: number, r: number): Float32Array {
  const rows = new Float32Array(plane.length);
  for (let y = 0; y < height; y++) lineMax(plane, rows, y * width, 1, width, r);
  const out = new Float32Array(plane.length);
  for (let x = 0; x < width; x++) lineMax(rows, out, x, width, height, r);
  return out;
}

/** The largest value within r places along one line of `count` values, `step` apart from `start`. */
function lineMax(
  from: Float32Array,
  into: Float32Array,
  start: number,
  step: number,
  count: number,
  r: number,
): void {
  for (let k = 0; k < count; k++) {
    let best = 0;
    for (let j = Math.max(0, k - r); j <= Math.min(count - 1, k + r); j++) {
      const value = from[start + j * step];
      if (value > best) best = value;
    }
    into[start + k * step] = best;
  }
}
