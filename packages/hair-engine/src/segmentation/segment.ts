import type { GuardResult, Guards } from '../guards';
import { resizeRgb } from '../image/resize';
import type { FloatPlane, RgbImage } from '@hairhue/recolour';
import { colourLikelihoodLogit } from './colour-likelihood';
import { growHair } from './grow';
import type { GuidedCoefficients } from '@hairhue/recolour';
import {
  applyCoefficientsUpsampled,
  applyGuided,
  fitGuided,
  guideFromRgb,
  prepareGuide,
} from '@hairhue/recolour';
import type { HairModel } from './hair-model';
import { MODEL_SIDE, PackedInput } from './hair-model';
import { cropRgb, faceCropRect, mergeCropMask } from './face-crop';
import { clipToPerson, protectFaces } from './guard-masks';
import { removeSpeckle } from './speckle';
import { meanFieldRefine } from './mean-field';
import { resizePlane, samplingPositions } from '@hairhue/recolour';

/**
 * Long side of the copy of the photo on which the refinement is fitted. The network's answer is 512² for the
 * whole photo and the full-resolution detail comes from the guide, so a larger copy costs more for no gain
 * (measured: 512 and 384 within 0.0005 IoU of 256).
 */
const REFINE_SIDE = 256;
/** Guided-filter window radius as a fraction of the photo's long side (16 px of the network's 512). */
const GUIDED_RADIUS = 1 / 32;
const GUIDED_EPSILON = 0.01;
/** Weight of the photo's colour evidence against the network's opinion. */
const COLOUR_STRENGTH = 0.3;
/**
 * Mean-field pairwise term (the same guided filter): its weight in log-odds, and the number of iterations
 * (one is enough: a second moved the eval set's IoU by 0.0001).
 */
const MEAN_FIELD_WEIGHT = 2;
const MEAN_FIELD_ITERATIONS = 1;
/**
 * Where the network itself is this sure (second pass), the hair counts as solid, fully so at SURE_FULL: the
 * guided filter follows every light gap between dark curls, but a colourist dyes the whole head of hair, and
 * a mask with holes inside the hair leaves patches of the old colour.
 */
const SURE_FROM = 0.6;
const SURE_FULL = 0.85;
/** Enclosed regions (holes in the hair, islands of hair) up to this fraction of the hair's area are speckle. */
const MAX_SPECKLE_FRACTION = 0.001;

/**
 * Hair probability at the photo's full resolution, in [0, 1].
 *
 * 1. The network sees the photo stretched to 512² and its mirror image; the two answers are averaged.
 * 2. That first answer is refined on a ≤256 px copy of the photo (below) and fed back as the network's
 *    "previous frame" channel for a second pass (again with its mirror): the network was trained to follow a
 *    previous mask, and the refined one is the best such mask a still photo has.
 * 3. The second answer is refined the same way and the result applied at full resolution.
 * 4. With the guards: where the face is small in the photo (its box under a quarter of the short side), steps
 *    1–3 run again on a face-centred crop and that sharper answer is blended in; hair is then limited to the
 *    person, and cut over brows, eyes and face skin unless the network is very sure (a fringe).
 * 5. Speckle is removed (small holes between strands filled, small stray islands dropped).
 *
 * Refinement: the photo's own colours sharpen the probability (colour-histogram likelihood ratio); a
 * mean-field step with the colour guided filter as the pairwise term lets unsure pixels follow their
 * like-coloured neighbours; a colour guided filter fits the result to the photo's edges, and its linear
 * coefficients are applied to the full-resolution pixels, so strands stay soft and colour does not spill
 * onto skin, ears, background or clothes.
 */
export async function segmentHair(
  image: RgbImage,
  model: HairModel,
  guards?: Guards,
  looked?: GuardResult,
): Promise<FloatPlane> {
  const { width, height } = image;
  // What the guards saw may be passed in when the caller needs it too (the matte widens at the temples).
  const seen = looked ?? (guards ? await guards.look(image) : undefined);
  const { mask, probability } = await segmentWhole(image, model, seen);
  const [face] = seen?.faces ?? [];
  const rect = face ? faceCropRect(face, width, height) : undefined;
  if (rect) {
    const crop = await segmentWhole(await cropRgb(image, rect), model);
    mergeCropMask(mask, width, height, rect, crop.mask);
  }
  if (seen) {
    clipToPerson(mask, width, height, seen.person);
    protectFaces(mask, width, height, seen.faces, probability);
  }
  removeSpeckle(mask, width, height, MAX_SPECKLE_FRACTION);
  return { width, height, data: mask };
}

/** Steps 1–3 below (without speckle removal) on a whole image: the mask and the network's last answer. */
async function segmentWhole(
  image: RgbImage,
  model: HairModel,
  seen?: GuardResult,
): Promise<{ mask: Float32Array; probability: FloatPlane }> {
  const { width, height } = image;
  const scale = Math.min(1, REFINE_SIDE / Math.max(width, height));
  const refineWidth = Math.max(1, Math.round(width * scale));
  const refineHeight = Math.max(1, Math.round(height * scale));
  // Both resizes run on sharp's worker threads; the small copy is only needed after the first pass.
  const smallCopy = resizeRgb(image, refineWidth, refineHeight);
  const stretched = await resizeRgb(image, MODEL_SIDE, MODEL_SIDE);
  const input = PackedInput.of(stretched);
  const mirrored = PackedInput.of(mirrorRgb(stretched));

  const firstPass = averageWithMirror(await model.predict(input), await model.predict(mirrored));
  const refiner = createRefiner(await smallCopy);
  const refinedFirst = refiner.mask(resizePlane(firstPass, refineWidth, refineHeight).data);
  const prior = resizePlane(
    { width: refineWidth, height: refineHeight, data: refinedFirst },
    MODEL_SIDE,
    MODEL_SIDE,
  );
  const secondPass = averageWithMirror(
    await model.predict(input, prior.data),
    await model.predict(mirrored, mirrorPlane(prior).data),
  );

  const probability = resizePlane(secondPass, refineWidth, refineHeight);
  const grown = growHair(await smallCopy, probability, {
    scale,
    person: seen?.person,
    face: seen?.faces[0],
  });
  const mask = applyCoefficientsUpsampled(refiner.coefficients(grown.data), image);
  // Only the network's own sure hair is filled: grown hair holds one flat value on the coarse grid, which
  // filled in would draw its blocks onto the photo; the edge-aware fit above already gives it its coverage.
  fillWhereSure(mask, probability, width, height);
  return { mask, probability };
}

/**
 * Raises the mask to 1 (smoothly) wherever the network's own probability says the pixel is surely hair.
 * The sure plane is upsampled bilinearly (pixel centres aligned, as resizePlane does), but only where one of
 * its four neighbouring samples is above zero: most of a photo is nowhere near sure hair.
 */
function fillWhereSure(mask: Float32Array, probability: FloatPlane, width: number, height: number): void {
  const { width: sw, height: sh } = probability;
  const sure = new Float32Array(probability.data.length);
  for (let i = 0; i < sure.length; i++) {
    const t = (probability.data[i] - SURE_FROM) / (SURE_FULL - SURE_FROM);
    sure[i] = t <= 0 ? 0 : t >= 1 ? 1 : t * t * (3 - 2 * t);
  }
  const { low: x0s, high: x1s, fraction: fxs } = samplingPositions(width, sw / width, sw);
  const rows = samplingPositions(height, sh / height, sh);
  for (let y = 0; y < height; y++) {
    const row0 = rows.low[y] * sw;
    const row1 = rows.high[y] * sw;
    const fy = rows.fraction[y];
    for (let x = 0, i = y * width; x < width; x++, i++) {
      const a = sure[row0 + x0s[x]];
      const b = sure[row0 + x1s[x]];
      const c = sure[row1 + x0s[x]];
      const d = sure[row1 + x1s[x]];
      if (a + b + c + d === 0) continue;
      const fx = fxs[x];
      const value = (a + (b - a) * fx) * (1 - fy) + (c + (d - c) * fx) * fy;
      if (value > mask[i]) mask[i] = value;
    }
  }
}

interface Refiner {
  /** Guided-filter coefficients of the refined hair probability, on the small copy's grid. */
  coefficients(probability: Float32Array): GuidedCoefficients;
  /** The refined hair probability itself on the small copy's grid, in [0, 1]. */
  mask(probability: Float32Array): Float32Array;
}

/** The refinement for one photo: the guide statistics of its small copy are computed once, used twice. */
function createRefiner(small: RgbImage): Refiner {
  const guide = guideFromRgb(small);
  const radius = Math.max(2, Math.round(GUIDED_RADIUS * Math.max(small.width, small.height)));
  const edges = prepareGuide(guide, radius, GUIDED_EPSILON);
  const coefficients = (probability: Float32Array) => {
    const evidence = colourLikelihoodLogit(small.data, probability, COLOUR_STRENGTH);
    return fitGuided(edges, meanFieldRefine(edges, evidence, MEAN_FIELD_WEIGHT, MEAN_FIELD_ITERATIONS));
  };
  return {
    coefficients,
    mask(probability) {
      const out = applyGuided(edges, coefficients(probability));
      for (let i = 0; i < out.length; i++) out[i] = out[i] < 0 ? 0 : out[i] > 1 ? 1 : out[i];
      return out;
    },
  };
}

function mirrorRgb(image: RgbImage): RgbImage {
  const { width, height, data } = image;
  const out = new Uint8Array(data.length);
  for (let y = 0; y < height; y++) {
    const row = y * width * 3;
    for (let x = 0, back = (width - 1) * 3; x < width * 3; x += 3, back -= 3) {
      out[row + back] = data[row + x];
      out[row + back + 1] = data[row + x + 1];
      out[row + back + 2] = data[row + x + 2];
    }
  }
  return { width, height, data: out };
}

function mirrorPlane(plane: FloatPlane): FloatPlane {
  const { width, height, data } = plane;
  const out = new Float32Array(data.length);
  for (let y = 0; y < height; y++) {
    const row = y * width;
    for (let x = 0; x < width; x++) out[row + width - 1 - x] = data[row + x];
  }
  return { width, height, data: out };
}

/** Averages a prediction with the prediction for the mirrored photo, mirrored back. */
function averageWithMirror(direct: FloatPlane, ofMirror: FloatPlane): FloatPlane {
  const { width, height } = direct;
  const out = new Float32Array(direct.data.length);
  for (let y = 0; y < height; y++) {
    const row = y * width;
    for (let x = 0; x < width; x++) {
      out[row + x] = (direct.data[row + x] + ofMirror.data[row + width - 1 - x]) / 2;
    }
  }
  return { width, height, data: out };
}
