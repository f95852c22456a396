import type { AnalysisPixels, GlowHaloField, HairLayer, RgbImage } from '@hairhue/recolour';
import { glowHaloField, planningGamutGrid, prepareHairLayer, unpackAnalysisPixels } from '@hairhue/recolour';
import { decode } from 'fast-png';
import { toHalfFloat } from '@/lib/hair-gl/half-float';

/** What the preview paints from: the photo and the hair layer the engine would render it with. */
export interface PreviewPlanes {
  width: number;
  height: number;
  /** The photo, RGBA, row-major from the top. */
  photo: Uint8Array;
  layer: HairLayer;
  /**
   * Per pixel, as half floats: the layer's alpha, base lightness, coverage and lightness (all 0 where it is
   * not hair). Half the memory of 32-bit floats for the largest of the planes.
   */
  layerPlane: Uint16Array;
  /** Per pixel, RGBA: the matte's hair colour on the outline; null when the analysis holds no matte. */
  foregroundPlane: Uint8Array | null;
  halo: GlowHaloField;
  /** The planner's gamut grid, built where the planes were, so the page need not build it again. */
  gamutGrid: Float64Array;
}

export class PreviewPlanesError extends Error {
  override readonly name = 'PreviewPlanesError';
}

/** The analysis PNG as the engine stores it: a grey probability, or a matte (alpha + the hair's colour). */
export function readAnalysis(png: Uint8Array, width: number, height: number): AnalysisPixels {
  // Decoded in script, not by the browser: its image decoder may premultiply or colour-manage, and these
  // are numbers, not colours.
  const image = decode(png);
  if (image.width !== width || image.height !== height) {
    throw new PreviewPlanesError(
      `The hair analysis is ${image.width}×${image.height}, the photo ${width}×${height}`,
    );
  }
  if (image.depth !== 8 || !(image.data instanceof Uint8Array)) {
    throw new PreviewPlanesError('The hair analysis is not an 8-bit image');
  }
  return unpackAnalysisPixels(image.data, width * height, image.channels);
}

/**
 * What the planes worker keeps of a photo once it is loaded: the photo and its automatic analysis, from
 * which the touch-up brush's strokes prepare the hair layer again (corrected-layer.ts).
 */
export interface PhotoAnalysis {
  image: RgbImage;
  mask: Uint8Array;
  /** The matte's hair colour under each partly covered pixel, in row order; absent for a grey analysis. */
  foreground?: Uint8Array;
}

/** The part of the planes that follows where the hair is: prepared again when the brush changes it. */
export type PreviewLayer = Pick<PreviewPlanes, 'layer' | 'layerPlane' | 'foregroundPlane' | 'halo'>;

/** The photo (RGBA) and its analysis PNG, read into what the engine prepares a hair layer from. */
export function photoAnalysis(
  photo: Uint8Array,
  width: number,
  height: number,
  analysisPng: Uint8Array,
): PhotoAnalysis {
  if (photo.length !== width * height * 4) throw new PreviewPlanesError('The photo is not RGBA of its size');
  const rgb = new Uint8Array(width * height * 3);
  for (let i = 0, o = 0; i < rgb.length; i += 3, o += 4) {
    rgb[i] = photo[o] ?? 0;
    rgb[i + 1] = photo[o + 1] ?? 0;
    rgb[i + 2] = photo[o + 2] ?? 0;
  }
  const { mask, foreground } = readAnalysis(analysisPng, width, height);
  return { image: { width, height, data: rgb }, mask, foreground };
}

/** Prepares the photo's hair exactly as the engine does (the same package), laid out as textures. */
export function previewLayer(image: RgbImage, mask: Uint8Array, foreground?: Uint8Array): PreviewLayer {
  const { width, height } = image;
  const layer = prepareHairLayer(image, mask, foreground);
  const layerPlane = new Uint16Array(width * height * 4);
  const foregroundPlane = layer.foreground ? new Uint8Array(width * height * 4) : null;
  const { indices, alpha, base, coverage, lightness } = layer;
  for (let j = 0; j < indices.length; j++) {
    const o = (indices[j] ?? 0) * 4;
    layerPlane[o] = toHalfFloat(alpha[j] ?? 0);
    layerPlane[o + 1] = toHalfFloat(base[j] ?? 0);
    layerPlane[o + 2] = toHalfFloat(coverage[j] ?? 0);
    layerPlane[o + 3] = toHalfFloat(lightness[j] ?? 0);
    if (foregroundPlane && layer.foreground) {
      foregroundPlane[o] = layer.foreground[j * 3] ?? 0;
      foregroundPlane[o + 1] = layer.foreground[j * 3 + 1] ?? 0;
      foregroundPlane[o + 2] = layer.foreground[j * 3 + 2] ?? 0;
      foregroundPlane[o + 3] = 255;
    }
  }
  return { layer, layerPlane, foregroundPlane, halo: glowHaloField(layer) };
}

/** The planes of a photo (RGBA) and its analysis as read by photoAnalysis. */
export function planesOf(photo: Uint8Array, analysis: PhotoAnalysis): PreviewPlanes {
  const { width, height } = analysis.image;
  return {
    width,
    height,
    photo,
    ...previewLayer(analysis.image, analysis.mask, analysis.foreground),
    // A copy: handing the grid over detaches its buffer, and this thread's planner keeps using its own.
    gamutGrid: planningGamutGrid().slice(),
  };
}

/** The planes of a photo (RGBA) and its analysis PNG, as the page paints them. */
export function buildPreviewPlanes(
  photo: Uint8Array,
  width: number,
  height: number,
  analysisPng: Uint8Array,
): PreviewPlanes {
  return planesOf(photo, photoAnalysis(photo, width, height, analysisPng));
}

/**
 * Fetches and decodes the photo and its analysis: with planesOf, a few hundred milliseconds of work on a
 * phone, once per photo. Runs in the planes worker, so the page never stalls for it.
 */
export async function loadPhotoAnalysis(urls: {
  photoUrl: string;
  planesUrl: string;
}): Promise<{ photo: Uint8Array; analysis: PhotoAnalysis }> {
  const [photoResponse, planesResponse] = await Promise.all([fetch(urls.photoUrl), fetch(urls.planesUrl)]);
  if (!photoResponse.ok)
    throw new PreviewPlanesError(`The photo could not be loaded (${photoResponse.status})`);
  if (!planesResponse.ok) {
    throw new PreviewPlanesError(`The hair analysis could not be loaded (${planesResponse.status})`);
  }
  const bitmap = await createImageBitmap(await photoResponse.blob(), {
    colorSpaceConversion: 'none',
    premultiplyAlpha: 'none',
  });
  const { width, height } = bitmap;
  const context = new OffscreenCanvas(width, height).getContext('2d', { willReadFrequently: true });
  if (!context) throw new PreviewPlanesError('This browser cannot read the photo’s pixels');
  context.drawImage(bitmap, 0, 0);
  bitmap.close();
  const pixels = context.getImageData(0, 0, width, height).data;
  const photo = new Uint8Array(pixels.buffer, pixels.byteOffset, pixels.byteLength);
  const analysisPng = new Uint8Array(await planesResponse.arrayBuffer());
  return { photo, analysis: photoAnalysis(photo, width, height, analysisPng) };
}

/** The big buffers of a hair layer, handed from the worker to the page without a copy. */
export function layerTransferables(preview: PreviewLayer): ArrayBuffer[] {
  const { layer } = preview;
  const views: ArrayBufferView[] = [
    preview.layerPlane,
    layer.indices,
    layer.xs,
    layer.ys,
    layer.alpha,
    layer.lightness,
    layer.base,
    layer.coverage,
  ];
  if (preview.foregroundPlane) views.push(preview.foregroundPlane);
  if (layer.foreground) views.push(layer.foreground);
  return buffersOf(views);
}

/** The big buffers of a set of planes, handed from the worker to the page without a copy. */
export function transferablesOf(planes: PreviewPlanes): ArrayBuffer[] {
  return [...new Set([...buffersOf([planes.gamutGrid, planes.photo]), ...layerTransferables(planes)])];
}

function buffersOf(views: readonly ArrayBufferView[]): ArrayBuffer[] {
  const buffers = new Set<ArrayBuffer>();
  for (const view of views) if (view.buffer instanceof ArrayBuffer) buffers.add(view.buffer);
  return [...buffers];
}
