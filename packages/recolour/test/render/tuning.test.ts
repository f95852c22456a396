import type { Shade } from '@hairhue/catalogue';
import { findShade } from '@hairhue/catalogue';
import { describe, expect, it } from 'vitest';

import { srgbToLab } from '../../src/colour/cielab';
import { hexToRgb } from '../../src/colour/hex';
import type { RgbImage } from '../../src/image-types';
import { prepareHairLayer } from '../../src/render/hair-layer';
import { renderRecipe } from '../../src/render/render';
import { syntheticPortrait } from './synthetic-hair';

const shade = (id: string): Shade => {
  const found = findShade(id);
  if (!found) throw new Error(`missing ${id}`);
  return found;
};

function hairLightness(result: RgbImage, mask: Uint8Array): number[] {
  const values: number[] = [];
  for (let i = 0; i < mask.length; i++) {
    if (mask[i] < 255) continue;
    values.push(srgbToLab({ r: result.data[i * 3], g: result.data[i * 3 + 1], b: result.data[i * 3 + 2] }).L);
  }
  return values.sort((x, y) => x - y);
}

const at = (sorted: number[], fraction: number) => sorted[Math.floor(fraction * (sorted.length - 1))];

describe('render tuning', () => {
  const { image, mask } = syntheticPortrait();
  const layer = prepareHairLayer(image, mask);

  it('leaves the render as it is at the defaults', () => {
    const plain = renderRecipe(image, layer, shade('copper').recipe);
    const tuned = renderRecipe(image, layer, shade('copper').recipe, { intensity: 100, shine: 50 });
    expect(tuned.data).toEqual(plain.data);
  });

  it.each(['copper', 'fire-ombre', 'hot-pink-glow'])(
    'intensity 40 shows 40 percent of the change of %s, and nothing else',
    (id) => {
      const found = findShade(id);
      if (!found) return expect.fail(`catalogue lacks ${id}`);
      const full = renderRecipe(image, layer, found.recipe);
      const light = renderRecipe(image, layer, found.recipe, { intensity: 40 });
      let changed = 0;
      let worst = 0;
      for (let o = 0; o < image.data.length; o++) {
        const expected = image.data[o] + 0.4 * (full.data[o] - image.data[o]);
        worst = Math.max(worst, Math.abs(light.data[o] - expected));
        if (full.data[o] !== image.data[o]) changed++;
      }
      expect(changed).toBeGreaterThan(1000);
      expect(worst).toBeLessThanOrEqual(0.5);
    },
  );

  it('shine glosses the highlights up and mattes them down, keeping the head on the swatch', () => {
    const target = srgbToLab(hexToRgb(shade('chestnut').color));
    const spreads = [0, 50, 100].map((shine) => {
      const lightness = hairLightness(renderRecipe(image, layer, shade('chestnut').recipe, { shine }), mask);
      expect(Math.abs(at(lightness, 0.5) - target.L)).toBeLessThan(4);
      return at(lightness, 0.95) - at(lightness, 0.5);
    });
    expect(spreads[0]).toBeLessThan(spreads[1] - 1);
    expect(spreads[2]).toBeGreaterThan(spreads[1] + 1);
  });

  it('refuses values outside 0..100', () => {
    expect(() => renderRecipe(image, layer, shade('copper').recipe, { intensity: 101 })).toThrow(RangeError);
    expect(() => renderRecipe(image, layer, shade('copper').recipe, { shine: -1 })).toThrow(/shine/);
    expect(() => renderRecipe(image, layer, shade('copper').recipe, { shine: Number.NaN })).toThrow(/shine/);
  });
});
