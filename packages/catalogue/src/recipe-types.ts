/*
 * The recipe each entry carries is what recolour renders, so recolour defines it; the catalogue names it for
 * everyone who reads entries.
 */
export type {
  ColourStop,
  GlowRecipe,
  GradientRecipe,
  HolographicRecipe,
  MetallicRecipe,
  OmbreRecipe,
  RainbowRecipe,
  RenderRecipe,
  SolidRecipe,
} from '@hairhue/recolour';
