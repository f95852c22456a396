import type { ColourCategory, HairColour } from '../types';

/** A colour as written in the data files; the category and the solid recipe are filled in from it. */
export interface ColourSeed {
  id: string;
  name: string;
  color: string;
  description: string;
}

export function defineColours(category: ColourCategory, seeds: readonly ColourSeed[]): HairColour[] {
  return seeds.map((seed) => ({ ...seed, category, recipe: { kind: 'solid', color: seed.color } }));
}
