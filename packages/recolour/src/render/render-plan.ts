import type { ShadeField } from './shade-field';

/*
 * What a render decides before its pixel loop, as types only: the contract between the planner (plan.ts),
 * the pixel step (shade-pixel.ts) and the web's GL painter, which uploads it as textures and uniforms.
 */

/** Everything about a shade-table entry that does not depend on the pixel, worked out once per render. */
export interface EntryPlans {
  /** Gain of the broad shading above / below its median, and of the strand detail (one, so it keeps shape). */
  gainUp: Float64Array;
  gainDown: Float64Array;
  detailGain: Float64Array;
  /** Gain of the strand detail above its surroundings: less on very dark hair, whose glints are sheen. */
  highlightDetailGain: Float64Array;
  centre: Float64Array;
  chroma: Float64Array;
  cosHue: Float64Array;
  sinHue: Float64Array;
  /** The lightest the entry's hair may become: LIGHTEST, or lower for a dark shade (a dye absorbs). */
  ceiling: Float64Array;
  /** Gamut chroma limit per entry at LIMIT_STEPS + 1 lightness steps, already with the margin. */
  limit: Float64Array;
}

/**
 * Everything a render of one recipe over one photo's hair decides before its pixel loop: the shade field
 * (which table entry each hair pixel takes), per-entry curves, the sheen and the share of the change that
 * shows. The server's pixel loop and the live preview's fragment shader both run from it.
 */
export interface RenderPlan {
  field: ShadeField;
  entries: EntryPlans;
  /** The sheen term's weight: the recipe's own sheen, plus what the person's shine adds (may be negative). */
  sheen: number;
  /** 0..1: the share of the change from the photo to the full render that shows. */
  intensity: number;
  /** A glow recipe's light around the hair. */
  glow: { colour: string; strength: number } | null;
}
