/**
 * One touch-up brush stroke, as the contract's HairStroke (restated here: this package depends on nothing of
 * ours but the catalogue). Positions are fractions of the photo's width and height, the radius a fraction of
 * its long side.
 */
export interface HairStrokeInput {
  tool: 'add' | 'remove';
  radius: number;
  points: readonly number[];
}
