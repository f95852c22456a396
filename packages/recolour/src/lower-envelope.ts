/*
 * The 1-D step of the exact Euclidean distance transform (Felzenszwalb & Huttenlocher, "Distance Transforms
 * of Sampled Functions", 2012): the lower envelope of the parabolas rooted at each sample. Run down columns
 * and then along rows, it gives every pixel its squared distance to the nearest seed; the brush's stroke
 * distances and the engine's matting both use it.
 */

/** The 1-D squared distance transform of a sampled function, with its working arrays kept between lines. */
export class LowerEnvelope {
  readonly out: Float64Array;
  private readonly parabolas: Int32Array;
  private readonly bounds: Float64Array;

  constructor(size: number) {
    this.out = new Float64Array(size);
    this.parabolas = new Int32Array(size);
    this.bounds = new Float64Array(size + 1);
  }

  /** out[q] = min over p of (q − p)² + f[p], for q < n; all Infinity when f is. */
  transform(f: Float64Array, n: number): void {
    const { out, parabolas: v, bounds: z } = this;
    let k = -1;
    for (let q = 0; q < n; q++) {
      if (f[q] === Infinity) continue;
      if (k < 0) {
        k = 0;
        v[0] = q;
        z[0] = -Infinity;
        z[1] = Infinity;
        continue;
      }
      let s = intersection(f, q, v[k]);
      while (s <= z[k]) {
        k--;
        s = intersection(f, q, v[k]);
      }
      k++;
      v[k] = q;
      z[k] = s;
      z[k + 1] = Infinity;
    }
    if (k < 0) {
      out.fill(Infinity, 0, n);
      return;
    }
    for (let q = 0, j = 0; q < n; q++) {
      while (z[j + 1] < q) j++;
      const d = q - v[j];
      out[q] = d * d + f[v[j]];
    }
  }
}

/** Where the parabolas rooted at q and p (q > p) meet. */
function intersection(f: Float64Array, q: number, p: number): number {
  return (f[q] + q * q - (f[p] + p * p)) / (2 * (q - p));
}
