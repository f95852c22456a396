import type { EdgeMatte } from './alpha';
import { EDGE_HIGH, EDGE_LOW } from './measure';

/**
 * How an analysis reads the alpha the measure knows, on the measured band pixels (EDGE_LOW < α < EDGE_HIGH),
 * by the measure's α in four bins. The render's error is mostly the alpha's (given the measure's own α and F
 * the product's render reaches 2.92 ΔE2000 in the edge band): this says which way the alpha is wrong, and
 * whether a strand is read a little too faint or not at all (read as exactly 0, i.e. left out of the band
 * or read as background).
 */
export const ALPHA_BINS = [EDGE_LOW, 0.25, 0.5, 0.75, EDGE_HIGH] as const;

export interface AlphaBin {
  pixels: number;
  /** Sums over the bin's pixels of (read − known), |read − known|, and the counts read as 0 and as 1. */
  bias: number;
  error: number;
  readNone: number;
  readAll: number;
}

export type AlphaReading = AlphaBin[];

export function emptyReading(): AlphaReading {
  return ALPHA_BINS.slice(1).map(() => ({ pixels: 0, bias: 0, error: 0, readNone: 0, readAll: 0 }));
}

/** Adds to `reading` how `mask` (an analysis's hair per pixel, 0..255) reads the matte's known α. */
export function addAlphaReading(
  reading: AlphaReading,
  matte: Pick<EdgeMatte, 'alpha' | 'measured'>,
  mask: Uint8Array,
): void {
  const { alpha, measured } = matte;
  for (let i = 0; i < alpha.length; i++) {
    const known = alpha[i];
    if (!measured[i] || !(known > EDGE_LOW && known < EDGE_HIGH)) continue;
    let b = 0;
    while (known >= ALPHA_BINS[b + 1]) b++;
    const read = mask[i] / 255;
    const bin = reading[b];
    bin.pixels++;
    bin.bias += read - known;
    bin.error += Math.abs(read - known);
    if (mask[i] === 0) bin.readNone++;
    if (mask[i] === 255) bin.readAll++;
  }
}

/** The bins as printable rows: mean bias, mean |error|, share read as 0, share read as 1. */
export function readingRows(reading: AlphaReading): { label: string; values: number[] }[] {
  const per = (pick: (bin: AlphaBin) => number) =>
    reading.map((bin) => (bin.pixels ? pick(bin) / bin.pixels : Number.NaN));
  return [
    { label: 'bias (read − known)', values: per((bin) => bin.bias) },
    { label: 'mean |read − known|', values: per((bin) => bin.error) },
    { label: 'share read as 0', values: per((bin) => bin.readNone) },
    { label: 'share read as 1', values: per((bin) => bin.readAll) },
  ];
}
