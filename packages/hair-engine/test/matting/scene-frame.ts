import type { FloatPlane } from '@hairhue/recolour';

/**
 * The frame the matte's scene tests share: at most 512 px on the long side, so the work grid's cells are
 * single pixels; hair on the left of x = EDGE, the background on the right.
 */
export const WIDTH = 400;
export const HEIGHT = 300;
export const PIXELS = WIDTH * HEIGHT;
export const EDGE = 200;

export const column = (i: number) => i % WIDTH;

/** A person guard's probability, the same everywhere: 1 for skin or clothes, 0 for the scene beyond. */
export function personEverywhere(value: number): FloatPlane {
  return { width: 40, height: 30, data: new Float32Array(40 * 30).fill(value) };
}
