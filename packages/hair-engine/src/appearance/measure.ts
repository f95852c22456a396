import type { AppearanceMeasurements, ContrastClass, Undertone } from '@hairhue/catalogue';
import { contrastClassOf, levelOfLab } from '@hairhue/catalogue';
import type { FloatPlane, Lab, RgbImage } from '@hairhue/recolour';
import { linearRgbToLab, srgbToLab } from '@hairhue/recolour';

import type { FaceDetection } from '../guards/face';
import { eyesCovered } from './eyewear';
import {
  correctedLinear,
  estimateLight,
  NO_CORRECTION,
  type LightEstimate,
  type LightingMode,
  type LightingReference,
} from './lighting';
import { median, trimmedIndices } from './robust';
import { hasSkinColour, isLitSkin, litSkinLightness } from './skin-pixels';
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

/** Why a skin measurement is unsure; any one makes its confidence low. */
export type SkinDoubt = 'eyewear' | 'little-skin' | 'uneven-light' | 'exposure' | 'no-light-reference';

/** What `appearance` finds in a portrait: the rule's measurements and what they were made from. */
export interface Appearance extends AppearanceMeasurements {
  contrastClass: ContrastClass;
  skin: MeasuredColour;
  hair: MeasuredColour;
  /** Where the skin was measured. */
  skinPatches: Patch[];
  /** How sure the skin's measurement is: low when any doubt holds. */
  confidence: 'high' | 'low';
  doubts: SkinDoubt[];
  /** What the photo's light was corrected by before the skin was measured. */
  lighting: LightingReference;
  /** The sclera's brightness against its usual one (1 when measured by the background or not at all). */
  exposure: number;
}

export interface MeasureOptions {
  /** The person guard's probability, for the background's white balance. */
  person?: FloatPlane;
  /** Which references correct the light ('auto'); 'off' measures the photo as it is. */
  lighting?: LightingMode;
  /** Keep only pixels that are skin (true); false takes every unclipped, non-hair pixel of the patches. */
  skinOnly?: boolean;
}

/** Skin's ITA° groups of depth: light above 41° (very light and light), deep below 10° (brown and dark). */
export type SkinDepthGroup = 'light' | 'medium' | 'deep';
export const SKIN_DEPTH_ITA = { lightAbove: 41, deepBelow: 10 } as const;

export function skinDepthGroupOfIta(ita: number): SkinDepthGroup {
  if (ita > SKIN_DEPTH_ITA.lightAbove) return 'light';
  return ita < SKIN_DEPTH_ITA.deepBelow ? 'deep' : 'medium';
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

  /** Adds the pixel's CIELAB (under `light`) unless a channel is clipped; returns it, or undefined. */
  add(pixel: number, light: LightEstimate = NO_CORRECTION): Lab | undefined {
    const { data } = this.image;
    const r = data[pixel * 3] as number;
    const g = data[pixel * 3 + 1] as number;
    const b = data[pixel * 3 + 2] as number;
    if (Math.max(r, g, b) >= CLIPPED_HIGH || Math.min(r, g, b) <= CLIPPED_LOW) return undefined;
    const lab =
      light === NO_CORRECTION
        ? srgbToLab({ r, g, b })
        : linearRgbToLab(correctedLinear(this.image, pixel, light));
    this.values.push(lab.L, lab.a, lab.b);
    return lab;
  }

  /** The samples kept by `keep(L*, a*, b*)`, as a new set. */
  filter(keep: (lab: Lab) => boolean): LabSamples {
    const kept = new LabSamples(this.image);
    for (let k = 0; k < this.count; k++) {
      const lab = {
        L: this.values[k * 3] as number,
        a: this.values[k * 3 + 1] as number,
        b: this.values[k * 3 + 2] as number,
      };
      if (keep(lab)) kept.values.push(lab.L, lab.a, lab.b);
    }
    return kept;
  }

  lightness(): number[] {
    return Array.from({ length: this.count }, (_, k) => this.values[k * 3] as number);
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

/** The patch's unclipped pixels without hair, as CIELAB under `light`, and how many pixels it covers. */
function samplePatch(
  image: RgbImage,
  mask: Uint8Array,
  { x, y, radius }: Patch,
  light: LightEstimate,
): { samples: LabSamples; area: number } {
  const samples = new LabSamples(image);
  let area = 0;
  const { width, height } = image;
  const [x0, x1] = [Math.max(0, Math.ceil(x - radius)), Math.min(width - 1, Math.floor(x + radius))];
  const [y0, y1] = [Math.max(0, Math.ceil(y - radius)), Math.min(height - 1, Math.floor(y + radius))];
  for (let py = y0; py <= y1; py++) {
    for (let px = x0; px <= x1; px++) {
      const pixel = py * width + px;
      if ((px - x) ** 2 + (py - y) ** 2 > radius * radius) continue;
      area++;
      if ((mask[pixel] as number) < HAIR_IN_SKIN) samples.add(pixel, light);
    }
  }
  return { samples, area };
}

/**
 * The skin's colour: each patch's pixels of skin (`skin-pixels.ts`) summarised, then the patches averaged;
 * with how much of the patches' area was skin and how far the cheeks' lightness differs.
 */
function measureSkin(
  image: RgbImage,
  mask: Uint8Array,
  patches: readonly Patch[],
  light: LightEstimate,
  skinOnly: boolean,
): { skin: MeasuredColour; skinShare: number; cheekGap: number } | undefined {
  const sampled = patches.map((patch) => samplePatch(image, mask, patch, light));
  const area = sampled.reduce((sum, { area: patchArea }) => sum + patchArea, 0);
  let kept = sampled.map(({ samples }) => samples);
  if (skinOnly) {
    const coloured = kept.map((samples) => samples.filter(hasSkinColour));
    const lit = litSkinLightness(coloured.flatMap((samples) => samples.lightness()));
    kept = coloured.map((samples) => samples.filter((lab) => isLitSkin(lab, lit)));
  }
  const summaries = kept.map((samples) =>
    samples.count >= MIN_PATCH_PIXELS ? samples.summarise(SKIN_KEEP) : undefined,
  );
  const usable = summaries.filter((summary): summary is MeasuredColour => summary !== undefined);
  const pixels = kept.reduce((sum, samples) => sum + samples.count, 0);
  if (usable.length === 0) return undefined;
  const mean = (key: 'L' | 'a' | 'b') =>
    usable.reduce((sum, summary) => sum + summary[key], 0) / usable.length;
  const [rightCheek, leftCheek] = summaries;
  const cheekGap = rightCheek && leftCheek ? Math.abs(rightCheek.L - leftCheek.L) : 0;
  return {
    skin: colourOf(mean('L'), mean('a'), mean('b'), pixels),
    skinShare: area === 0 ? 0 : pixels / area,
    cheekGap,
  };
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
 * Share of the skin patches' area that must be skin for a sure reading: below it hair, a beard, glasses or a
 * hand cover so much that the rest may be the edge of them.
 */
const MIN_SKIN_SHARE = 0.35;
/** Cheeks whose lightness differs by more than this (ΔL*) are lit from one side: the depth is unsure. */
const MAX_CHEEK_GAP = 15;
/**
 * The sclera brighter or darker than usual by more than this factor says the face is over- or underexposed.
 * Scaling the skin by it was measured on the labelled portraits and read them worse (the sclera's own
 * brightness varies with the lids' shade and its size in the photo), so the reading is only called unsure.
 */
const MAX_EXPOSURE_ERROR = 1.2;

/**
 * The skin tone, the hair's level and their contrast in a portrait. The photo's light is corrected first
 * (`lighting.ts`: the sclera's white and brightness, else the background's grey-edge), then the skin is read
 * from the pixels of the face's cheek and forehead patches that are skin (`skin-pixels.ts`; the darkest and
 * brightest of them left out; medians), and the hair from the sure hair of the mask (its lit half, highlights
 * left out). The confidence is low when the eyes are covered, too little skin remains, the cheeks are lit
 * unevenly or no reference for the light was found. Undefined when too little skin or hair is visible to
 * measure at all.
 *
 * `mask` is the analysis's hair per pixel, 0..255, the photo's size.
 */
export function measureAppearance(
  image: RgbImage,
  mask: Uint8Array,
  face: FaceDetection,
  options: MeasureOptions = {},
): Appearance | undefined {
  const { lighting = 'auto', skinOnly = true, person } = options;
  const measuredHair = measureHair(image, mask);
  const patches = skinPatches(face);
  const covered = lighting !== 'off' && eyesCovered(image, face);
  const light = estimateLight(image, face, mask, person, lighting, covered);
  const measuredSkin = measureSkin(image, mask, patches, light, skinOnly);
  if (!measuredSkin || measuredSkin.skin.pixels < MIN_SKIN_PIXELS || !measuredHair) return undefined;
  const { skin, skinShare, cheekGap } = measuredSkin;
  const { hair, hairLevel } = measuredHair;
  const doubts: SkinDoubt[] = [];
  if (lighting !== 'off') {
    if (covered) doubts.push('eyewear');
    if (skinShare < MIN_SKIN_SHARE) doubts.push('little-skin');
    if (cheekGap > MAX_CHEEK_GAP) doubts.push('uneven-light');
    if (light.exposure > MAX_EXPOSURE_ERROR || light.exposure < 1 / MAX_EXPOSURE_ERROR)
      doubts.push('exposure');
    if (light.reference === 'none') doubts.push('no-light-reference');
  }
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
    confidence: doubts.length === 0 ? 'high' : 'low',
    doubts,
    lighting: light.reference,
    exposure: light.exposure,
  };
}
