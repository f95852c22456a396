/** The side of the square cells, in layer texels, the hair shader's regions are made of. */
export const REGION_CELL = 8;

/** A box of layer texels, edges inclusive (as the glow's halo field gives it). */
export interface TexelBox {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/**
 * Where live colour's hair shader must run over a frame, as rectangles of the frame's unit square
 * (left, top, right, bottom; top down), four numbers each: every REGION_CELL-texel cell of the size×size
 * layer holding hair or next to it (a pixel's upsampled hair reads the four texels around it), merged into
 * runs along each row of cells, and the glow's box. Everywhere else the frame is drawn as it is: the hair
 * shader would give it back unchanged, and a software renderer pays for every pixel it runs on.
 */
export function hairRegions(hairTexels: ArrayLike<number>, size: number, glowBox?: TexelBox): Float32Array {
  const cells = Math.ceil(size / REGION_CELL);
  const marked = new Uint8Array(cells * cells);
  for (let j = 0; j < hairTexels.length; j++) {
    const texel = hairTexels[j];
    const x = texel % size;
    const y = (texel - x) / size;
    const left = Math.max(0, x - 1);
    const right = Math.min(size - 1, x + 1);
    for (
      let cy = Math.floor(Math.max(0, y - 1) / REGION_CELL);
      cy <= Math.min(size - 1, y + 1) / REGION_CELL;
      cy++
    ) {
      for (let cx = Math.floor(left / REGION_CELL); cx <= right / REGION_CELL; cx++)
        marked[cy * cells + cx] = 1;
    }
  }
  const rectangles: number[] = [];
  const edge = (cell: number) => Math.min(size, cell * REGION_CELL) / size;
  for (let cy = 0; cy < cells; cy++) {
    for (let cx = 0; cx < cells; cx++) {
      if (!marked[cy * cells + cx]) continue;
      const start = cx;
      while (cx + 1 < cells && marked[cy * cells + cx + 1]) cx++;
      rectangles.push(edge(start), edge(cy), edge(cx + 1), edge(cy + 1));
    }
  }
  if (glowBox) {
    const { left, top, right, bottom } = glowBox;
    rectangles.push(left / size, top / size, (right + 1) / size, (bottom + 1) / size);
  }
  return Float32Array.from(rectangles);
}
