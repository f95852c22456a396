/** 0 up to `from`, 1 from `to`, and the smooth cubic (3t² − 2t³) between: an edge that eases in and out. */
export function smoothstep(from: number, to: number, value: number): number {
  const t = (value - from) / (to - from);
  return t <= 0 ? 0 : t >= 1 ? 1 : t * t * (3 - 2 * t);
}
