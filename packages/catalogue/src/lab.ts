/** CIELAB (D65) of an sRGB hex, with chroma and hue angle in degrees (0..360): what a shade's attributes are derived from. */
export interface Lab {
  L: number;
  a: number;
  b: number;
  chroma: number;
  hue: number;
}

const WHITE_D65 = { x: 0.95047, y: 1, z: 1.08883 };

function toLinear(channel: number): number {
  const c = channel / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

function labCurve(t: number): number {
  const epsilon = 216 / 24389;
  const kappa = 24389 / 27;
  return t > epsilon ? Math.cbrt(t) : (kappa * t + 16) / 116;
}

export function hexToLab(hex: string): Lab {
  if (!/^#[0-9a-f]{6}$/i.test(hex)) throw new Error(`Not a #rrggbb colour: ${hex}`);
  const channel = (index: number): number =>
    toLinear(Number.parseInt(hex.slice(1 + 2 * index, 3 + 2 * index), 16));
  const [r, g, b] = [channel(0), channel(1), channel(2)];

  const x = 0.4124564 * r + 0.3575761 * g + 0.1804375 * b;
  const y = 0.2126729 * r + 0.7151522 * g + 0.072175 * b;
  const z = 0.0193339 * r + 0.119192 * g + 0.9503041 * b;

  const fx = labCurve(x / WHITE_D65.x);
  const fy = labCurve(y / WHITE_D65.y);
  const fz = labCurve(z / WHITE_D65.z);

  const L = 116 * fy - 16;
  const a = 500 * (fx - fy);
  const bStar = 200 * (fy - fz);
  const hue = ((Math.atan2(bStar, a) * 180) / Math.PI + 360) % 360;
  return { L, a, b: bStar, chroma: Math.hypot(a, bStar), hue };
}
