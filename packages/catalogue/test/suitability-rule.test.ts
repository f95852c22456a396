import { describe, expect, it } from 'vitest';

import { contrastClassOf, findShade, isSignatureTone, rankShadesFor } from '../src/index';
import type { AppearanceMeasurements, Shade } from '../src/index';

/** A person with light-medium skin and medium contrast, overridden per test. */
function person(overrides: Partial<AppearanceMeasurements>): AppearanceMeasurements {
  return { skinIta: 35, skinLightness: 64, undertone: 'neutral', contrast: 30, hairLevel: 6, ...overrides };
}

function topNames(measurements: AppearanceMeasurements, count = 8): string[] {
  return rankShadesFor(measurements)
    .ranked.slice(0, count)
    .map(({ shade }) => shade.name.toLowerCase());
}

function topShades(measurements: AppearanceMeasurements, count = 8): Shade[] {
  return rankShadesFor(measurements)
    .ranked.slice(0, count)
    .map(({ shade }) => shade);
}

const named = (names: string[], word: string) => names.filter((name) => name.split(' ').includes(word));
const meanLevel = (shades: Shade[]) => shades.reduce((sum, s) => sum + s.level, 0) / shades.length;

describe('undertone', () => {
  it('a warm person with light hair gets golden, copper and honey shades in the top 8, no ash or platinum', () => {
    const names = topNames(person({ undertone: 'warm', hairLevel: 8.5 }));
    for (const word of ['golden', 'copper', 'honey']) expect(named(names, word), word).not.toHaveLength(0);
    for (const word of ['ash', 'platinum']) expect(named(names, word), word).toHaveLength(0);
  });

  it('a cool person with light hair gets ash and platinum shades in the top 8, no golden, copper or honey', () => {
    const names = topNames(person({ undertone: 'cool', hairLevel: 8.5 }));
    for (const word of ['ash', 'platinum']) expect(named(names, word), word).not.toHaveLength(0);
    for (const word of ['golden', 'copper', 'honey']) expect(named(names, word), word).toHaveLength(0);
  });

  it('a cool person with dark hair gets burgundy and blue-black in the top 8', () => {
    const names = topNames(person({ undertone: 'cool', hairLevel: 3 }));
    expect(names).toContain('burgundy');
    expect(names).toContain('blue black');
    for (const word of ['golden', 'copper', 'honey']) expect(named(names, word), word).toHaveLength(0);
  });

  it('a neutral person gets warm and cool shades alike', () => {
    const undertones = new Set(
      topShades(person({ undertone: 'neutral', hairLevel: 6 }), 12).map((s) => s.undertone),
    );
    expect(undertones).toContain('warm');
    expect(undertones).toContain('cool');
  });

  it('no warm shade outranks a cool one at the same level for a cool person, and the reverse', () => {
    for (const undertone of ['warm', 'cool'] as const) {
      const opposite = undertone === 'warm' ? 'cool' : 'warm';
      const { ranked } = rankShadesFor(person({ undertone }));
      const position = (predicate: (s: Shade) => boolean) =>
        ranked.findIndex(({ shade }) => predicate(shade));
      for (let level = 1; level <= 10; level += 1) {
        const matching = position((s) => !s.vivid && s.level === level && s.undertone === undertone);
        const opposing = position((s) => !s.vivid && s.level === level && s.undertone === opposite);
        if (matching >= 0 && opposing >= 0) expect(matching, `level ${level}`).toBeLessThan(opposing);
      }
    }
  });
});

describe('signature tones', () => {
  const colourOf = (id: string) => findShade(id)?.color ?? '';

  it('are the rich golden, copper and honey shades for warm, not plain browns', () => {
    for (const id of ['copper', 'golden-honey', 'honey-blonde', 'caramel-brown', 'auburn']) {
      expect(isSignatureTone(colourOf(id), 'warm'), id).toBe(true);
    }
    for (const id of ['mocha-brown', 'ash-brown', 'burgundy'])
      expect(isSignatureTone(colourOf(id), 'warm'), id).toBe(false);
  });

  it('are ash, platinum, wine reds and blue-black for cool, not plain greys', () => {
    for (const id of ['ash-blonde', 'platinum-blonde', 'burgundy', 'black-cherry', 'blue-black']) {
      expect(isSignatureTone(colourOf(id), 'cool'), id).toBe(true);
    }
    for (const id of ['silver-grey', 'jet-black', 'copper'])
      expect(isSignatureTone(colourOf(id), 'cool'), id).toBe(false);
  });

  it('lead over plain shades of the same undertone and level', () => {
    const position = (undertone: 'warm' | 'cool', hairLevel: number, id: string) =>
      rankShadesFor(person({ undertone, hairLevel })).ranked.findIndex(({ shade }) => shade.id === id);
    expect(position('warm', 5, 'cinnamon-brown')).toBeLessThan(position('warm', 5, 'mocha-brown'));
    expect(position('cool', 8, 'ash-blonde')).toBeLessThan(position('cool', 8, 'silver-grey'));
  });
});

describe('contrast', () => {
  it('classes a skin–hair lightness difference under 20 as low and from 40 as high', () => {
    expect(contrastClassOf(12)).toBe('low');
    expect(contrastClassOf(20)).toBe('medium');
    expect(contrastClassOf(39.9)).toBe('medium');
    expect(contrastClassOf(40)).toBe('high');
  });

  it('light skin with dark hair (high contrast) is offered deep shades that keep the contrast', () => {
    const shades = topShades(person({ skinLightness: 72, contrast: 55, hairLevel: 2, undertone: 'warm' }));
    for (const shade of shades) expect(shade.level, shade.name).toBeLessThanOrEqual(5);
  });

  it('deep skin with light hair (high contrast) is offered light shades that keep the contrast', () => {
    const shades = topShades(person({ skinIta: -35, skinLightness: 35, contrast: 45, hairLevel: 8 }));
    for (const shade of shades) expect(shade.level, shade.name).toBeGreaterThanOrEqual(8);
  });

  it('a low-contrast person is offered soft shades within a level of their own', () => {
    const shades = topShades(person({ contrast: 10, hairLevel: 7, undertone: 'warm' }));
    for (const shade of shades) expect(Math.abs(shade.level - 7), shade.name).toBeLessThanOrEqual(1);
  });

  it('a low-contrast person is offered muted shades before saturated ones of the same level', () => {
    const scoreOf = (contrast: number, id: string) =>
      rankShadesFor(person({ contrast, hairLevel: 7 })).ranked.find(({ shade }) => shade.id === id)?.score;
    expect(scoreOf(10, 'bronde')).toBeGreaterThan(scoreOf(10, 'fiery-copper') ?? Infinity);
    // Fiery Copper (C* 67) loses 0.025 a unit of chroma above 30.
    expect((scoreOf(10, 'bronde') ?? NaN) - (scoreOf(10, 'fiery-copper') ?? NaN)).toBeCloseTo(0.92, 1);
    expect(scoreOf(30, 'bronde')).toBe(scoreOf(30, 'fiery-copper'));
  });

  it('the same person is offered deeper shades when their contrast is high than when it is medium', () => {
    const base = { skinLightness: 72, hairLevel: 6, undertone: 'warm' } as const;
    const high = meanLevel(topShades(person({ ...base, contrast: 50 })));
    const medium = meanLevel(topShades(person({ ...base, contrast: 30 })));
    expect(high).toBeLessThan(medium - 0.5);
  });
});

describe('the ranking', () => {
  it('ranks every shade once, natural-looking ones first: a vivid shade never leads', () => {
    const { ranked } = rankShadesFor(person({ undertone: 'cool', hairLevel: 9 }));
    const firstVivid = ranked.findIndex(({ shade }) => shade.vivid);
    expect(firstVivid).toBeGreaterThan(8);
    expect(ranked.slice(firstVivid).every(({ shade }) => shade.vivid)).toBe(true);
    expect(new Set(ranked.map(({ shade }) => shade.id)).size).toBe(ranked.length);
  });

  it('orders each group by score, best first', () => {
    const { ranked } = rankShadesFor(person({ undertone: 'warm' }));
    for (let index = 1; index < ranked.length; index += 1) {
      const [previous, current] = [ranked[index - 1], ranked[index]];
      if (previous && current && previous.shade.vivid === current.shade.vivid) {
        expect(current.score).toBeLessThanOrEqual(previous.score);
      }
    }
  });

  it('gives one plain-words reason from the undertone, with the contrast when it says something', () => {
    expect(rankShadesFor(person({ undertone: 'warm' })).reason).toBe(
      'Warm undertone: golden, copper and honey shades flatter you',
    );
    expect(rankShadesFor(person({ undertone: 'cool', contrast: 50 })).reason).toBe(
      'Cool undertone: ash, platinum and burgundy shades flatter you, and your high contrast carries bold shades',
    );
    expect(rankShadesFor(person({ undertone: 'neutral', contrast: 5 })).reason).toBe(
      'Neutral undertone: both warm and cool shades flatter you, kept soft and close to your own level',
    );
  });
});
