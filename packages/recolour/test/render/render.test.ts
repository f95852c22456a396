import type { Shade } from '@hairhue/catalogue';
import { findShade, specialEffects, standardColours } from '@hairhue/catalogue';
import { describe, expect, it } from 'vitest';

import { srgbToLab } from '../../src/colour/cielab';
import { deltaE2000 } from '../../src/colour/delta-e';
import { hexToRgb } from '../../src/colour/hex';
import type { RgbImage } from '../../src/image-types';
import { prepareHairLayer } from '../../src/render/hair-layer';
import { renderRecipe } from '../../src/render/render';
import { syntheticPortrait } from './synthetic-hair';

const labAt = (image: RgbImage, i: number) =>
  srgbToLab({ r: image.data[i * 3], g: image.data[i * 3 + 1], b: image.data[i * 3 + 2] });

function medianLab(image: RgbImage, mask: Uint8Array) {
  const channels: number[][] = [[], [], []];
  for (let i = 0; i < mask.length; i++) {
    if (mask[i] < 255) continue;
    const { L, a, b } = labAt(image, i);
    channels[0].push(L);
    channels[1].push(a);
    channels[2].push(b);
  }
  const median = (values: number[]) => values.sort((x, y) => x - y)[values.length >> 1];
  return { L: median(channels[0]), a: median(channels[1]), b: median(channels[2]) };
}

/** Correlation of the hair's strand texture (lightness minus its row neighbours) before and after. */
function textureCorrelation(before: RgbImage, after: RgbImage, mask: Uint8Array): number {
  const xs: number[] = [];
  const ys: number[] = [];
  const { width } = before;
  for (let i = 1; i < mask.length - 1; i++) {
    if (mask[i] < 255 || mask[i - 1] < 255 || mask[i + 1] < 255) continue;
    const detail = (image: RgbImage) =>
      labAt(image, i).L - (labAt(image, i - 1).L + labAt(image, i + 1).L) / 2;
    xs.push(detail(before));
    ys.push(detail(after));
  }
  expect(xs.length).toBeGreaterThan(width);
  const mean = (v: number[]) => v.reduce((s, x) => s + x, 0) / v.length;
  const mx = mean(xs);
  const my = mean(ys);
  let sxy = 0;
  let sxx = 0;
  let syy = 0;
  for (let k = 0; k < xs.length; k++) {
    sxy += (xs[k] - mx) * (ys[k] - my);
    sxx += (xs[k] - mx) ** 2;
    syy += (ys[k] - my) ** 2;
  }
  return sxy / Math.sqrt(sxx * syy);
}

const shade = (id: string): Shade => {
  const found = findShade(id);
  if (!found) throw new Error(`missing ${id}`);
  return found;
};

describe('renderRecipe', () => {
  const { image, mask } = syntheticPortrait();
  const layer = prepareHairLayer(image, mask);

  it.each(['platinum-blonde', 'neon-green', 'copper', 'jet-black', 'midnight-blue', 'pastel-pink'])(
    'dyes dark hair %s: the median hair colour is the swatch, the strands keep their texture',
    (id) => {
      const result = renderRecipe(image, layer, shade(id).recipe);
      const target = srgbToLab(hexToRgb(shade(id).color));
      expect(deltaE2000(target, medianLab(result, mask))).toBeLessThan(4);
      expect(textureCorrelation(image, result, mask)).toBeGreaterThan(0.85);
    },
  );

  it('dyes light hair dark without flattening it', () => {
    const blonde = syntheticPortrait(240, 240, [200, 170, 120]);
    const result = renderRecipe(
      blonde.image,
      prepareHairLayer(blonde.image, blonde.mask),
      shade('jet-black').recipe,
    );
    const target = srgbToLab(hexToRgb(shade('jet-black').color));
    expect(deltaE2000(target, medianLab(result, blonde.mask))).toBeLessThan(4);
    expect(textureCorrelation(blonde.image, result, blonde.mask)).toBeGreaterThan(0.85);
  });

  it.each(['mahogany', 'espresso', 'jet-black'])(
    'dyes light hair %s: its highlights end within 8 L* of the swatch, the median on it, strands kept',
    (id) => {
      // Light brown hair whose sunlit top is 2.5× as light as the rest, as in a photo taken outdoors.
      const light = syntheticPortrait(240, 240, [110, 75, 45], 1.5);
      const result = renderRecipe(light.image, prepareHairLayer(light.image, light.mask), shade(id).recipe);
      const target = srgbToLab(hexToRgb(shade(id).color));
      const lightness: number[] = [];
      for (let i = 0; i < light.mask.length; i++) {
        if (light.mask[i] === 255) lightness.push(labAt(result, i).L);
      }
      lightness.sort((x, y) => x - y);
      const topDecile = lightness[Math.floor(0.9 * (lightness.length - 1))];
      // A dye absorbs: the highlights stay above the swatch, but not so far that the head reads lighter.
      expect(topDecile - target.L).toBeLessThan(8);
      expect(topDecile - target.L).toBeGreaterThan(2);
      expect(deltaE2000(target, medianLab(result, light.mask))).toBeLessThan(4);
      expect(textureCorrelation(light.image, result, light.mask)).toBeGreaterThan(0.85);
    },
  );

  it('changes nothing outside the hair mask', () => {
    const result = renderRecipe(image, layer, shade('neon-green').recipe);
    for (let i = 0; i < mask.length; i++) {
      if (mask[i] > 0) continue;
      expect([result.data[i * 3], result.data[i * 3 + 1], result.data[i * 3 + 2]]).toEqual([
        image.data[i * 3],
        image.data[i * 3 + 1],
        image.data[i * 3 + 2],
      ]);
    }
  });

  it('does not modify its input image', () => {
    const copy = Uint8Array.from(image.data);
    renderRecipe(image, layer, shade('copper').recipe);
    expect(image.data).toEqual(copy);
  });

  it.each([...standardColours, ...specialEffects].map((entry) => [entry.id, entry] as const))(
    'renders catalogue entry %s',
    (_id, entry) => {
      const result = renderRecipe(image, layer, entry.recipe);
      expect(result.width).toBe(image.width);
      expect(result.data.length).toBe(image.data.length);
      let changed = 0;
      for (let i = 0; i < mask.length; i++) {
        if (mask[i] === 255 && result.data[i * 3] !== image.data[i * 3]) changed++;
      }
      expect(changed).toBeGreaterThan(0);
    },
  );

  it('puts the ombre roots at the top of the hair and the tips at the bottom', () => {
    const fire = renderRecipe(image, layer, shade('fire-ombre').recipe);
    const topRow = Math.round(image.height * 0.08);
    const bottomRow = Math.round(image.height * 0.85);
    const lightnessOfRow = (row: number) => {
      const values: number[] = [];
      for (let x = 0; x < image.width; x++) {
        const i = row * image.width + x;
        if (mask[i] === 255) values.push(labAt(fire, i).L);
      }
      return values.reduce((s, v) => s + v, 0) / values.length;
    };
    expect(lightnessOfRow(bottomRow)).toBeGreaterThan(lightnessOfRow(topRow) + 5);
  });

  it('gives the glow effect a halo just outside the hair', () => {
    const glow = specialEffects.find((effect) => effect.type === 'glow');
    if (!glow) throw new Error('no glow effect');
    const result = renderRecipe(image, layer, glow.recipe);
    let brightened = 0;
    for (let i = 0; i < mask.length; i++) {
      if (mask[i] === 0 && result.data[i * 3 + 1] > image.data[i * 3 + 1]) brightened++;
    }
    expect(brightened).toBeGreaterThan(50);
  });
});
