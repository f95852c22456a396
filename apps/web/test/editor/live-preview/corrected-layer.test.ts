import { applyHairCorrection, prepareHairLayer, type HairStrokeInput } from '@hairhue/recolour';
import { describe, expect, it } from 'vitest';
import { correctedPreviewLayer } from '@/features/editor/live-preview/corrected-layer';
import type { PhotoAnalysis } from '@/features/editor/live-preview/preview-planes';

const WIDTH = 40;
const HEIGHT = 30;

/** Dark "hair" over the top third, soft at its edge; the mask says so, missing a strand at the left. */
function analysis(withMatte: boolean): PhotoAnalysis {
  const data = new Uint8Array(WIDTH * HEIGHT * 3);
  const mask = new Uint8Array(WIDTH * HEIGHT);
  const foreground: number[] = [];
  for (let y = 0; y < HEIGHT; y++) {
    for (let x = 0; x < WIDTH; x++) {
      const i = y * WIDTH + x;
      const hair = Math.min(1, Math.max(0, (10 - y) / 3));
      const strand = x < 4 && y < 25;
      const value = strand || hair > 0.5 ? 40 : 200;
      data.set([value, value * 0.8, value * 0.6], i * 3);
      mask[i] = Math.round(hair * 255);
      if (withMatte && mask[i] > 0 && mask[i] < 255) foreground.push(30 + x, 20, 10);
    }
  }
  return {
    image: { width: WIDTH, height: HEIGHT, data },
    mask,
    foreground: withMatte ? Uint8Array.from(foreground) : undefined,
  };
}

/** Down the missed strand on the left, and off a patch of the soft edge the mask took for hair. */
const strokes: HairStrokeInput[] = [
  { tool: 'add', radius: 0.05, points: [0.05, 0.4, 0.05, 0.6, 0.05, 0.8] },
  { tool: 'remove', radius: 0.15, points: [0.8, 0.28] },
];

describe('the corrected hair layer', () => {
  it('is the layer the engine prepares from the mask with the strokes applied', () => {
    const photo = analysis(false);
    const corrected = correctedPreviewLayer(photo, strokes);
    const engine = prepareHairLayer(photo.image, applyHairCorrection(photo.image, photo.mask, strokes));
    expect(corrected.layer.indices).toEqual(engine.indices);
    expect(corrected.layer.alpha).toEqual(engine.alpha);
    expect(corrected.foregroundPlane).toBeNull();

    const automatic = prepareHairLayer(photo.image, photo.mask);
    const strandPixel = 20 * WIDTH + 2;
    const removedPixel = 8 * WIDTH + 32;
    expect(automatic.indices).not.toContain(strandPixel);
    expect(corrected.layer.indices).toContain(strandPixel);
    // On a photo this small the brush's edge-aware fit spans most of the dab, so the hair under it fades
    // rather than vanishing (on a phone photo a brush is many fit windows wide and clears it).
    const alphaAt = (layer: typeof automatic, pixel: number) => {
      const k = Array.from(layer.indices).indexOf(pixel);
      return k < 0 ? 0 : (layer.alpha[k] ?? 0);
    };
    expect(alphaAt(automatic, removedPixel)).toBeGreaterThan(0.5);
    expect(alphaAt(corrected.layer, removedPixel)).toBeLessThan(alphaAt(automatic, removedPixel) / 3);
  });

  it("names an 'add' stroke on the wall, which leaves the layer as it was", () => {
    const photo = analysis(false);
    // Across the light wall below the hair, from the strand's side to the right edge.
    const onWall = { tool: 'add' as const, radius: 0.08, points: [0.3, 0.75, 0.6, 0.75, 0.9, 0.75] };
    const corrected = correctedPreviewLayer(photo, [strokes[0], onWall]);
    expect(corrected.strokesWithoutHair).toEqual([1]);
    const strandOnly = correctedPreviewLayer(photo, [strokes[0]]);
    expect(strandOnly.strokesWithoutHair).toEqual([]);
    expect(corrected.layer.indices).toEqual(strandOnly.layer.indices);
    expect(corrected.layer.alpha).toEqual(strandOnly.layer.alpha);
  });

  it('prepares a matte whose partly covered pixels the strokes changed (no colour left over or missing)', () => {
    const photo = analysis(true);
    const corrected = applyHairCorrection(photo.image, photo.mask, strokes);
    // The matte as it was no longer fits the corrected mask: the engine would refuse it.
    expect(() => prepareHairLayer(photo.image, corrected, photo.foreground)).toThrow(RangeError);
    const layer = correctedPreviewLayer(photo, strokes);
    expect(layer.foregroundPlane).not.toBeNull();
  });
});
