/**
 * Mean over a (2r+1)×(2r+1) window, clipped at the borders (each output is the mean of the in-image pixels
 * of its window). O(width·height) whatever the radius: a running sum along each row, then down each column.
 *
 * `out` may be passed to reuse a buffer (it must not be `src`); it is returned.
 */
export function boxMean(
  src: Float32Array,
  width: number,
  height: number,
  radius: number,
  out: Float32Array = new Float32Array(src.length),
): Float32Array {
  if (out === src) throw new RangeError('boxMean cannot filter in place');
  const rx = Math.min(radius, width - 1);
  const ry = Math.min(radius, height - 1);
  const rows = new Float32Array(src.length);
  // Where the window is clipped on neither side; narrow images may have no such middle.
  const middleEnd = Math.max(rx + 1, width - rx);
  for (let row = 0; row < src.length; row += width) {
    const end = row + width;
    let sum = 0;
    for (let i = row; i < row + rx; i++) sum += src[i];
    let x = row;
    // Growing over the left border, sliding in the middle, shrinking over the right border.
    for (; x < row + rx + 1 && x < end; x++) {
      if (x + rx < end) sum += src[x + rx];
      rows[x] = sum;
    }
    for (; x < row + middleEnd; x++) {
      sum += src[x + rx] - src[x - rx - 1];
      rows[x] = sum;
    }
    for (; x < end; x++) {
      if (x + rx < end) sum += src[x + rx];
      sum -= src[x - rx - 1];
      rows[x] = sum;
    }
  }

  const inverseCountX = new Float64Array(width);
  for (let x = 0; x < width; x++)
    inverseCountX[x] = 1 / (Math.min(x + rx, width - 1) - Math.max(x - rx, 0) + 1);
  // Float64 column sums: thousands of adds and subtracts must not drift.
  const columns = new Float64Array(width);
  for (let y = 0; y < ry; y++) {
    const row = y * width;
    for (let x = 0; x < width; x++) columns[x] += rows[row + x];
  }
  for (let y = 0; y < height; y++) {
    const add = y + ry < height ? (y + ry) * width : -1;
    const drop = y - ry - 1 >= 0 ? (y - ry - 1) * width : -1;
    const inverseCountY = 1 / (Math.min(y + ry, height - 1) - Math.max(y - ry, 0) + 1);
    const row = y * width;
    if (add >= 0 && drop >= 0) {
      for (let x = 0; x < width; x++) {
        const sum = columns[x] + rows[add + x] - rows[drop + x];
        columns[x] = sum;
        out[row + x] = sum * inverseCountX[x] * inverseCountY;
      }
    } else {
      for (let x = 0; x < width; x++) {
        let sum = columns[x];
        if (add >= 0) sum += rows[add + x];
        if (drop >= 0) sum -= rows[drop + x];
        columns[x] = sum;
        out[row + x] = sum * inverseCountX[x] * inverseCountY;
      }
    }
  }
  return out;
}
