import { describe, expect, it } from 'vitest';
import {
  allShades,
  coloursByCategory,
  effectsByType,
  findShade,
  findTryOnShade,
  isSpecialEffect,
  pickRandomShades,
  specialEffects,
  standardColours,
} from '../src/index';
import { mulberry32 as seededRandom } from '@hairhue/recolour';

describe('allShades', () => {
  it('lists every colour and then every effect', () => {
    expect(allShades).toEqual([...standardColours, ...specialEffects]);
  });
});

describe('coloursByCategory', () => {
  it.each(['natural', 'fashion', 'fantasy'] as const)('returns only %s colours', (category) => {
    const colours = coloursByCategory(category);
    expect(colours.length).toBeGreaterThan(0);
    expect(colours.every((colour) => colour.category === category)).toBe(true);
  });
});

describe('effectsByType', () => {
  it('returns only effects of the asked type, with that recipe kind', () => {
    const glows = effectsByType('glow');
    expect(glows.length).toBeGreaterThan(0);
    for (const glow of glows) {
      expect(glow.type).toBe('glow');
      expect(glow.recipe.halo).toBeGreaterThan(0);
    }
  });
});

describe('isSpecialEffect', () => {
  it('tells effects from standard colours', () => {
    expect(specialEffects.every(isSpecialEffect)).toBe(true);
    expect(standardColours.some(isSpecialEffect)).toBe(false);
  });
});

describe('findShade', () => {
  it('finds a colour by id or by name, ignoring case', () => {
    const jetBlack = standardColours.find((colour) => colour.id === 'jet-black');
    expect(jetBlack).toBeDefined();
    for (const key of ['jet-black', 'JET-BLACK', 'Jet Black', 'jet black'])
      expect(findShade(key)).toBe(jetBlack);
  });

  it('finds a special effect by id or name', () => {
    expect(findShade('neon-rainbow')?.name).toBe('Neon Rainbow');
    expect(findShade('Neon Rainbow')?.id).toBe('neon-rainbow');
  });

  it('returns undefined for an unknown or partial key', () => {
    expect(findShade('no-such-colour')).toBeUndefined();
    expect(findShade('Jet')).toBeUndefined();
    expect(findShade('')).toBeUndefined();
  });
});

describe('findTryOnShade', () => {
  it('returns the entry whose name and hex both match, ignoring the case of the hex', () => {
    expect(findTryOnShade('Rose Gold', '#d4a19a')?.id).toBe('rose-gold');
    expect(findTryOnShade('Rose Gold', '#D4A19A')?.id).toBe('rose-gold');
  });

  it('accepts special effects by their swatch colour', () => {
    const effect = specialEffects[0];
    expect(effect).toBeDefined();
    if (effect) expect(findTryOnShade(effect.name, effect.color)).toBe(effect);
  });

  it('refuses a known name with a different colour, an id in place of the name, or an unknown name', () => {
    expect(findTryOnShade('Rose Gold', '#ff0000')).toBeUndefined();
    expect(findTryOnShade('rose-gold', '#d4a19a')).toBeUndefined();
    expect(findTryOnShade('Rose Golden', '#d4a19a')).toBeUndefined();
  });
});

describe('pickRandomShades', () => {
  it('picks 6 distinct catalogue entries for a Dice Roll', () => {
    const picks = pickRandomShades(6);
    expect(picks).toHaveLength(6);
    expect(new Set(picks.map((shade) => shade.id)).size).toBe(6);
    for (const shade of picks) expect(allShades).toContain(shade);
  });

  it('repeats the same picks for the same seed and differs for another', () => {
    const first = pickRandomShades(6, seededRandom(42)).map((shade) => shade.id);
    const again = pickRandomShades(6, seededRandom(42)).map((shade) => shade.id);
    const other = pickRandomShades(6, seededRandom(7)).map((shade) => shade.id);
    expect(again).toEqual(first);
    expect(other).not.toEqual(first);
  });

  it('draws only from the shades it is given, all of them over many draws', () => {
    const from = allShades.slice(10, 18);
    const random = seededRandom(3);
    const seen = new Set<string>();
    for (let roll = 0; roll < 50; roll++) {
      const picks = pickRandomShades(6, random, from);
      expect(new Set(picks).size).toBe(6);
      for (const shade of picks) {
        expect(from).toContain(shade);
        seen.add(shade.id);
      }
    }
    expect(seen.size).toBe(from.length);
    expect(() => pickRandomShades(9, random, from)).toThrow(RangeError);
  });

  it('stays distinct even when the random source is stuck at its extremes', () => {
    for (const stuck of [0, 0.9999999999999999]) {
      const picks = pickRandomShades(6, () => stuck);
      expect(new Set(picks).size).toBe(6);
    }
  });

  it('draws colours and effects alike over many rolls', () => {
    const random = seededRandom(1);
    const picks = Array.from({ length: 200 }, () => pickRandomShades(6, random)).flat();
    expect(picks.some(isSpecialEffect)).toBe(true);
    expect(picks.some((shade) => !isSpecialEffect(shade))).toBe(true);
  });

  it('returns every entry once when asked for all, and nothing for 0', () => {
    const everything = pickRandomShades(allShades.length, seededRandom(3));
    expect(new Set(everything)).toEqual(new Set(allShades));
    expect(pickRandomShades(0)).toEqual([]);
  });

  it('rejects a count that is negative, fractional or larger than the catalogue', () => {
    expect(() => pickRandomShades(-1)).toThrow(RangeError);
    expect(() => pickRandomShades(2.5)).toThrow(RangeError);
    expect(() => pickRandomShades(allShades.length + 1)).toThrow(RangeError);
  });
});
