import type { HairColour } from '../types';
import { fantasyColours } from './fantasy';
import { fashionColours } from './fashion';
import { naturalColours } from './natural';

/** Every standard colour: natural first, then fashion, then fantasy. */
export const standardColours: readonly HairColour[] = [
  ...naturalColours,
  ...fashionColours,
  ...fantasyColours,
];
