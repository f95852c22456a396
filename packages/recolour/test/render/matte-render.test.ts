import type { Shade } from '@hairhue/catalogue';
import { findShade } from '@hairhue/catalogue';
import { describe, expect, it } from 'vitest';

import { prepareHairLayer } from '../../src/render/hair-layer';
import { renderRecipe } from '../../src/render/render';

const shade = (id: string): Shade => {
  const found = findShade(id);
  if (!found) throw new Error(`missing ${id}`);
  return found;
};

/**
 * A 120×80 photo: dark brown hair (F) with a strand texture over the left half, sky blue (B) on the right,
 * and between them a 20 px outline where the hair's cover falls from 1 to 0: I = α·F + (1 − α)·B there.
 */
function matted() {
  const width = 120;
  const height = 80;
  const hairAt = (x: number, y: number) => {
    const strand = ((x * 7 + y * 3) % 11) - 5;
    return [70 + strand, 48 + strand, 34 + strand];
  };
  const sky = [135, 206, 235];
  const data = new Uint8Array(width * height * 3);
  const mask = new Uint8Array(width * height);
  const foreground: number[] = [];
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = y * width + x;
      const alpha = Math.min(Math.max((70 - x) / 20, 0), 1);
      mask[i] = Math.round(alpha * 255);
      const hair = hairAt(x, y);
      for (let c = 0; c < 3; c++)
        data[i * 3 + c] = Math.round((mask[i] / 255) * hair[c] + (1 - mask[i] / 255) * sky[c]);
      if (mask[i] > 0 && mask[i] < 255) foreground.push(...hair);
    }
  }
  return { image: { width, height, data }, mask, foreground: Uint8Array.from(foreground), hairAt, sky };
}

describe('rendering over a matte', () => {
  it('composites the recoloured hair over the background it showed: α·recolour(F) + (1 − α)·B', () => {
    const { image, mask, foreground, sky, hairAt } = matted();
    const layer = prepareHairLayer(image, mask, foreground);
    const matteRender = renderRecipe(image, layer, shade('platinum-blonde').recipe);
    // recolour(F): the same hair rendered with no background showing through anywhere.
    const allHair = { ...image, data: Uint8Array.from(image.data) };
    const solid = new Uint8Array(mask.length);
    const { width } = image;
    for (let i = 0; i < mask.length; i++) {
      const x = i % width;
      const y = (i - x) / width;
      if (x >= 70) continue;
      solid[i] = 255;
      allHair.data.set(hairAt(x, y), i * 3);
    }
    const recoloured = renderRecipe(
      allHair,
      prepareHairLayer(allHair, solid, new Uint8Array(0)),
      shade('platinum-blonde').recipe,
    );
    let worst = 0;
    let compared = 0;
    // The outline proper: pixels whose neighbourhood is mostly hair are gaps between strands (see render.ts).
    for (let j = 0; j < layer.indices.length; j++) {
      const i = layer.indices[j];
      if (mask[i] === 255 || layer.coverage[j] >= 0.7) continue;
      const alpha = mask[i] / 255;
      for (let c = 0; c < 3; c++) {
        const ideal = alpha * recoloured.data[i * 3 + c] + (1 - alpha) * sky[c];
        worst = Math.max(worst, Math.abs(matteRender.data[i * 3 + c] - ideal));
      }
      compared++;
    }
    expect(compared).toBeGreaterThan(1000);
    // Two 8-bit roundings, and the broad shading of pixels next to the outline averages a little less hair.
    expect(worst).toBeLessThan(6);
  });

  it('leaves no fringe of the old colour and no halo on the background', () => {
    const { image, mask, foreground, sky } = matted();
    const layer = prepareHairLayer(image, mask, foreground);
    const result = renderRecipe(image, layer, shade('platinum-blonde').recipe);
    const { width } = image;
    const row = 40;
    // Across the outline, the result moves steadily from the new hair to the sky: never darker than either
    // (a fringe of dark old hair) and the sky itself untouched (no halo).
    for (let x = 0; x < width; x++) {
      const i = row * width + x;
      const alpha = mask[i] / 255;
      const r = result.data[i * 3];
      if (alpha === 0) expect(Array.from(result.data.subarray(i * 3, i * 3 + 3))).toEqual(sky);
      if (alpha > 0 && alpha < 1) expect(r).toBeGreaterThan(Math.min(sky[0], 180) - 2);
    }
  });

  it('reads the hair’s lightness from the matte’s colour, not from the mixed pixel', () => {
    const { image, mask, foreground } = matted();
    const matte = prepareHairLayer(image, mask, foreground);
    const blended = prepareHairLayer(image, mask);
    const edge = Array.from(matte.indices).findIndex((i) => i % image.width === 65);
    expect(matte.lightness[edge]).toBeLessThan(
      blended.lightness[blended.indices.indexOf(matte.indices[edge])],
    );
    expect(matte.foreground).toBeDefined();
    expect(blended.foreground).toBeUndefined();
  });

  it('refuses a matte whose colours do not match its partly covered pixels', () => {
    const { image, mask, foreground } = matted();
    expect(() => prepareHairLayer(image, mask, foreground.subarray(3))).toThrow(RangeError);
  });
});
