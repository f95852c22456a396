import type { RenderRecipe } from '@hairhue/catalogue';
import type { GlowHaloField, RenderPlan, RenderTuning } from '@hairhue/recolour';
import { glowHaloField, perceptualLightness, planRender, prepareHairLayer } from '@hairhue/recolour';
import { toHalfFloat } from '@/lib/hair-gl/half-float';
import { hairRegions } from './hair-regions';

/**
 * What live colour paints the camera's frames with until the next mask: the hair layer of the frame the
 * mask was made from, prepared by the engine's own code at the mask's size, and the shade's plan for it.
 * The per-pixel light comes from each new frame on the GPU; what is made here is what varies slowly (where
 * the hair is, its broad shading and coverage, the shade's calibration), so it keeps up at the mask's rate.
 */
export interface LiveLayer {
  size: number;
  /**
   * Per texel over the whole frame stretched to size×size, RGBA as half floats: alpha, alpha × base
   * lightness, alpha × coverage, and the frame's own perceptual lightness there (every texel, hair or not),
   * which guides the shader's upsampling to the frame's edges. Mixed between texels it is a normalised
   * convolution: the base at a point is g / r, with no pull towards 0 at the hair's edge.
   */
  plane: Uint16Array;
  /** Where the hair shader runs: rectangles of the frame's unit square (hairRegions). */
  regions: Float32Array;
  medianBase: number;
  /** Per texel, the shade-table entry of shades that vary across the hair (ombré, balayage…), else null. */
  entryPlane: Uint8Array | null;
  /** The glow's halo around the hair, in texels, for glow effects only. */
  halo: GlowHaloField | null;
  plan: RenderPlan;
}

/** The live layer of a size×size RGBA frame and its hair probability, for a recipe and tuning. */
export function liveLayer(
  rgba: Uint8ClampedArray,
  mask: Float32Array,
  size: number,
  recipe: RenderRecipe,
  tuning?: Partial<RenderTuning>,
): LiveLayer {
  const pixels = size * size;
  if (rgba.length !== pixels * 4 || mask.length !== pixels) {
    throw new RangeError(`expected a ${size}×${size} frame and mask`);
  }
  const rgb = new Uint8Array(pixels * 3);
  const probability = new Uint8Array(pixels);
  const plane = new Uint16Array(pixels * 4);
  for (let i = 0; i < pixels; i++) {
    const r = rgba[i * 4];
    const g = rgba[i * 4 + 1];
    const b = rgba[i * 4 + 2];
    rgb[i * 3] = r;
    rgb[i * 3 + 1] = g;
    rgb[i * 3 + 2] = b;
    probability[i] = Math.round(Math.min(1, Math.max(0, mask[i])) * 255);
    plane[i * 4 + 3] = toHalfFloat(perceptualLightness(r, g, b));
  }
  const layer = prepareHairLayer({ width: size, height: size, data: rgb }, probability);
  const plan = planRender(layer, recipe, tuning);
  const { indices, alpha, base, coverage } = layer;
  for (let j = 0; j < indices.length; j++) {
    const o = indices[j] * 4;
    plane[o] = toHalfFloat(alpha[j]);
    plane[o + 1] = toHalfFloat(alpha[j] * base[j]);
    plane[o + 2] = toHalfFloat(alpha[j] * coverage[j]);
  }
  const { entryOf } = plan.field;
  let entryPlane: Uint8Array | null = null;
  if (entryOf) {
    entryPlane = new Uint8Array(pixels);
    for (let j = 0; j < indices.length; j++) entryPlane[indices[j]] = entryOf[j];
  }
  const halo = plan.glow ? glowHaloField(layer) : null;
  return {
    size,
    plane,
    regions: hairRegions(indices, size, halo ?? undefined),
    medianBase: layer.stats.medianBase,
    entryPlane,
    halo,
    plan,
  };
}

/** The layer's big buffers, handed from one thread to the next without a copy. */
export function layerBuffers(layer: LiveLayer): ArrayBuffer[] {
  const buffers = [layer.plane.buffer, layer.regions.buffer];
  if (layer.entryPlane) buffers.push(layer.entryPlane.buffer);
  if (layer.halo) buffers.push(layer.halo.halo.buffer);
  return buffers.filter((buffer): buffer is ArrayBuffer => buffer instanceof ArrayBuffer);
}
