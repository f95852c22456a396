import type { Lab } from '../lab';

/**
 * Lightness as the eye judges it: CIELAB L* raised for chroma by the Helmholtz–Kohlrausch effect, in Fairchild
 * and Pirrotta's (1991) approximation L** = L* + (2.5 − 0.025 L*)(0.116 |sin((h − 90°)/2)| + 0.085) C*.
 * A colourist names a level by eye, and a saturated copper looks lighter than a grey of the same L*.
 */
export function perceivedLightness({ L, chroma, hue }: Pick<Lab, 'L' | 'chroma' | 'hue'>): number {
  const hueTerm = 0.116 * Math.abs(Math.sin((((hue - 90) / 2) * Math.PI) / 180)) + 0.085;
  return L + (2.5 - 0.025 * L) * hueTerm * chroma;
}

/**
 * Perceived lightness at each level of the colourists' scale (1 = black … 10 = lightest blonde). Spaced about
 * 8–10 L* a level from level 4 up, closer at the dark end, where black and the darkest browns differ little in
 * lightness. Calibrated so the catalogue's level-named swatches land on their level: Jet Black 1, Espresso 2,
 * Dark Brown 3, Medium Brown 4, Light Brown 5–6, Dark Blonde 7, Platinum Blonde 10. An approximation: hair
 * level charts are printed swatches, not CIELAB values.
 */
const LEVEL_LIGHTNESS: readonly (readonly [level: number, lightness: number])[] = [
  [1, 6],
  [2, 16],
  [3, 22],
  [4, 34],
  [5, 44],
  [6, 52],
  [7, 60],
  [8, 70],
  [9, 80],
  [10, 88],
];

/** The level (1..10, fractional) of a perceived lightness, linear between the table's points, clamped. */
export function levelOfLightness(lightness: number): number {
  const [first] = LEVEL_LIGHTNESS;
  const last = LEVEL_LIGHTNESS[LEVEL_LIGHTNESS.length - 1];
  if (!first || !last) throw new Error('the level table is empty');
  if (lightness <= first[1]) return first[0];
  if (lightness >= last[1]) return last[0];
  for (let index = 1; index < LEVEL_LIGHTNESS.length; index += 1) {
    const [level, upper] = LEVEL_LIGHTNESS[index] as readonly [number, number];
    const [, lower] = LEVEL_LIGHTNESS[index - 1] as readonly [number, number];
    if (lightness <= upper) return level - 1 + (lightness - lower) / (upper - lower);
  }
  return last[0];
}

/** The level of a colour, from its perceived lightness. */
export function levelOfLab(lab: Pick<Lab, 'L' | 'chroma' | 'hue'>): number {
  return levelOfLightness(perceivedLightness(lab));
}
