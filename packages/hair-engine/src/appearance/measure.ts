import type { AppearanceMeasurements, ContrastClass, Undertone } from '@hairhue/catalogue';
import { contrastClassOf, levelOfLab } from '@hairhue/catalogue';
import type { RgbImage } from '@hairhue/recolour';
import { srgbToLab } from '@hairhue/recolour';

import type { FaceDetection } from '../guards/face';
import { median, trimmedIndices } from './robust';
import type { Patch } from './skin-patches';
import { skinPatches } from './skin-patches';

/** A colour summarised from many pixels: CIELAB medians, the hue angle in degrees and how many pixels. */
export interface MeasuredColour {
  L: number;
  a: number;
  b: number;
  /** atan2(b*, a*) in degrees, 0..360. */
  hue: number;
  pixels: number;
}

/** What `appearance` finds in a portrait: the rule's measurements and what they were made from. */
export interface Appearance extends AppearanceMeasurements {
  contrastClass: ContrastClass;
  skin: MeasuredColour;
  hair: MeasuredColour;
  /** Where the skin was measured. */
  skinPatches: Patch[];
}

/**
 * Skin hue angle (CIELAB h = atan2(b*, a*), degrees) below which the undertone is cool and from which it is
 * warm. The seasonal colour-analysis typology reads a golden-yellow cast as warm and a pink-red one as cool;
 * in CIELAB that is b* above a* (h over 45°) against a* above b*, the rule of thumb programmatic undertone
 * checks use. Skin hue runs from about 35° in pink, ruddy skin to about 65° in golden or olive skin. We split
 * at 45° with a neutral band of ±5° for the balanced skins between and for what a photo's white balance and a
 * flush add (on the demo photos most faces measured 42°–48°). An approximation, not a measurement standard.
 */
export const SKIN_HUE = { coolBelow: 40, warmFrom: 50 } as const;

/** A pixel counts as hair in the skin patches from this mask value (a quarter covered) and is left out. */
const HAIR_IN_SKIN = 64;
/** Hair pixels measured are the sure ones: mask ≥ 0.8. */
const SURE_HAIR = 204;
/** Channels clipped at either end are shine or crushed shadow, not the colour of the surface. */
const CLIPPED_LOW = 5;
const CLIPPED_HIGH = 250;
/**
 * Skin: in each patch the darkest fifth (shadow, stubble, brows) and the brightest tenth (shine) by L* are
 * cut; the patches' medians are then averaged, each patch counting alike however much of it shows. (A
 * median per channel across the patches was tried: it paired one patch's a* with another's b*, a hue none
 * of them had; the medoid patch went by lightness alone.)
 */
const SKIN_KEEP = { low: 0.2, high: 0.9 } as const;
/**
 * Hair: its lit half without the highlights, from the median to the 90th percentile of L*. A colourist reads
 * the level on lit lengths; the shaded half of a head of hair is darker than its colour. On the demo photos
 * the median of all the hair read the blondes about two levels darker than their description; the lit half
 * reads them within about one (black hair still reads about 2, white hair about 8).
 */
const HAIR_KEEP = { low: 0.5, high: 0.9 } as const;
/** Fewer usable pixels than these (in all, and in a patch for it to count) and there is nothing to measure. */
const MIN_SKIN_PIXELS = 100;
const MIN_PATCH_PIXELS = 30;
const MIN_HAIR_PIXELS = 200;
/** At most this many hair pixels are converted (evenly spread); more change the median by nothing visible. */
const MAX_HAIR_SAMPLES = 100_000;

/** Collects the CIELAB of usable pixels. */
class LabSamples {
  private readonly values: number[] = [];

  constructor(private readonly image: RgbImage) {}

  add(pixel: number): void {
    const { data } = this.image;
    const r = data[pixel * 3] as number;
    const g = data[pixel * 3 + 1] as number;
    const b = data[pixel * 3 + 2] as number;
    if (Math.max(r, g, b) >= CLIPPED_HIGH || Math.min(r, g, b) <= CLIPPED_LOW) return;
    const lab = srgbToLab({ r, g, b });
    this.values.push(lab.L, lab.a, lab.b);
  }

  get count(): number {
    return this.values.length / 3;
  }

  /** Medians of L*, a*, b* over the samples whose L* lies between the given quantiles. */
  summarise(keep: { low: number; high: number }): MeasuredColour {
    const lightness = Float64Array.from({ length: this.count }, (_, k) => this.values[k * 3] as number);
    const kept = trimmedIndices(lightness, keep.low, keep.high);
    const channel = (offset: number) =>
      median(Float64Array.from(kept, (k) => this.values[k * 3 + offset] as number));
    return colourOf(channel(0), channel(1), channel(2), kept.length);
  }
}

function colourOf(L: number, a: number, b: number, pixels: number): MeasuredColour {
  return { L, a, b, hue: ((Math.atan2(b, a) * 180) / Math.PI + 360) % 360, pixels };
}

function samplePatch(image: RgbImage, mask: Uint8Array, { x, y, radius }: Patch): LabSamples {
  const samples = new LabSamples(image);
  const { width, height } = image;
  const [x0, x1] = [Math.max(0, Math.ceil(x - radius)), Math.min(width - 1, Math.floor(x + radius))];
  const [y0, y1] = [Math.max(0, Math.ceil(y - radius)), Math.min(height - 1, Math.floor(y + radius))];
  for (let py = y0; py <= y1; py++) {
    for (let px = x0; px <= x1; px++) {
      const pixel = py * width + px;
      if ((px - x) ** 2 + (py - y) ** 2 > radius * radius || (mask[pixel] as number) >= HAIR_IN_SKIN)
        continue;
      samples.add(pixel);
    }
  }
  return samples;
}

/** The skin's colour: each usable patch summarised, then the patches averaged. */
function measureSkin(
  image: RgbImage,
  mask: Uint8Array,
  patches: readonly Patch[],
): MeasuredColour | undefined {
  const summaries = patches
    .map((patch) => samplePatch(image, mask, patch))
    .filter((samples) => samples.count >= MIN_PATCH_PIXELS)
    .map((samples) => samples.summarise(SKIN_KEEP));
  const pixels = summaries.reduce((sum, summary) => sum + summary.pixels, 0);
  if (pixels < MIN_SKIN_PIXELS) return undefined;
  const mean = (key: 'L' | 'a' | 'b') =>
    summaries.reduce((sum, summary) => sum + summary[key], 0) / summaries.length;
  return colourOf(mean('L'), mean('a'), mean('b'), pixels);
}

function sampleHair(image: RgbImage, mask: Uint8Array): LabSamples {
  let sure = 0;
  for (let pixel = 0; pixel < mask.length; pixel++) if ((mask[pixel] as number) >= SURE_HAIR) sure++;
  const stride = Math.max(1, Math.ceil(sure / MAX_HAIR_SAMPLES));
  const samples = new LabSamples(image);
  for (let pixel = 0, seen = 0; pixel < mask.length; pixel++) {
    if ((mask[pixel] as number) < SURE_HAIR) continue;
    if (seen++ % stride === 0) samples.add(pixel);
  }
  return samples;
}

export function undertoneOfSkinHue(hue: number): Undertone {
  if (hue < SKIN_HUE.coolBelow) return 'cool';
  return hue < SKIN_HUE.warmFrom ? 'neutral' : 'warm';
}

/** Individual typology angle, degrees: atan((L* − 50) / b*) · 180/π. */
export function individualTypologyAngle(L: number, b: number): number {
  return (Math.atan((L - 50) / b) * 180) / Math.PI;
}

/** The hair's colour and level from the sure hair of the mask; undefined when too little hair shows. */
export function measureHair(
  image: RgbImage,
  mask: Uint8Array,
): { hair: MeasuredColour; hairLevel: number } | undefined {
  if (mask.length !== image.width * image.height) throw new RangeError('mask size does not match the photo');
  const samples = sampleHair(image, mask);
  if (samples.count < MIN_HAIR_PIXELS) return undefined;
  const hair = samples.summarise(HAIR_KEEP);
  return { hair, hairLevel: levelOfLab({ L: hair.L, chroma: Math.hypot(hair.a, hair.b), hue: hair.hue }) };
}

/**
 * The skin tone, the hair's level and their contrast in a portrait, from the face's cheek and forehead
 * patches (hair, clipped pixels and the darkest and brightest skin left out; medians) and the sure hair of
 * the mask (its lit half, highlights left out). Undefined when too little skin or hair is visible to measure.
 *
 * `mask` is the analysis's hair per pixel, 0..255, the photo's size.
 */
export function measureAppearance(
  image: RgbImage,
  mask: Uint8Array,
  face: FaceDetection,
): Appearance | undefined {
  const measuredHair = measureHair(image, mask);
  const patches = skinPatches(face);
  const skin = measureSkin(image, mask, patches);
  if (!skin || !measuredHair) return undefined;
  const { hair, hairLevel } = measuredHair;
  const contrast = Math.abs(skin.L - hair.L);
  return {
    skinIta: individualTypologyAngle(skin.L, skin.b),
    skinLightness: skin.L,
    undertone: undertoneOfSkinHue(skin.hue),
    contrast,
    contrastClass: contrastClassOf(contrast),
    hairLevel,
    skin,
    hair,
    skinPatches: patches,
  };
}
