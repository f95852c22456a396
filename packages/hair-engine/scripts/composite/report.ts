import type { Scores } from './measure';

/**
 * The composite measure's tallies: every score of one engine (or of its JPEG floor, or of the hard truth mask)
 * with the shade, background and photo it came from, averaged over any slice; a composite counts once.
 */
export interface Tagged extends Scores {
  shade: string;
  backdrop: string;
  photo: string;
}

export type Slice = (score: Tagged) => boolean;

/** Mean of one figure over the scores in the slice, NaN figures (nothing to measure) left out. */
export function meanOf(scores: readonly Tagged[], figure: keyof Scores, slice: Slice = () => true): number {
  const values = scores
    .filter(slice)
    .map((s) => s[figure])
    .filter((v) => !Number.isNaN(v));
  return values.length ? values.reduce((sum, v) => sum + v, 0) / values.length : Number.NaN;
}

export const show = (value: number, digits: number) => (Number.isNaN(value) ? '–' : value.toFixed(digits));
