import { describe, expect, it } from 'vitest';
import {
  allShades,
  COLOUR_CATEGORIES,
  coloursByCategory,
  demoPhotos,
  EFFECT_TYPES,
  effectsByType,
  onboardingColours,
  onboardingModels,
  palette,
  specialEffects,
  standardColours,
} from '../src/index';
import type { RenderRecipe, SpecialEffect } from '../src/index';
import { hexToLab } from '../src/lab';

const HEX = /^#[0-9a-f]{6}$/;

function slugOf(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

function recipeColours(recipe: RenderRecipe): string[] {
  switch (recipe.kind) {
    case 'solid':
    case 'metallic':
    case 'glow':
      return [recipe.color];
    case 'ombre':
    case 'gradient':
      return recipe.stops.map((stop) => stop.color);
    case 'rainbow':
      return recipe.bands;
    case 'holographic':
      return recipe.palette;
  }
}

const EVALUATION_IDS = [
  'jet-black',
  'dark-brown',
  'chestnut',
  'honey-blonde',
  'platinum-blonde',
  'silver-grey',
  'copper',
  'burgundy',
  'rose-gold',
  'midnight-blue',
  'pastel-pink',
  'neon-green',
];

const ONBOARDING_IDS = [
  'golden-blonde',
  'copper-red',
  'pastel-pink',
  'teal-blue',
  'hot-pink',
  'burgundy',
  'electric-blue',
  'jet-black',
  'mint-green',
  'deep-purple',
];

const PALETTE = [
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
];

describe('counts', () => {
  it('has about 130 standard colours, split roughly 60 / 36 / 36 over the categories', () => {
    expect(standardColours.length).toBeGreaterThanOrEqual(125);
    expect(standardColours.length).toBeLessThanOrEqual(135);
    expect(coloursByCategory('natural').length).toBeGreaterThanOrEqual(55);
    expect(coloursByCategory('fashion').length).toBeGreaterThanOrEqual(30);
    expect(coloursByCategory('fantasy').length).toBeGreaterThanOrEqual(30);
  });

  it('has exactly 28 special effects covering all 6 types, 4 or 5 of each', () => {
    expect(specialEffects).toHaveLength(28);
    expect(new Set(specialEffects.map((effect) => effect.type))).toEqual(new Set(EFFECT_TYPES));
    expect(EFFECT_TYPES).toHaveLength(6);
    for (const type of EFFECT_TYPES) {
      expect(effectsByType(type).length, type).toBeGreaterThanOrEqual(4);
      expect(effectsByType(type).length, type).toBeLessThanOrEqual(5);
    }
  });

  it('has every colour in exactly one of the three categories', () => {
    const byCategory = COLOUR_CATEGORIES.flatMap((category) => coloursByCategory(category));
    expect(byCategory).toHaveLength(standardColours.length);
    expect(new Set(byCategory)).toEqual(new Set(standardColours));
  });
});

describe('ids, names and descriptions', () => {
  it('keeps ids unique across colours and effects', () => {
    const ids = allShades.map((shade) => shade.id);
    expect(ids.filter((id, index) => ids.indexOf(id) !== index)).toEqual([]);
  });

  it('keeps names unique across colours and effects, ignoring case', () => {
    const names = allShades.map((shade) => shade.name.toLowerCase());
    expect(names.filter((name, index) => names.indexOf(name) !== index)).toEqual([]);
  });

  it.each(allShades)('$name has the id $id, the kebab slug of its name', (shade) => {
    expect(shade.id).toBe(slugOf(shade.name));
    expect(shade.id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it.each(allShades)('$name is written in Title Case', (shade) => {
    for (const word of shade.name.split(' ')) {
      expect(word === 'and' || /^[A-Z][a-z]+$/.test(word), `'${word}' in '${shade.name}'`).toBe(true);
    }
  });

  it.each(allShades)('$name has a one-sentence description of at most 80 characters', (shade) => {
    expect(shade.description.length).toBeLessThanOrEqual(80);
    expect(shade.description).toBe(shade.description.trim());
    expect(shade.description).toMatch(/^[A-Z][^\n]*\.$/);
  });

  it('never reuses a description', () => {
    const descriptions = allShades.map((shade) => shade.description);
    expect(new Set(descriptions).size).toBe(descriptions.length);
  });

  it('contains the ids the evaluation scripts and onboarding models use', () => {
    const ids = new Set(standardColours.map((colour) => colour.id));
    for (const id of [...EVALUATION_IDS, ...ONBOARDING_IDS]) expect(ids.has(id), id).toBe(true);
  });
});

describe('colours', () => {
  it.each(standardColours)('$name has a lowercase #rrggbb colour and a solid recipe of it', (colour) => {
    expect(colour.color).toMatch(HEX);
    expect(colour.recipe).toEqual({ kind: 'solid', color: colour.color });
    expect(COLOUR_CATEGORIES).toContain(colour.category);
  });
});

describe('special effects', () => {
  it.each(specialEffects)('$name has a $type recipe and an icon path', (effect: SpecialEffect) => {
    expect(effect.recipe.kind).toBe(effect.type);
    expect(effect.isSpecialEffect).toBe(true);
    expect(effect.iconPath).toBe(`/effect-icons/${effect.id}.png`);
    expect(effect.color).toMatch(HEX);
    for (const color of recipeColours(effect.recipe)) expect(color).toMatch(HEX);
  });

  it.each(specialEffects)('$name shows a swatch colour taken from its own recipe', (effect) => {
    expect(recipeColours(effect.recipe)).toContain(effect.color);
  });

  it.each([...effectsByType('ombre'), ...effectsByType('gradient')])(
    '$name has stops running from 0 to 1 in order',
    (effect) => {
      const positions = effect.recipe.stops.map((stop) => stop.at);
      expect(positions[0]).toBe(0);
      expect(positions.at(-1)).toBe(1);
      for (let index = 1; index < positions.length; index += 1) {
        expect(positions[index]).toBeGreaterThan(positions[index - 1] ?? Number.NaN);
      }
    },
  );

  it.each(effectsByType('ombre'))(
    '$name runs from a darker root to lighter tips in 2 or 3 stops',
    (effect) => {
      const { stops } = effect.recipe;
      expect(stops.length).toBeGreaterThanOrEqual(2);
      expect(stops.length).toBeLessThanOrEqual(3);
      const root = stops[0]?.color ?? '';
      const tip = stops.at(-1)?.color ?? '';
      expect(hexToLab(root).L).toBeLessThan(hexToLab(tip).L - 10);
    },
  );

  it.each(effectsByType('gradient'))('$name has at least 2 stops and an angle in [0, 360)', (effect) => {
    expect(effect.recipe.stops.length).toBeGreaterThanOrEqual(2);
    expect(effect.recipe.angleDeg).toBeGreaterThanOrEqual(0);
    expect(effect.recipe.angleDeg).toBeLessThan(360);
  });

  it.each(effectsByType('rainbow'))('$name has 5 to 7 saturated, clearly different bands', (effect) => {
    const { bands, angleDeg } = effect.recipe;
    expect(bands.length).toBeGreaterThanOrEqual(5);
    expect(bands.length).toBeLessThanOrEqual(7);
    expect(angleDeg).toBeGreaterThanOrEqual(0);
    expect(angleDeg).toBeLessThan(360);
    const labs = bands.map(hexToLab);
    for (const [index, lab] of labs.entries()) expect(lab.chroma, bands[index]).toBeGreaterThan(35);
    for (let index = 1; index < labs.length; index += 1) {
      const [previous, current] = [labs[index - 1], labs[index]];
      if (!previous || !current) throw new Error('band out of range');
      const distance = Math.hypot(current.L - previous.L, current.a - previous.a, current.b - previous.b);
      expect(distance, `${bands[index - 1]} -> ${bands[index]}`).toBeGreaterThan(20);
    }
  });

  it.each(effectsByType('metallic'))('$name is a muted metal base with a sheen of 0.5 to 0.9', (effect) => {
    expect(effect.recipe.color).toBe(effect.color);
    expect(effect.recipe.sheen).toBeGreaterThanOrEqual(0.5);
    expect(effect.recipe.sheen).toBeLessThanOrEqual(0.9);
    expect(hexToLab(effect.recipe.color).chroma).toBeLessThan(45);
  });

  it.each(effectsByType('holographic'))('$name has 3 to 5 light, pastel palette colours', (effect) => {
    const { palette: colours, shimmer } = effect.recipe;
    expect(colours.length).toBeGreaterThanOrEqual(3);
    expect(colours.length).toBeLessThanOrEqual(5);
    expect(new Set(colours).size).toBe(colours.length);
    for (const color of colours) {
      expect(hexToLab(color).L, color).toBeGreaterThan(70);
      expect(hexToLab(color).chroma, color).toBeLessThan(40);
    }
    expect(shimmer).toBeGreaterThan(0);
    expect(shimmer).toBeLessThanOrEqual(1);
  });

  it.each(effectsByType('glow'))('$name is a vivid colour with a halo of 0.3 to 0.8', (effect) => {
    expect(effect.recipe.color).toBe(effect.color);
    expect(effect.recipe.halo).toBeGreaterThanOrEqual(0.3);
    expect(effect.recipe.halo).toBeLessThanOrEqual(0.8);
    expect(hexToLab(effect.recipe.color).chroma).toBeGreaterThan(60);
  });
});

describe('palette', () => {
  it('has the 18 named colours in order', () => {
    expect(palette.map((entry) => entry.name)).toEqual(PALETTE);
  });

  it.each(palette)('$name uses the colour of the catalogue entry with the same name', (entry) => {
    const colour = standardColours.find((candidate) => candidate.name === entry.name);
    expect(colour?.color).toBe(entry.color);
  });

  it.each(palette)('$name has a 135deg gradient from a lighter to a darker shade of itself', (entry) => {
    const match = /^linear-gradient\(135deg, (#[0-9a-f]{6}), (#[0-9a-f]{6})\)$/.exec(entry.gradient);
    expect(match).not.toBeNull();
    const [light, dark] = [hexToLab(match?.[1] ?? ''), hexToLab(match?.[2] ?? '')];
    const base = hexToLab(entry.color);
    expect(light.L).toBeGreaterThan(base.L);
    expect(dark.L).toBeLessThan(base.L);
    expect(light.L - dark.L).toBeGreaterThan(12);
    if (base.chroma > 10) {
      for (const shade of [light, dark]) {
        const turn = Math.abs(shade.hue - base.hue);
        expect(Math.min(turn, 360 - turn)).toBeLessThan(20);
      }
    }
  });
});

describe('onboarding models', () => {
  it('lists model2, model5 and model8 with their photos and colours', () => {
    expect(onboardingModels.map(({ id, photoFile, colorIds }) => ({ id, photoFile, colorIds }))).toEqual([
      {
        id: 'model2',
        photoFile: 'model-1.jpg',
        colorIds: ['golden-blonde', 'copper-red', 'pastel-pink', 'teal-blue', 'hot-pink'],
      },
      {
        id: 'model5',
        photoFile: 'model-2.jpg',
        colorIds: ['hot-pink', 'burgundy', 'golden-blonde', 'electric-blue', 'jet-black'],
      },
      { id: 'model8', photoFile: 'model-3.jpg', colorIds: ['mint-green', 'deep-purple', 'teal-blue'] },
    ]);
  });

  it.each(onboardingModels)('$id resolves every colour id to its catalogue colour, in order', (model) => {
    const colours = onboardingColours(model);
    expect(colours.map((colour) => colour.id)).toEqual(model.colorIds);
    expect(model.alt).not.toBe('');
  });

  it('reports an onboarding colour id that is not in the catalogue', () => {
    const broken = { id: 'model0', photoFile: 'model-0.jpg', alt: 'Test', colorIds: ['no-such-colour'] };
    expect(() => onboardingColours(broken)).toThrow(
      "Onboarding model model0 names unknown colour 'no-such-colour'",
    );
  });
});

describe('demo photos', () => {
  it('has photos 1 to 5 named demo-{id}.jpg, each with alt text', () => {
    expect(demoPhotos.map((photo) => photo.id)).toEqual([1, 2, 3, 4, 5]);
    for (const photo of demoPhotos) {
      expect(photo.file).toBe(`demo-${photo.id}.jpg`);
      expect(photo.alt.length).toBeGreaterThan(10);
      expect(photo.alt).toMatch(/hair|bob|curls/);
    }
  });
});
