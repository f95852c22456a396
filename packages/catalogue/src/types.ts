import type {
  GlowRecipe,
  GradientRecipe,
  HolographicRecipe,
  MetallicRecipe,
  OmbreRecipe,
  RainbowRecipe,
  SolidRecipe,
} from './recipe-types';

/** The three groups of standard colours; the editor's 'Colorful' tab shows fashion and fantasy together. */
export type ColourCategory = 'natural' | 'fashion' | 'fantasy';

export const COLOUR_CATEGORIES: readonly ColourCategory[] = ['natural', 'fashion', 'fantasy'];

/** Each effect type is rendered by exactly one recipe kind. */
export interface EffectRecipeByType {
  ombre: OmbreRecipe;
  gradient: GradientRecipe;
  rainbow: RainbowRecipe;
  metallic: MetallicRecipe;
  holographic: HolographicRecipe;
  glow: GlowRecipe;
}

export type EffectType = keyof EffectRecipeByType;

export const EFFECT_TYPES: readonly EffectType[] = [
  'ombre',
  'rainbow',
  'metallic',
  'holographic',
  'glow',
  'gradient',
];

/** A shade's or a skin's undertone in colour theory: golden-orange (warm), blue-pink (cool) or balanced. */
export type Undertone = 'warm' | 'cool' | 'neutral';

export const UNDERTONES: readonly Undertone[] = ['warm', 'cool', 'neutral'];

/**
 * What the 'Suits you' rule knows of a shade, derived from its colours (see `suitability/attributes.ts`).
 */
export interface ShadeAttributes {
  undertone: Undertone;
  /** Colourists' level, 1 = black … 10 = lightest blonde: for a vivid shade, the lightness it needs. */
  level: number;
  /** A fashion or fantasy colour no hair grows in (and every effect but a natural-looking ombre). */
  vivid: boolean;
}

/** What every catalogue entry has; `name` is what a try-on sends as `colorName`, `color` as `colorValue`. */
interface ShadeBase extends ShadeAttributes {
  /** Kebab-case slug of `name`; stable, used in URLs, history and evaluation scripts. */
  id: string;
  /** Title Case display name, unique across colours and effects. */
  name: string;
  /** Representative sRGB hex (`#rrggbb`, lowercase) for swatches. */
  color: string;
  /** One short sentence for the editor's description line. */
  description: string;
}

export interface HairColour extends ShadeBase {
  category: ColourCategory;
  recipe: SolidRecipe;
}

/** A special effect whose recipe kind is tied to its type, e.g. `SpecialEffectOf<'glow'>` has a `GlowRecipe`. */
export interface SpecialEffectOf<T extends EffectType> extends ShadeBase {
  type: T;
  isSpecialEffect: true;
  /** Public path of the effect's icon; the hair engine renders the files. */
  iconPath: string;
  recipe: EffectRecipeByType[T];
}

export type SpecialEffect = { [T in EffectType]: SpecialEffectOf<T> }[EffectType];

export type Shade = HairColour | SpecialEffect;

export interface PaletteColour {
  name: string;
  color: string;
  /** CSS `linear-gradient(135deg, <light>, <dark>)` made of two shades of `color`. */
  gradient: string;
}

export interface OnboardingModel {
  id: string;
  /** File name under the onboarding photo folder. */
  photoFile: string;
  /** Neutral description of the hair in the photo, for the image's alt text. */
  alt: string;
  /** Catalogue colour ids the onboarding carousel cycles through on this photo. */
  colorIds: readonly string[];
}

export interface DemoPhoto {
  id: number;
  /** File name under the demo photo folder. */
  file: string;
  alt: string;
}
