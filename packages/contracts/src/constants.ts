/** Constants clients need without the schemas (importing them does not pull zod into a bundle). */
export const DEFAULT_APP_VERSION = '1.0.0';

/** Number of colours in one Dice Roll (SPEC §9). */
export const DICE_COLORS_PER_ROLL = 6;
