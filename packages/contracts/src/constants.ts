/** Constants clients need without the schemas (importing them does not pull zod into a bundle). */
export const DEFAULT_APP_VERSION = '1.0.0';

/** Number of colours in one Dice Roll (SPEC §9). */
export const DICE_COLORS_PER_ROLL = 6;

/** A saved or downloaded result's name (SPEC §9): `hairhue-{colour-name-hyphenated}-{timestamp}.jpg`. */
export function savedFileName(colorName: string, at: Date = new Date()): string {
  const slug = colorName
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return `hairhue-${slug || 'colour'}-${at.getTime()}.jpg`;
}
