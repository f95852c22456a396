/**
 * What the hair engine needs to render one catalogue entry. Adding a colour or an effect is adding one entry
 * with one of these recipes; the engine has one renderer per `kind`.
 *
 * Colours are sRGB hex strings (`#rrggbb`). Positions (`at`) run from 0 to 1.
 */
export interface ColourStop {
  /** 0 = start of the run (roots for ombre, first edge for gradient), 1 = end (tips). */
  at: number;
  color: string;
}

/** One target shade over all the hair (every standard colour). */
export interface SolidRecipe {
  kind: 'solid';
  color: string;
}

/** Roots to tips along the hair's own vertical extent, soft transition between the stops. */
export interface OmbreRecipe {
  kind: 'ombre';
  stops: ColourStop[];
}

/** Two or more stops across the hair along a direction (angle in degrees, 90 = top to bottom). */
export interface GradientRecipe {
  kind: 'gradient';
  stops: ColourStop[];
  angleDeg: number;
}

/** Hue bands across the hair; `bands` are the band colours in order, `angleDeg` the band direction. */
export interface RainbowRecipe {
  kind: 'rainbow';
  bands: string[];
  angleDeg: number;
}

/** Desaturated metal base with a strong specular sheen (0..1). */
export interface MetallicRecipe {
  kind: 'metallic';
  color: string;
  sheen: number;
}

/** Iridescent: the hue follows the hair's own lightness through `palette` (dark strands → first colour). */
export interface HolographicRecipe {
  kind: 'holographic';
  palette: string[];
  shimmer: number;
}

/** Luminous colour with a soft halo just outside the hair's edge; `halo` strength 0..1. */
export interface GlowRecipe {
  kind: 'glow';
  color: string;
  halo: number;
}

export type RenderRecipe =
  | SolidRecipe
  | OmbreRecipe
  | GradientRecipe
  | RainbowRecipe
  | MetallicRecipe
  | HolographicRecipe
  | GlowRecipe;
