import { prepareHairLayer } from '@hairhue/recolour';
import { encode } from 'fast-png';
import { toHalfFloat } from '@/lib/hair-gl/half-float';
import { describe, expect, it } from 'vitest';
import {
  buildPreviewPlanes,
  PreviewPlanesError,
  readAnalysis,
} from '@/features/editor/live-preview/preview-planes';

const WIDTH = 40;
const HEIGHT = 30;

/** A photo with a band of dark "hair" across its top half, soft at the edge, and the mask that says so. */
function scene() {
  const photo = new Uint8Array(WIDTH * HEIGHT * 4);
  const mask = new Uint8Array(WIDTH * HEIGHT);
  for (let y = 0; y < HEIGHT; y++) {
    for (let x = 0; x < WIDTH; x++) {
      const i = y * WIDTH + x;
      const hair = Math.min(1, Math.max(0, (15 - y) / 4));
      const strand = 40 + 25 * Math.sin(x * 1.3);
      photo[i * 4] = Math.round(strand * hair + 200 * (1 - hair));
      photo[i * 4 + 1] = Math.round(strand * 0.8 * hair + 190 * (1 - hair));
      photo[i * 4 + 2] = Math.round(strand * 0.6 * hair + 180 * (1 - hair));
      photo[i * 4 + 3] = 255;
      mask[i] = Math.round(hair * 255);
    }
  }
  return { photo, mask };
}

const rgbOf = (rgba: Uint8Array) => rgba.filter((_value, k) => k % 4 !== 3);

describe('preview planes', () => {
  it('reads a grey analysis as the mask the engine stored', () => {
    const { mask } = scene();
    const png = encode({ width: WIDTH, height: HEIGHT, data: mask, channels: 1, depth: 8 });
    const read = readAnalysis(png, WIDTH, HEIGHT);
    expect(read.mask).toEqual(mask);
    expect(read.foreground).toBeUndefined();
  });

  it('reads a matte: alpha as the mask, the colour of its partly covered pixels in row order', () => {
    const rgba = new Uint8Array(4 * 4);
    rgba.set([0, 0, 0, 0, 10, 20, 30, 128, 0, 0, 0, 255, 40, 50, 60, 1]);
    const read = readAnalysis(encode({ width: 2, height: 2, data: rgba, channels: 4, depth: 8 }), 2, 2);
    expect([...read.mask]).toEqual([0, 128, 255, 1]);
    expect([...(read.foreground ?? [])]).toEqual([10, 20, 30, 40, 50, 60]);
  });

  it('refuses an analysis of another size', () => {
    const png = encode({ width: 3, height: 3, data: new Uint8Array(9), channels: 1, depth: 8 });
    expect(() => readAnalysis(png, 4, 3)).toThrow(PreviewPlanesError);
  });

  it('lays out the same hair layer the engine prepares, pixel by pixel', () => {
    const { photo, mask } = scene();
    const png = encode({ width: WIDTH, height: HEIGHT, data: mask, channels: 1, depth: 8 });
    const planes = buildPreviewPlanes(photo, WIDTH, HEIGHT, png);
    const engine = prepareHairLayer({ width: WIDTH, height: HEIGHT, data: rgbOf(photo) }, mask);
    expect(planes.layer.indices).toEqual(engine.indices);
    expect(planes.layer.stats.medianBase).toBe(engine.stats.medianBase);
    let hair = 0;
    for (let i = 0; i < WIDTH * HEIGHT; i++) {
      const j = engine.indices.indexOf(i);
      const texel = [...planes.layerPlane.subarray(i * 4, i * 4 + 4)];
      if (j < 0) {
        expect(texel).toEqual([0, 0, 0, 0]);
        continue;
      }
      hair++;
      const values = [engine.alpha[j], engine.base[j], engine.coverage[j], engine.lightness[j]];
      expect(texel).toEqual(values.map((value) => toHalfFloat(value ?? Number.NaN)));
    }
    expect(hair).toBeGreaterThan(WIDTH * 10);
    expect(planes.foregroundPlane).toBeNull();
  });
});
