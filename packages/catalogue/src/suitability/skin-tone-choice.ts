import { hexToLab } from '../lab';
import type { Undertone } from '../types';
import type { AppearanceMeasurements } from './rule';

/*
 * 'Not right?' (issue 23 §1): a person who finds their skin misread picks it instead, from six depths shown
 * as swatches and three undertones. The depths are the six ITA° groups (Chardon et al. 1991: very light,
 * light, intermediate, tan, brown, dark), each a typical skin colour inside its group; the swatch's colour is
 * the only source of what the choice stands for: its L* and ITA° replace the measured ones.
 */
export const SKIN_DEPTH_SWATCHES = [
  '#cead98',
  '#bb9682',
  '#af8875',
  '#a47b63',
  '#865f4b',
  '#614536',
] as const;

/** A person's own reading of their skin: depth 1 (lightest swatch) … 6 (deepest), and the undertone. */
export interface SkinToneChoice {
  depth: number;
  undertone: Undertone;
}

/** A photo's measurements with the hair's lightness, which the contrast is recomputed from. */
export type MeasuredAppearance = AppearanceMeasurements & { hairLightness: number };

/** The skin's L* and ITA° that a depth (1..6) stands for. */
export function skinOfDepth(depth: number): { skinLightness: number; skinIta: number } {
  const swatch = SKIN_DEPTH_SWATCHES[depth - 1];
  if (!swatch) throw new RangeError(`A skin depth is 1..${SKIN_DEPTH_SWATCHES.length}; not ${depth}`);
  const { L, b } = hexToLab(swatch);
  return { skinLightness: L, skinIta: (Math.atan((L - 50) / b) * 180) / Math.PI };
}

/** The measurements the rule ranks by: the person's choice of skin in place of the measured skin. */
export function withSkinToneChoice(
  measured: MeasuredAppearance,
  choice: SkinToneChoice | null | undefined,
): AppearanceMeasurements {
  if (!choice) return measured;
  const skin = skinOfDepth(choice.depth);
  return {
    ...skin,
    undertone: choice.undertone,
    contrast: Math.abs(skin.skinLightness - measured.hairLightness),
    hairLevel: measured.hairLevel,
  };
}
