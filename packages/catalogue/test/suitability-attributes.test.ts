import { describe, expect, it } from 'vitest';

import { allShades, findShade, levelOfLightness, perceivedLightness, UNDERTONES } from '../src/index';
import type { Shade } from '../src/index';

function shade(idOrName: string): Shade {
  const found = findShade(idOrName);
  if (!found) throw new Error(`no shade ${idOrName}`);
  return found;
}

function namesWith(word: string): Shade[] {
  return allShades.filter((entry) => entry.name.toLowerCase().split(' ').includes(word));
}

describe('every shade has what the Suits you rule needs', () => {
  it.each(allShades)('$name: an undertone, a whole level from 1 to 10 and a vividness', (entry) => {
    expect(UNDERTONES).toContain(entry.undertone);
    expect(Number.isInteger(entry.level)).toBe(true);
    expect(entry.level).toBeGreaterThanOrEqual(1);
    expect(entry.level).toBeLessThanOrEqual(10);
    expect(typeof entry.vivid).toBe('boolean');
  });
});

describe('known colours land where a colourist would put them', () => {
  it('Jet Black is level 1, cool or neutral', () => {
    expect(shade('jet-black').level).toBe(1);
    expect(['cool', 'neutral']).toContain(shade('jet-black').undertone);
  });

  it('Platinum Blonde is level 10 and cool', () => {
    expect(shade('platinum-blonde')).toMatchObject({ level: 10, undertone: 'cool', vivid: false });
  });

  it('Copper is warm, about level 7', () => {
    expect(shade('copper').undertone).toBe('warm');
    expect(Math.abs(shade('copper').level - 7)).toBeLessThanOrEqual(1);
  });

  it('Honey Blonde is warm, about level 8', () => {
    expect(shade('honey-blonde').undertone).toBe('warm');
    expect(Math.abs(shade('honey-blonde').level - 8)).toBeLessThanOrEqual(1);
  });

  it('Burgundy, a red, is cool (blue-based) and natural-looking enough to lead a row', () => {
    expect(shade('burgundy')).toMatchObject({ undertone: 'cool', vivid: false });
  });

  it.each(['ash', 'platinum'])("every '%s' shade is cool", (word) => {
    for (const entry of namesWith(word)) expect(entry.undertone, entry.name).toBe('cool');
  });

  it.each(['golden', 'copper', 'honey', 'caramel'])("every '%s' shade is warm", (word) => {
    expect(namesWith(word).length).toBeGreaterThan(0);
    for (const entry of namesWith(word)) expect(entry.undertone, entry.name).toBe('warm');
  });

  it('the natural series runs up the levels from black to platinum', () => {
    const series = ['jet-black', 'espresso', 'dark-brown', 'medium-brown', 'light-brown', 'dark-blonde'];
    const levels = [...series, 'light-blonde', 'platinum-blonde'].map((id) => shade(id).level);
    expect(levels.slice(0, 4)).toEqual([1, 2, 3, 4]);
    for (let index = 1; index < levels.length; index += 1) {
      expect(levels[index]).toBeGreaterThanOrEqual(levels[index - 1] as number);
    }
  });

  it('natural colours are never vivid; neon, pastel and every rainbow or glow always are', () => {
    for (const entry of allShades.filter((s) => 'category' in s && s.category === 'natural')) {
      expect(entry.vivid, entry.name).toBe(false);
    }
    for (const entry of [
      ...namesWith('neon'),
      ...namesWith('pastel'),
      ...namesWith('rainbow'),
      ...namesWith('glow'),
    ]) {
      expect(entry.vivid, entry.name).toBe(true);
    }
  });

  it('an ombre of natural shades is not vivid, one ending in pink is', () => {
    expect(shade('sunkissed-ombre').vivid).toBe(false);
    expect(shade('rose-ombre').vivid).toBe(true);
  });

  it('a vivid shade takes the level of the lightness it needs: pastels 9–10, deep purple 5 or below', () => {
    for (const entry of namesWith('pastel')) expect(entry.level, entry.name).toBeGreaterThanOrEqual(9);
    expect(shade('deep-purple').level).toBeLessThanOrEqual(5);
  });
});

describe('lightness to level', () => {
  it('puts L* 6 at level 1, L* 88 at level 10, and clamps beyond them', () => {
    expect(levelOfLightness(6)).toBe(1);
    expect(levelOfLightness(0)).toBe(1);
    expect(levelOfLightness(88)).toBe(10);
    expect(levelOfLightness(100)).toBe(10);
  });

  it('is linear between its points', () => {
    expect(levelOfLightness(56)).toBeCloseTo(6.5, 6);
  });

  it('adds nothing for a grey and raises a saturated colour (Helmholtz–Kohlrausch)', () => {
    expect(perceivedLightness({ L: 50, chroma: 0, hue: 0 })).toBe(50);
    expect(perceivedLightness({ L: 50, chroma: 50, hue: 50 })).toBeGreaterThan(55);
  });
});
