import { findShade } from '@hairhue/catalogue';
import { perceptualLightness, prepareHairLayer } from '@hairhue/recolour';
import { describe, expect, it } from 'vitest';
import { liveLayer } from '@/features/camera/live-colour/live-layer';
import { fromHalfFloat } from '@/lib/hair-gl/half-float';

const SIZE = 48;

/** A dark head of hair (a disc, with some texture) on a light wall, and the network's sure mask of it. */
function scene(): { rgba: Uint8ClampedArray; mask: Float32Array } {
  const rgba = new Uint8ClampedArray(SIZE * SIZE * 4);
  const mask = new Float32Array(SIZE * SIZE);
  for (let y = 0; y < SIZE; y++) {
    for (let x = 0; x < SIZE; x++) {
      const i = y * SIZE + x;
      const hair = Math.hypot(x - 24, y - 20) < 14;
      const level = hair ? 40 + ((x * 7 + y * 13) % 30) : 210;
      rgba.set([level, level * 0.9, level * 0.8, 255], i * 4);
      mask[i] = hair ? 0.97 : 0.02;
    }
  }
  return { rgba, mask };
}

function shade(id: string) {
  const found = findShade(id);
  if (!found) throw new Error(`no shade ${id}`);
  return found.recipe;
}

describe('the live layer', () => {
  it('holds the engine’s own layer of the frame: its alpha, and base and coverage weighted by it', () => {
    const { rgba, mask } = scene();
    const live = liveLayer(rgba, mask, SIZE, shade('copper'));
    const rgb = new Uint8Array(SIZE * SIZE * 3);
    for (let i = 0; i < SIZE * SIZE; i++) rgb.set([rgba[i * 4], rgba[i * 4 + 1], rgba[i * 4 + 2]], i * 3);
    const layer = prepareHairLayer(
      { width: SIZE, height: SIZE, data: rgb },
      Uint8Array.from(mask, (p) => Math.round(p * 255)),
    );
    expect(layer.indices.length).toBeGreaterThan(500);
    // Half floats keep 11 significant bits: 3 decimals in 0..1.
    const at = (k: number) => fromHalfFloat(live.plane[k] ?? 0);
    for (let j = 0; j < layer.indices.length; j += 17) {
      const o = layer.indices[j] * 4;
      expect(at(o)).toBeCloseTo(layer.alpha[j], 3);
      expect(at(o + 1) / at(o)).toBeCloseTo(layer.base[j], 2);
      expect(at(o + 2) / at(o)).toBeCloseTo(layer.coverage[j], 2);
    }
    expect(live.medianBase).toBeCloseTo(layer.stats.medianBase, 6);
    // The wall is no hair.
    expect(at((2 * SIZE + 2) * 4)).toBe(0);
  });

  it('holds the frame’s own lightness at every texel, and regions that cover the hair and not the wall', () => {
    const { rgba, mask } = scene();
    const live = liveLayer(rgba, mask, SIZE, shade('copper'));
    for (const i of [0, 20 * SIZE + 24, SIZE * SIZE - 1]) {
      const lightness = perceptualLightness(rgba[i * 4] ?? 0, rgba[i * 4 + 1] ?? 0, rgba[i * 4 + 2] ?? 0);
      expect(fromHalfFloat(live.plane[i * 4 + 3] ?? 0)).toBeCloseTo(lightness, 3);
    }
    const inRegion = (x: number, y: number) => {
      for (let r = 0; r < live.regions.length; r += 4) {
        const [left = 1, top = 1, right = 0, bottom = 0] = live.regions.subarray(r, r + 4);
        if (x >= left && x < right && y >= top && y < bottom) return true;
      }
      return false;
    };
    // The disc's centre and its rim are in; the wall's corners are not.
    expect(inRegion(24.5 / SIZE, 20.5 / SIZE)).toBe(true);
    expect(inRegion(24.5 / SIZE, 7 / SIZE)).toBe(true);
    expect(inRegion(0.5 / SIZE, 0.5 / SIZE)).toBe(false);
    expect(inRegion(47.5 / SIZE, 47.5 / SIZE)).toBe(false);
  });

  it('plans the shade for the frame, with a per-texel entry and a halo only where the shade needs them', () => {
    const { rgba, mask } = scene();
    const copper = liveLayer(rgba, mask, SIZE, shade('copper'));
    expect(copper.entryPlane).toBeNull();
    expect(copper.halo).toBeNull();
    expect(copper.plan.entries.centre).toHaveLength(1);

    const varying = liveLayer(rgba, mask, SIZE, {
      kind: 'ombre',
      stops: [
        { at: 0, color: '#2b1a12' },
        { at: 1, color: '#f2c27a' },
      ],
    });
    expect(varying.entryPlane).not.toBeNull();
    const entries = new Set(varying.entryPlane);
    expect(entries.size).toBeGreaterThan(5);
  });

  it('refuses a frame and mask of another size', () => {
    const { rgba, mask } = scene();
    expect(() => liveLayer(rgba, mask.subarray(1), SIZE, shade('copper'))).toThrow(RangeError);
  });
});
