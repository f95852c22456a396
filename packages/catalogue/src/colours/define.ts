import { colourAttributes } from '../suitability/attributes';
import type { ColourCategory, HairColour } from '../types';

/**
 * A colour as written in the data files; the category, the solid recipe and the attributes the 'Suits you'
 * rule needs are filled in from it.
 */
export interface ColourSeed {
  id: string;
  name: string;
  color: string;
  description: string;
}

export function defineColours(category: ColourCategory, seeds: readonly ColourSeed[]): HairColour[] {
  return seeds.map((seed) => ({
    ...seed,
    category,
    recipe: { kind: 'solid', color: seed.color },
    ...colourAttributes(seed.id, category, seed.color),
  }));
}
