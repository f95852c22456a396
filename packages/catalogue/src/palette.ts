import { standardColours } from './colours';
import { mixHex } from './hex';
import type { PaletteColour } from './types';

export const PALETTE_NAMES = [
  'Platinum Blonde',
  'Fiery Copper',
  'Midnight Blue',
  'Rose Gold',
  'Deep Auburn',
  'Lavender Mist',
  'Emerald Green',
  'Cherry Red',
  'Ocean Teal',
  'Sunset Orange',
  'Electric Purple',
  'Silver Storm',
  'Cotton Candy',
  'Forest Green',
  'Royal Blue',
  'Golden Honey',
  'Mystic Violet',
  'Coral Reef',
] as const;

// Both ends of the swatch gradient stay recognisably the same colour: a tint and a shade of it.
const TINT = 0.3;
const SHADE = 0.3;

function paletteColour(name: string): PaletteColour {
  const colour = standardColours.find((entry) => entry.name === name);
  if (!colour) throw new Error(`Palette colour '${name}' is missing from the catalogue`);
  const light = mixHex(colour.color, '#ffffff', TINT);
  const dark = mixHex(colour.color, '#000000', SHADE);
  return { name, color: colour.color, gradient: `linear-gradient(135deg, ${light}, ${dark})` };
}

/** The 18 named colours of the built-in palette, each taken from the catalogue colour of the same name. */
export const palette: readonly PaletteColour[] = PALETTE_NAMES.map(paletteColour);
