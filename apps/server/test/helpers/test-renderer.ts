import { correctHairMask } from '@hairhue/recolour';
import type { HairStroke } from '@hairhue/contracts';
import sharp from 'sharp';
import type { MeasureResult } from '../../src/jobs/render-pool';
import type { Renderer } from '../../src/jobs/renderer';

/**
 * What the stand-in measures of every photo: a warm, light-skinned person with mid-brown hair and medium
 * contrast, of the order the demo portraits measure (`npm run suits:demo`: skin L* about 70, ITA 30°–47°,
 * hair level 3–5, ΔL* 27–49).
 */
export const STAND_IN_MEASUREMENT: MeasureResult = {
  hairLevel: 5,
  appearance: {
    skinIta: 40,
    skinLightness: 66,
    undertone: 'warm',
    contrast: 30,
    hairLevel: 5,
    hairLightness: 36,
    confidence: 'high',
  },
};

export interface TestRendererControl {
  renderer: Renderer;
  /** Makes the next renders of uploaded photos fail with these errors (one per render), as the engine would. */
  failNext(...errors: Error[]): void;
  /** Holds renders until `release` is called. */
  hold(): void;
  release(): void;
  renders: number;
  analyses: number;
  /** How many corrections were computed (`correctedKeys.length`). */
  readonly corrections: number;
  /**
   * The key of every correction computed (`<photo id>@correction-<revision>`), so a test can count its own
   * photo's while another test's background work finishes.
   */
  correctedKeys: string[];
  /**
   * Which strokes the corrections report as finding nothing like hair: the stroke painter's own finding
   * when unset (on the stand-in's uniform analysis, rarely any), or this answer for a test of how the
   * finding reaches the app.
   */
  strokesWithoutHair: ((strokes: readonly HairStroke[]) => number[]) | undefined;
  measurements: number;
  /** What the next measurements give (STAND_IN_MEASUREMENT until changed). */
  measured: MeasureResult;
}

/** The photo's pixels (RGB) and an analysis PNG's hair mask, both the photo's size. */
async function decodePhotoAndMask(photo: Uint8Array, analysis: Uint8Array) {
  const image = await sharp(photo).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const mask = await sharp(analysis).extractChannel(0).raw().toBuffer({ resolveWithObject: true });
  const { width, height } = image.info;
  if (mask.info.width !== width || mask.info.height !== height)
    throw new Error('mask and photo sizes differ');
  return { width, height, rgb: image.data, mask: mask.data };
}

/**
 * A quick renderer for tests of the server's rules: it really tints the photo where its analysis says hair
 * (so results are real JPEGs that differ from the original) but skips the hair model: its analysis is
 * uniform, every pixel half hair, which renders as all hair. A correction is applied with the real stroke
 * painter, so what a render tints shows whether it used the correction. The scenario and crash tests use
 * the real engine.
 */
export function createTestRenderer(): TestRendererControl {
  const failures: Error[] = [];
  let gate: Promise<void> | undefined;
  let open: (() => void) | undefined;
  const control: TestRendererControl = {
    renders: 0,
    analyses: 0,
    get corrections() {
      return control.correctedKeys.length;
    },
    correctedKeys: [],
    strokesWithoutHair: undefined,
    measurements: 0,
    measured: STAND_IN_MEASUREMENT,
    failNext: (...errors) => failures.push(...errors),
    hold() {
      gate = new Promise((resolve) => (open = resolve));
    },
    release() {
      open?.();
      gate = undefined;
    },
    renderer: {
      async analyse({ photo }) {
        control.analyses += 1;
        const { width, height } = await sharp(photo).metadata();
        const mask = await sharp({ create: { width, height, channels: 3, background: '#808080' } })
          .greyscale()
          .png()
          .toBuffer();
        return { analysis: mask, hairFraction: 0.5 };
      },
      async correct({ correctedKey, photo, analysis, strokes }) {
        control.correctedKeys.push(correctedKey);
        const { width, height, rgb, mask } = await decodePhotoAndMask(photo, analysis);
        const corrected = correctHairMask({ width, height, data: rgb }, mask, strokes);
        const png = await sharp(corrected.mask, { raw: { width, height, channels: 1 } })
          .png()
          .toBuffer();
        const strokesWithoutHair = control.strokesWithoutHair?.(strokes) ?? corrected.strokesWithoutHair;
        return { analysis: png, strokesWithoutHair };
      },
      async measure() {
        control.measurements += 1;
        return structuredClone(control.measured);
      },
      async render({ photoKey, photo, analysis, shadeId, previewLongSide }) {
        await gate;
        control.renders += 1;
        // Failures are meant for the photos a test uploads, not the onboarding previews rendered at start.
        const failure = photoKey.startsWith('onboarding:') ? undefined : failures.shift();
        if (failure) throw failure;
        const { width, height, rgb, mask } = await decodePhotoAndMask(photo, analysis);
        const tint = shadeId.length % 2 === 0 ? '#c04020' : '#2040c0';
        const tintedRgb = await sharp(rgb, { raw: { width, height, channels: 3 } })
          .tint(tint)
          .raw()
          .toBuffer();
        // Hair (mask ≥ 128) takes the tint; the rest stays the photo.
        for (let i = 0; i < mask.length; i++) {
          if (mask[i] < 128) tintedRgb.set(rgb.subarray(i * 3, i * 3 + 3), i * 3);
        }
        const tinted = sharp(tintedRgb, { raw: { width, height, channels: 3 } });
        const full = await tinted.clone().jpeg({ quality: 80 }).toBuffer({ resolveWithObject: true });
        const preview = await tinted
          .clone()
          .resize(previewLongSide, previewLongSide, { fit: 'inside', withoutEnlargement: true })
          .jpeg({ quality: 75 })
          .toBuffer();
        return { full: full.data, preview, width: full.info.width, height: full.info.height };
      },
    },
  };
  return control;
}

/** An error shaped as the engine's would be after crossing from a worker thread. */
export function namedError(name: string, message = name): Error {
  const error = new Error(message);
  error.name = name;
  return error;
}
