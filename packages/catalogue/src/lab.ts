import { hexToRgb, labToLch, srgbToLab } from '@hairhue/recolour';

/** CIELAB (D65) of an sRGB hex, with chroma and hue angle in degrees (0..360): what a shade's attributes are derived from. */
export interface Lab {
  L: number;
  a: number;
  b: number;
  chroma: number;
  hue: number;
}

/** The shade's CIELAB, by recolour's conversion: the one the renders and the measurements use. */
export function hexToLab(hex: string): Lab {
  if (!/^#[0-9a-f]{6}$/i.test(hex)) throw new Error(`Not a #rrggbb colour: ${hex}`);
  const lab = srgbToLab(hexToRgb(hex));
  const { C, h } = labToLch(lab);
  return { ...lab, chroma: C, hue: (h * 180) / Math.PI };
}
