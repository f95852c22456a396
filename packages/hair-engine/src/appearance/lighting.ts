import type { FloatPlane, LinearRgb, RgbImage } from '@hairhue/recolour';
import { labToLinearRgb, linearRgbToLab, srgb8ToLinear } from '@hairhue/recolour';

import type { FaceDetection } from '../guards/face';
import { median } from './robust';

/*
 * The scene's light, estimated from the photo so the skin is measured as it would look under D65 (issue 23
 * §1). Two references for its colour:
 *
 * - The sclera, the whites of the eyes: a near-neutral surface beside the skin, under the same light. Found
 *   as the lit half of the eye box's light pixels least coloured against its lid skin. Limits: it is small,
 *   shaded by the lids and slightly yellow or pink itself; it is missing when the eyes are closed, covered
 *   (sunglasses) or too small in the photo, and a strong cast can tint it past what is taken for it.
 * - The background the person mask leaves, by grey-edge (the Minkowski p-norm of each channel's gradients,
 *   Van de Weijer et al. 2007): the edges of a scene average to the illuminant's colour better than its
 *   flat areas do (a coloured wall shifts grey-world whole). Limits: a background of one colour (a painted
 *   wall, foliage) or lit by another light than the face misleads it.
 *
 * `npm run suits:portraits -- --lighting sclera|background|auto|off` measures each on the labelled portraits
 * (79, by eye). The sclera alone is read surely on 13 and wrongly on 4 of them; the background alone surely on
 * 52, wrongly on 17; the sclera with the background where it is missing ('auto') surely on 20, wrongly on 6.
 * So each is wrong on about a third of what it reads surely (the wrong ones medium and deep faces read
 * lighter); the sclera is the surer where it is found, and 'auto' reads the most faces at the same rate, so
 * the engine uses 'auto'. Neither meets issue 23's targets: see the README's figures.
 *
 * Exposure: the sclera's brightness against its usual one says when a face is over- or underexposed, but
 * scaling the skin by it read the labelled portraits worse (deep faces lighter: the sclera's own brightness
 * varies with the lids' shade), so it is reported (`exposure`) and makes the reading unsure instead. A
 * background's brightness says nothing of the face's and is not used.
 */

export type LightingReference = 'sclera' | 'background' | 'none';
/**
 * Which references may be used: 'auto' (the default) the sclera, else the background; 'sclera' or
 * 'background' alone; 'off' none (the photo as it is).
 */
export type LightingMode = 'auto' | 'sclera' | 'background' | 'off';

export interface LightEstimate {
  reference: LightingReference;
  /** Per-channel factors on linear RGB that make the reference neutral, at the reference's luminance. */
  gains: LinearRgb;
  /**
   * How much brighter than usual the reference is (the sclera's luminance over SCLERA's; 1 for the
   * background, whose brightness says nothing of the face's). Not corrected: it makes the reading unsure.
   */
  exposure: number;
}

export const NO_CORRECTION: LightEstimate = { reference: 'none', gains: { r: 1, g: 1, b: 1 }, exposure: 1 };

/**
 * The sclera as found here in a portrait under D65: luminance (CIE Y, 0..1) and CIELAB a*, b* (it is slightly
 * warm, not white). Medians over the labelled portraits where it was found; the colour is corrected so the
 * photo's sclera reads this.
 */
export const SCLERA = { luminance: 0.37, a: 3, b: 3.5 } as const;
/** Corrections beyond these are more likely a misread reference than a scene that far off. */
const MAX_GAIN = 1.6;
/** A 'sclera' darker than this L* is a lens, a lash line or shadow (found so in sunglasses and dark photos). */
const MIN_SCLERA_LIGHTNESS = 40;
/** The eye box, in eye distances: half its width and half its height around each eye. */
const EYE_BOX = { halfWidth: 0.22, halfHeight: 0.1 } as const;
/**
 * Sclera candidates: pixels of the eye box at least as light as its median (not the iris, pupil or lashes)
 * and less chromatic than this share of its 90th percentile of chroma (the lid skin's): the sclera is the
 * box's least coloured light surface under any light, since a colour cast adds chroma to skin and sclera alike.
 */
const SCLERA_CHROMA_SHARE = 0.65;
const SKIN_CHROMA_QUANTILE = 0.9;
/** Fewer sclera pixels than this in both eyes together (per eye distance squared) and it is not used. */
const MIN_SCLERA_SHARE = 0.003;
/** Background: pixels whose person probability is below this and that hold no hair. */
const BACKGROUND_PERSON = 0.2;
const BACKGROUND_HAIR = 64;
const MIN_BACKGROUND_EDGES = 500;
const GREY_EDGE_P = 6;

const linear = (image: RgbImage, pixel: number): LinearRgb => ({
  r: srgb8ToLinear(image.data[pixel * 3] as number),
  g: srgb8ToLinear(image.data[pixel * 3 + 1] as number),
  b: srgb8ToLinear(image.data[pixel * 3 + 2] as number),
});

const luminance = ({ r, g, b }: LinearRgb) => 0.2126 * r + 0.7152 * g + 0.0722 * b;

/**
 * Gains that turn `seen` into `meant` at `seen`'s luminance (a von Kries correction on linear RGB), each
 * within MAX_GAIN of 1.
 */
function balancing(seen: LinearRgb, meant: LinearRgb): LinearRgb {
  const scale = luminance(seen) / luminance(meant);
  const gain = (key: keyof LinearRgb) =>
    Math.min(MAX_GAIN, Math.max(1 / MAX_GAIN, (meant[key] * scale) / Math.max(seen[key], 1e-6)));
  return { r: gain('r'), g: gain('g'), b: gain('b') };
}

const NEUTRAL: LinearRgb = { r: 1, g: 1, b: 1 };
const SCLERA_COLOUR: LinearRgb = labToLinearRgb({
  L: 116 * Math.cbrt(SCLERA.luminance) - 16,
  a: SCLERA.a,
  b: SCLERA.b,
});

/** The pixels of a box around each eye (photo pixel indices). */
export function eyeBoxPixels(image: RgbImage, face: FaceDetection): number[][] {
  const { rightEye, leftEye } = face.keypoints;
  const eyeDistance = Math.hypot(leftEye.x - rightEye.x, leftEye.y - rightEye.y);
  return [rightEye, leftEye].map(({ x, y }) => {
    const pixels: number[] = [];
    const halfWidth = EYE_BOX.halfWidth * eyeDistance;
    const halfHeight = EYE_BOX.halfHeight * eyeDistance;
    for (
      let py = Math.max(0, Math.ceil(y - halfHeight));
      py <= Math.min(image.height - 1, y + halfHeight);
      py++
    )
      for (
        let px = Math.max(0, Math.ceil(x - halfWidth));
        px <= Math.min(image.width - 1, x + halfWidth);
        px++
      )
        pixels.push(py * image.width + px);
    return pixels;
  });
}

/** The sclera's colour (linear RGB median) when enough of it shows; undefined otherwise. */
export function findSclera(image: RgbImage, face: FaceDetection): LinearRgb | undefined {
  const boxes = eyeBoxPixels(image, face);
  const sclera: LinearRgb[] = [];
  for (const box of boxes) {
    const colours = box.map((pixel) => linear(image, pixel));
    const labs = colours.map((colour) => linearRgbToLab(colour));
    const chroma = Float64Array.from(labs, ({ a, b }) => Math.hypot(a, b)).sort();
    const maxChroma =
      SCLERA_CHROMA_SHARE * (chroma[Math.floor((chroma.length - 1) * SKIN_CHROMA_QUANTILE)] ?? 0);
    const medianLightness = median(Float64Array.from(labs, ({ L }) => L));
    labs.forEach((lab, k) => {
      const colour = colours[k] as LinearRgb;
      if (Math.max(colour.r, colour.g, colour.b) >= 0.99 || lab.L < medianLightness) return;
      if (Math.hypot(lab.a, lab.b) < maxChroma) sclera.push(colour);
    });
  }
  const { rightEye, leftEye } = face.keypoints;
  const eyeDistance = Math.hypot(leftEye.x - rightEye.x, leftEye.y - rightEye.y);
  if (sclera.length < Math.max(8, MIN_SCLERA_SHARE * eyeDistance * eyeDistance)) return undefined;
  // The lit half of the candidates: the sclera is the lightest neutral surface by the eye; the darker ones are
  // its shaded corners and pale lid skin, which would read the face as underexposed.
  sclera.sort((p, q) => luminance(q) - luminance(p));
  const lit = sclera.slice(0, Math.ceil(sclera.length / 2));
  const channel = (key: keyof LinearRgb) => median(Float64Array.from(lit, (colour) => colour[key]));
  const found = { r: channel('r'), g: channel('g'), b: channel('b') };
  return linearRgbToLab(found).L >= MIN_SCLERA_LIGHTNESS ? found : undefined;
}

/** The illuminant's colour by grey-edge over the background (no person, no hair); undefined when too little. */
export function backgroundIlluminant(
  image: RgbImage,
  person: FloatPlane,
  mask: Uint8Array,
): LinearRgb | undefined {
  const { width, height } = image;
  const isBackground = (x: number, y: number) => {
    const px = Math.min(person.width - 1, Math.floor((x * person.width) / width));
    const py = Math.min(person.height - 1, Math.floor((y * person.height) / height));
    return (
      (person.data[py * person.width + px] as number) < BACKGROUND_PERSON &&
      (mask[y * width + x] as number) < BACKGROUND_HAIR
    );
  };
  const sums = { r: 0, g: 0, b: 0 };
  let edges = 0;
  // Every second pixel each way: the estimate is a sum over thousands of edges; a quarter of them agree.
  for (let y = 0; y < height - 1; y += 2) {
    for (let x = 0; x < width - 1; x += 2) {
      if (!isBackground(x, y) || !isBackground(x + 1, y + 1)) continue;
      const here = linear(image, y * width + x);
      const right = linear(image, y * width + x + 1);
      const below = linear(image, (y + 1) * width + x);
      for (const key of ['r', 'g', 'b'] as const) {
        sums[key] += Math.hypot(right[key] - here[key], below[key] - here[key]) ** GREY_EDGE_P;
      }
      edges++;
    }
  }
  if (edges < MIN_BACKGROUND_EDGES || sums.r + sums.g + sums.b === 0) return undefined;
  const norm = (sum: number) => (sum / edges) ** (1 / GREY_EDGE_P);
  return { r: norm(sums.r), g: norm(sums.g), b: norm(sums.b) };
}

/** The correction for the photo's light, from the references `mode` allows, the sclera first. */
export function estimateLight(
  image: RgbImage,
  face: FaceDetection,
  mask: Uint8Array,
  person: FloatPlane | undefined,
  mode: LightingMode,
  eyesCovered: boolean,
): LightEstimate {
  if (mode === 'off') return NO_CORRECTION;
  if (mode !== 'background' && !eyesCovered) {
    const sclera = findSclera(image, face);
    if (sclera) {
      const gains = balancing(sclera, SCLERA_COLOUR);
      const exposure = luminance(sclera) / SCLERA.luminance;
      return { reference: 'sclera', gains, exposure };
    }
  }
  if (mode !== 'sclera' && person) {
    const illuminant = backgroundIlluminant(image, person, mask);
    if (illuminant) return { reference: 'background', gains: balancing(illuminant, NEUTRAL), exposure: 1 };
  }
  return NO_CORRECTION;
}

/** A pixel's linear RGB under the estimated correction. */
export function correctedLinear(image: RgbImage, pixel: number, light: LightEstimate): LinearRgb {
  const { r, g, b } = linear(image, pixel);
  const { gains } = light;
  return { r: r * gains.r, g: g * gains.g, b: b * gains.b };
}
