import { describe, expect, it } from 'vitest';
import { allShades, standardColours } from '../src/index';
import type { Shade } from '../src/index';
import { hexToLab } from '../src/lab';
import type { Lab } from '../src/lab';

/** True when `hue` lies on the arc from `from` to `to` degrees, going up (wrapping past 360). */
function hueWithin(hue: number, from: number, to: number): boolean {
  return from <= to ? hue >= from && hue <= to : hue >= from || hue <= to;
}

interface Rule {
  /** Whole words of a name (lowercase) that put the shade under this rule. */
  words: string[];
  expectation: string;
  holds: (lab: Lab) => boolean;
}

// Each rule is narrow enough that a swatch of the wrong colour family fails it: a brown labelled 'copper' fails
// the chroma floor, a purple labelled 'blue' fails the hue arc, a mid grey labelled 'platinum' fails on L*.
const RULES: Rule[] = [
  { words: ['black'], expectation: 'L* below 25', holds: ({ L }) => L < 25 },
  { words: ['platinum', 'white'], expectation: 'L* above 80', holds: ({ L }) => L > 80 },
  { words: ['white'], expectation: 'chroma below 12', holds: ({ chroma }) => chroma < 12 },
  {
    words: ['blonde'],
    expectation: 'L* above 55 and a golden-beige hue (50-105 deg)',
    holds: ({ L, hue }) => L > 55 && hueWithin(hue, 50, 105),
  },
  {
    words: ['brown'],
    expectation: 'L* between 15 and 55 and a warm hue (20-85 deg)',
    holds: ({ L, hue }) => L > 15 && L < 55 && hueWithin(hue, 20, 85),
  },
  { words: ['grey', 'gray', 'silver'], expectation: 'chroma below 12', holds: ({ chroma }) => chroma < 12 },
  {
    words: ['red', 'copper', 'auburn'],
    expectation: 'a red-orange hue (20-65 deg) with chroma above 30',
    holds: ({ hue, chroma }) => hueWithin(hue, 20, 65) && chroma > 30,
  },
  {
    words: ['golden', 'honey'],
    expectation: 'a golden hue (60-90 deg) with chroma above 25',
    holds: ({ hue, chroma }) => hueWithin(hue, 60, 90) && chroma > 25,
  },
  {
    words: ['orange', 'tangerine'],
    expectation: 'an orange hue (35-70 deg) with chroma above 50',
    holds: ({ hue, chroma }) => hueWithin(hue, 35, 70) && chroma > 50,
  },
  {
    words: ['yellow'],
    expectation: 'a yellow hue (80-112 deg) and L* above 75',
    holds: ({ hue, L }) => hueWithin(hue, 80, 112) && L > 75,
  },
  {
    words: ['green', 'mint', 'jade', 'emerald'],
    expectation: 'a green hue (115-190 deg)',
    holds: ({ hue }) => hueWithin(hue, 115, 190),
  },
  {
    words: ['teal', 'turquoise'],
    expectation: 'a teal hue (180-235 deg)',
    holds: ({ hue }) => hueWithin(hue, 180, 235),
  },
  { words: ['blue'], expectation: 'a blue hue (215-305 deg)', holds: ({ hue }) => hueWithin(hue, 215, 305) },
  {
    words: ['purple', 'violet', 'lilac', 'lavender', 'plum', 'amethyst'],
    expectation: 'a purple hue (290-345 deg)',
    holds: ({ hue }) => hueWithin(hue, 290, 345),
  },
  {
    words: ['pink'],
    expectation: 'L* above 55, chroma above 20 and a pink hue (335-25 deg)',
    holds: ({ L, chroma, hue }) => L > 55 && chroma > 20 && hueWithin(hue, 335, 25),
  },
  {
    words: ['neon'],
    expectation: 'chroma above 60 and L* above 45',
    holds: ({ chroma, L }) => chroma > 60 && L > 45,
  },
  {
    words: ['pastel'],
    expectation: 'L* above 70 with a soft chroma (15-45)',
    holds: ({ L, chroma }) => L > 70 && chroma > 15 && chroma < 45,
  },
];

function shadesUnder(rule: Rule): Shade[] {
  return allShades.filter((shade) =>
    shade.name
      .toLowerCase()
      .split(' ')
      .some((word) => rule.words.includes(word)),
  );
}

describe('colour names match their colours', () => {
  for (const rule of RULES) {
    describe(`names with '${rule.words.join("', '")}'`, () => {
      it('apply to at least one catalogue entry', () => {
        expect(shadesUnder(rule).length).toBeGreaterThan(0);
      });

      it.each(shadesUnder(rule))(`$name ($color) has ${rule.expectation}`, (shade) => {
        expect(rule.holds(hexToLab(shade.color)), JSON.stringify(hexToLab(shade.color))).toBe(true);
      });
    });
  }

  it('the rules reject an implausible colour', () => {
    const ruleFor = (word: string): Rule => {
      const rule = RULES.find((candidate) => candidate.words.includes(word));
      if (!rule) throw new Error(`no rule for ${word}`);
      return rule;
    };
    expect(ruleFor('blonde').holds(hexToLab('#3b2a20'))).toBe(false);
    expect(ruleFor('black').holds(hexToLab('#5e4231'))).toBe(false);
    expect(ruleFor('copper').holds(hexToLab('#6b5848'))).toBe(false);
    expect(ruleFor('blue').holds(hexToLab('#8a2be2'))).toBe(false);
    expect(ruleFor('silver').holds(hexToLab('#d4a19a'))).toBe(false);
    expect(ruleFor('pink').holds(hexToLab('#6b1a2e'))).toBe(false);
    expect(ruleFor('neon').holds(hexToLab('#98e0c0'))).toBe(false);
  });
});

describe('colour spacing', () => {
  it('keeps every two standard colours at least 5 Delta E apart, so no swatch is a near-duplicate', () => {
    const labs = standardColours.map((colour) => ({ name: colour.name, lab: hexToLab(colour.color) }));
    const tooClose: string[] = [];
    labs.forEach((first, index) => {
      for (const second of labs.slice(index + 1)) {
        const distance = Math.hypot(
          first.lab.L - second.lab.L,
          first.lab.a - second.lab.a,
          first.lab.b - second.lab.b,
        );
        if (distance < 5) tooClose.push(`${first.name} / ${second.name}: ${distance.toFixed(1)}`);
      }
    });
    expect(tooClose).toEqual([]);
  });
});
