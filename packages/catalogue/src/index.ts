import { standardColours } from './colours';
import { specialEffects } from './effects';
import type { ColourCategory, EffectType, HairColour, Shade, SpecialEffect } from './types';

export type * from './recipe-types';
export * from './types';
export { standardColours } from './colours';
export { specialEffects } from './effects';
export { palette, PALETTE_NAMES } from './palette';
export { onboardingColours, onboardingModels } from './onboarding';
export { demoPhotos } from './demo-photos';

/** Every standard colour followed by every special effect. */
export const allShades: readonly Shade[] = [...standardColours, ...specialEffects];

export function isSpecialEffect(shade: Shade): shade is SpecialEffect {
  return 'isSpecialEffect' in shade;
}

export function coloursByCategory(category: ColourCategory): HairColour[] {
  return standardColours.filter((colour) => colour.category === category);
}

export function effectsByType<T extends EffectType>(type: T): Extract<SpecialEffect, { type: T }>[] {
  return specialEffects.filter(
    (effect): effect is Extract<SpecialEffect, { type: T }> => effect.type === type,
  );
}

const shadesByLowerCaseKey = new Map<string, Shade>(
  allShades.flatMap((shade) => [
    [shade.id.toLowerCase(), shade],
    [shade.name.toLowerCase(), shade],
  ]),
);

/** A colour or effect by its id or its full name, ignoring case. */
export function findShade(idOrName: string): Shade | undefined {
  return shadesByLowerCaseKey.get(idOrName.toLowerCase());
}

const shadesByName = new Map<string, Shade>(allShades.map((shade) => [shade.name, shade]));

/**
 * The entry a try-on asks for: a try-on names its colour by the entry's `name` (`colorName`) and hex
 * (`colorValue`). Both must match, so a client cannot pair a known name with an arbitrary colour.
 */
export function findTryOnShade(colorName: string, colorValue: string): Shade | undefined {
  const shade = shadesByName.get(colorName);
  return shade?.color === colorValue.toLowerCase() ? shade : undefined;
}

/**
 * `count` distinct colours and effects in random order (Dice Roll takes 6), from the whole catalogue or from
 * `from` (a roll of shades that suit draws from the top of their ranking). `random` returns numbers in
 * [0, 1) like `Math.random`; pass a seeded one for repeatable picks.
 */
export function pickRandomShades(
  count: number,
  random: () => number = Math.random,
  from: readonly Shade[] = allShades,
): Shade[] {
  if (!Number.isInteger(count) || count < 0 || count > from.length) {
    throw new RangeError(`count must be an integer from 0 to ${from.length}, got ${count}`);
  }
  // A partial Fisher-Yates shuffle: the first `count` slots end up a uniform random draw without repeats.
  const pool = [...from];
  for (let slot = 0; slot < count; slot += 1) {
    const remaining = pool.length - slot;
    const pick = slot + Math.min(Math.floor(random() * remaining), remaining - 1);
    const picked = pool[pick];
    const displaced = pool[slot];
    if (picked === undefined || displaced === undefined) throw new Error('Shuffle index out of range');
    pool[slot] = picked;
    pool[pick] = displaced;
  }
  return pool.slice(0, count);
}
export * from './suitability';
