/// <reference lib="webworker" />
import type { HairStrokeInput } from '@hairhue/recolour';
import { correctedPreviewLayer } from './corrected-layer';
import {
  layerTransferables,
  loadPhotoAnalysis,
  planesOf,
  transferablesOf,
  type PhotoAnalysis,
  type PreviewLayer,
  type PreviewPlanes,
} from './preview-planes';

/*
 * Loads and prepares a photo's preview planes off the page's thread: fetching, decoding the photo and the
 * analysis, and preparing the hair layer take a few hundred milliseconds, during which the swatch row must
 * keep scrolling. It then keeps the analysis, to prepare the layer again with the touch-up brush's strokes.
 */
declare const self: DedicatedWorkerGlobalScope;

export type PlanesRequest =
  | { kind: 'load'; photoUrl: string; planesUrl: string }
  /** The automatic analysis with these strokes applied (none: the automatic layer again). */
  | { kind: 'correct'; strokes: readonly HairStrokeInput[] };

export type PlanesAnswer =
  | { kind: 'planes'; ok: true; planes: PreviewPlanes }
  /** `newestWithoutHair`: the last of the strokes is an 'add' stroke that found nothing like hair. */
  | { kind: 'layer'; ok: true; layer: PreviewLayer; newestWithoutHair: boolean }
  | { kind: 'planes' | 'layer'; ok: false; message: string };

let analysis: PhotoAnalysis | null = null;

function fail(kind: 'planes' | 'layer', error: unknown): void {
  const message = error instanceof Error ? error.message : String(error);
  self.postMessage({ kind, ok: false, message } satisfies PlanesAnswer);
}

self.onmessage = async (event: MessageEvent<PlanesRequest>) => {
  const request = event.data;
  if (request.kind === 'load') {
    try {
      const loaded = await loadPhotoAnalysis(request);
      analysis = loaded.analysis;
      const planes = planesOf(loaded.photo, loaded.analysis);
      self.postMessage({ kind: 'planes', ok: true, planes } satisfies PlanesAnswer, transferablesOf(planes));
    } catch (error) {
      fail('planes', error);
    }
    return;
  }
  try {
    if (!analysis) throw new Error('The photo is not loaded yet');
    const { strokesWithoutHair, ...layer } = correctedPreviewLayer(analysis, request.strokes);
    const newestWithoutHair = strokesWithoutHair.includes(request.strokes.length - 1);
    self.postMessage(
      { kind: 'layer', ok: true, layer, newestWithoutHair } satisfies PlanesAnswer,
      layerTransferables(layer),
    );
  } catch (error) {
    fail('layer', error);
  }
};
