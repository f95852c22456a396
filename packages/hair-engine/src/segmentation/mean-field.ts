import type { PreparedGuide } from '@hairhue/recolour';
import { applyGuided, fitGuided } from '@hairhue/recolour';

/**
 * Mean-field inference in a two-label CRF (hair / not hair): the unary term is the per-pixel evidence as
 * log-odds (network and colour), the pairwise term a Potts model whose affinities are the colour guided
 * filter's kernel — normalised, high between pixels of similar colour in the same windows, about zero across
 * colour edges. Each iteration passes the current belief through that kernel and adds it to the evidence:
 *
 *   q ← σ(u + weight · (2 · K q − 1))
 *
 * so a pixel the network is unsure about follows its like-coloured neighbours, while strong evidence holds.
 * Returns the belief q (probability of hair) on the guide's grid.
 */
export function meanFieldRefine(
  prepared: PreparedGuide,
  unary: Float32Array,
  weight: number,
  iterations: number,
): Float32Array {
  const belief = new Float32Array(unary.length);
  for (let i = 0; i < unary.length; i++) belief[i] = 1 / (1 + Math.exp(-unary[i]));
  for (let step = 0; step < iterations; step++) {
    const message = applyGuided(prepared, fitGuided(prepared, belief));
    for (let i = 0; i < unary.length; i++) {
      const m = message[i] < 0 ? 0 : message[i] > 1 ? 1 : message[i];
      belief[i] = 1 / (1 + Math.exp(-(unary[i] + weight * (2 * m - 1))));
    }
  }
  return belief;
}
