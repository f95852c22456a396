/// <reference lib="webworker" />
import { loadPreviewPlanes, transferablesOf } from './preview-planes';

/*
 * Loads and prepares a photo's preview planes off the page's thread: fetching, decoding the photo and the
 * analysis, and preparing the hair layer take a few hundred milliseconds, during which the swatch row must
 * keep scrolling.
 */
declare const self: DedicatedWorkerGlobalScope;

export interface PlanesRequest {
  photoUrl: string;
  planesUrl: string;
}

self.onmessage = async (event: MessageEvent<PlanesRequest>) => {
  try {
    const planes = await loadPreviewPlanes(event.data);
    self.postMessage({ ok: true, planes }, transferablesOf(planes));
  } catch (error) {
    self.postMessage({ ok: false, message: error instanceof Error ? error.message : String(error) });
  }
};
