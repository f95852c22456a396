const TAU = 2 * Math.PI;

/** Hue angle of (a, b) in radians, in [0, 2π). */
export function hueOf(a: number, b: number): number {
  const h = Math.atan2(b, a);
  return h < 0 ? h + TAU : h;
}
