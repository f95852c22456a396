import type { RenderRecipe } from './recipe-types';
import { effectAttributes } from './suitability/attributes';
import type { EffectType, ShadeAttributes, SpecialEffect, SpecialEffectOf } from './types';

type EffectSeed<T extends EffectType> = Omit<
  SpecialEffectOf<T>,
  'type' | 'isSpecialEffect' | 'iconPath' | keyof ShadeAttributes
>;

/** Every colour a recipe paints with. */
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

function defineEffects<T extends EffectType>(type: T, seeds: readonly EffectSeed<T>[]): SpecialEffectOf<T>[] {
  return seeds.map((seed) => ({
    ...seed,
    type,
    isSpecialEffect: true,
    iconPath: `/effect-icons/${seed.id}.png`,
    ...effectAttributes(seed.id, type, seed.color, recipeColours(seed.recipe)),
  }));
}

/** Roots to tips, each starting from a darker root. */
const ombres = defineEffects('ombre', [
  {
    id: 'sunkissed-ombre',
    name: 'Sunkissed Ombre',
    color: '#c9a063',
    description: 'Dark roots melting into sunny, beachy blonde ends.',
    recipe: {
      kind: 'ombre',
      stops: [
        { at: 0, color: '#3b2a20' },
        { at: 0.5, color: '#8a6a4d' },
        { at: 1, color: '#c9a063' },
      ],
    },
  },
  {
    id: 'fire-ombre',
    name: 'Fire Ombre',
    color: '#f06a2c',
    description: 'Smouldering dark roots that ignite into fiery orange tips.',
    recipe: {
      kind: 'ombre',
      stops: [
        { at: 0, color: '#2e211b' },
        { at: 0.5, color: '#b0412a' },
        { at: 1, color: '#f06a2c' },
      ],
    },
  },
  {
    id: 'rose-ombre',
    name: 'Rose Ombre',
    color: '#d4a19a',
    description: 'Rich brown roots fading into soft, rosy pink ends.',
    recipe: {
      kind: 'ombre',
      stops: [
        { at: 0, color: '#4a3023' },
        { at: 0.55, color: '#d4a19a' },
        { at: 1, color: '#f3b5c8' },
      ],
    },
  },
  {
    id: 'icy-ombre',
    name: 'Icy Ombre',
    color: '#e2e0d4',
    description: 'Cool ash roots that melt into frosty platinum tips.',
    recipe: {
      kind: 'ombre',
      stops: [
        { at: 0, color: '#5d534a' },
        { at: 1, color: '#e2e0d4' },
      ],
    },
  },
  {
    id: 'midnight-ombre',
    name: 'Midnight Ombre',
    color: '#1f7bff',
    description: 'Jet black roots fading through midnight into electric blue.',
    recipe: {
      kind: 'ombre',
      stops: [
        { at: 0, color: '#141214' },
        { at: 0.45, color: '#1e2a55' },
        { at: 1, color: '#1f7bff' },
      ],
    },
  },
]);

/** Saturated hue bands, in order. */
const rainbows = defineEffects('rainbow', [
  {
    id: 'classic-rainbow',
    name: 'Classic Rainbow',
    color: '#f7d02a',
    description: 'All seven colours of the rainbow in bold, bright bands.',
    recipe: {
      kind: 'rainbow',
      angleDeg: 90,
      bands: ['#e6262e', '#ff7a1a', '#f7d02a', '#34b84a', '#1f7bff', '#4b3bc4', '#8e2bd0'],
    },
  },
  {
    id: 'neon-rainbow',
    name: 'Neon Rainbow',
    color: '#ff2ec4',
    description: 'Glow-in-the-dark neon bands for maximum impact.',
    recipe: {
      kind: 'rainbow',
      angleDeg: 90,
      bands: ['#ff2ec4', '#ff6a13', '#e6ff2e', '#39ff6a', '#00c8ff', '#b026ff'],
    },
  },
  {
    id: 'sunset-rainbow',
    name: 'Sunset Rainbow',
    color: '#f06a2c',
    description: 'Fiery red, orange, gold, pink and purple like a summer sky.',
    recipe: {
      kind: 'rainbow',
      angleDeg: 90,
      bands: ['#d6132a', '#f06a2c', '#f7b32a', '#ff4f8b', '#8a2be2'],
    },
  },
  {
    id: 'peacock-rainbow',
    name: 'Peacock Rainbow',
    color: '#1f9bd6',
    description: 'Green, teal, blue and violet bands like a peacock feather.',
    recipe: {
      kind: 'rainbow',
      angleDeg: 60,
      bands: ['#22b870', '#1fbcb2', '#1f9bd6', '#2d4aa8', '#6a2ad6'],
    },
  },
  {
    id: 'oil-slick-rainbow',
    name: 'Oil Slick Rainbow',
    color: '#5a1f9e',
    description: 'Dark, jewel-toned bands that shimmer like oil on water.',
    recipe: {
      kind: 'rainbow',
      angleDeg: 120,
      bands: ['#1a8a4a', '#0a78b4', '#1e3f9e', '#5a1f9e', '#9e1f6e'],
    },
  },
]);

/** A desaturated metal base; `sheen` is how strong the specular highlight is. */
const metallics = defineEffects('metallic', [
  {
    id: 'liquid-silver',
    name: 'Liquid Silver',
    color: '#b8bcc2',
    description: 'Mirror-bright silver with a liquid-metal shine.',
    recipe: { kind: 'metallic', color: '#b8bcc2', sheen: 0.85 },
  },
  {
    id: 'molten-gold',
    name: 'Molten Gold',
    color: '#bf9f5a',
    description: 'Rich, molten gold that gleams with every move.',
    recipe: { kind: 'metallic', color: '#bf9f5a', sheen: 0.8 },
  },
  {
    id: 'burnished-bronze',
    name: 'Burnished Bronze',
    color: '#8c6239',
    description: 'Warm bronze with a deep, burnished metallic glow.',
    recipe: { kind: 'metallic', color: '#8c6239', sheen: 0.7 },
  },
  {
    id: 'rose-chrome',
    name: 'Rose Chrome',
    color: '#c99490',
    description: 'Rose gold with a high-shine, chrome-like finish.',
    recipe: { kind: 'metallic', color: '#c99490', sheen: 0.75 },
  },
  {
    id: 'gunmetal',
    name: 'Gunmetal',
    color: '#4a4e55',
    description: 'Dark, steely grey with a sleek metallic edge.',
    recipe: { kind: 'metallic', color: '#4a4e55', sheen: 0.6 },
  },
]);

/** Pastel, iridescent palettes that follow the hair's own light and shade. */
const holographics = defineEffects('holographic', [
  {
    id: 'opal-shimmer',
    name: 'Opal Shimmer',
    color: '#d8c8f0',
    description: 'Milky opal tones that flash pink, blue and lilac.',
    recipe: { kind: 'holographic', palette: ['#d8c8f0', '#f6c6d8', '#c8e8f0', '#f0ecd0'], shimmer: 0.6 },
  },
  {
    id: 'unicorn-prism',
    name: 'Unicorn Prism',
    color: '#f7b5d6',
    description: 'A dreamy pastel prism of pink, lilac, blue and mint.',
    recipe: {
      kind: 'holographic',
      palette: ['#c3b5f2', '#f7b5d6', '#a9dcf5', '#b9f2d5', '#f8e3a8'],
      shimmer: 0.75,
    },
  },
  {
    id: 'mermaid-holographic',
    name: 'Mermaid Holographic',
    color: '#9fe3d6',
    description: 'Sea-glass greens and blues with an iridescent flash.',
    recipe: { kind: 'holographic', palette: ['#a9c3f0', '#9fe3d6', '#c8b5ec'], shimmer: 0.7 },
  },
  {
    id: 'pearl-prism',
    name: 'Pearl Prism',
    color: '#f2ece4',
    description: 'Pearly white hair with a soft, shifting rainbow sheen.',
    recipe: { kind: 'holographic', palette: ['#dcd2ee', '#f2d5df', '#f2ece4', '#d8e8f2'], shimmer: 0.5 },
  },
]);

/** Vivid colour with a soft halo just outside the hair. */
const glows = defineEffects('glow', [
  {
    id: 'toxic-green-glow',
    name: 'Toxic Green Glow',
    color: '#4dff4a',
    description: 'Radioactive green that glows like it came from a lab.',
    recipe: { kind: 'glow', color: '#4dff4a', halo: 0.6 },
  },
  {
    id: 'electric-blue-glow',
    name: 'Electric Blue Glow',
    color: '#1f8bff',
    description: 'Crackling electric blue with a luminous, charged halo.',
    recipe: { kind: 'glow', color: '#1f8bff', halo: 0.55 },
  },
  {
    id: 'hot-pink-glow',
    name: 'Hot Pink Glow',
    color: '#ff3fa4',
    description: 'Neon-sign pink with a warm, glowing aura.',
    recipe: { kind: 'glow', color: '#ff3fa4', halo: 0.5 },
  },
  {
    id: 'lava-glow',
    name: 'Lava Glow',
    color: '#ff5a1f',
    description: 'Molten orange-red that glows like flowing lava.',
    recipe: { kind: 'glow', color: '#ff5a1f', halo: 0.7 },
  },
]);

/** Colour runs across the hair; 90 degrees runs top to bottom. */
const gradients = defineEffects('gradient', [
  {
    id: 'sunset-gradient',
    name: 'Sunset Gradient',
    color: '#ff5e8a',
    description: 'A warm sweep from glowing orange through pink to violet.',
    recipe: {
      kind: 'gradient',
      angleDeg: 90,
      stops: [
        { at: 0, color: '#f06a2c' },
        { at: 0.5, color: '#ff5e8a' },
        { at: 1, color: '#8a2be2' },
      ],
    },
  },
  {
    id: 'ocean-gradient',
    name: 'Ocean Gradient',
    color: '#1a8a8f',
    description: 'Turquoise shallows deepening into rich ocean blue.',
    recipe: {
      kind: 'gradient',
      angleDeg: 90,
      stops: [
        { at: 0, color: '#1fbcb2' },
        { at: 0.5, color: '#1a8a8f' },
        { at: 1, color: '#1c347a' },
      ],
    },
  },
  {
    id: 'aurora-gradient',
    name: 'Aurora Gradient',
    color: '#1fbcb2',
    description: 'Northern-lights green and teal shimmering into violet.',
    recipe: {
      kind: 'gradient',
      angleDeg: 45,
      stops: [
        { at: 0, color: '#3ad98a' },
        { at: 0.5, color: '#1fbcb2' },
        { at: 1, color: '#7a3fd4' },
      ],
    },
  },
  {
    id: 'cotton-candy-gradient',
    name: 'Cotton Candy Gradient',
    color: '#f5a9d0',
    description: 'Sweet candy pink drifting into soft powder blue.',
    recipe: {
      kind: 'gradient',
      angleDeg: 135,
      stops: [
        { at: 0, color: '#f5a9d0' },
        { at: 1, color: '#a9cdf0' },
      ],
    },
  },
  {
    id: 'berry-gradient',
    name: 'Berry Gradient',
    color: '#a0284f',
    description: 'Deep burgundy ripening into raspberry and juicy plum.',
    recipe: {
      kind: 'gradient',
      angleDeg: 0,
      stops: [
        { at: 0, color: '#6b1a2e' },
        { at: 0.5, color: '#a0284f' },
        { at: 1, color: '#7a3f9e' },
      ],
    },
  },
]);

/** The 28 special effects, grouped by type in the order of `EFFECT_TYPES`. */
export const specialEffects: readonly SpecialEffect[] = [
  ...ombres,
  ...rainbows,
  ...metallics,
  ...holographics,
  ...glows,
  ...gradients,
];
