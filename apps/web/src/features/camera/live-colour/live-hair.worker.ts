/// <reference lib="webworker" />
import type { RenderRecipe } from '@hairhue/catalogue';
import type { RenderTuning } from '@hairhue/recolour';
import * as ort from 'onnxruntime-web/wasm';
import wasmUrl from 'onnxruntime-web/ort-wasm-simd-threaded.wasm?url';
import { hasSha256, LiveHairModel } from './live-hair-model';
import { layerBuffers, liveLayer, type LiveLayer } from './live-layer';

/*
 * Runs the hair network on the camera's frames off the page's thread, with onnxruntime-web's WebAssembly
 * backend (the WebGL backend has no MaxUnpool, and WebGPU's no PRelu). The wasm file is served from our own
 * build, never a CDN, and the model from our server, checked against the sha256 the server gave before it
 * runs. One thread: a page without cross-origin isolation (the iOS web view among them) gets no more.
 */
declare const self: DedicatedWorkerGlobalScope;

export type LiveHairRequest =
  | { kind: 'load'; modelUrl: string; sha256: string }
  /** A frame drawn at size×size, RGBA (transferred). */
  | { kind: 'segment'; ticket: number; size: number; rgba: Uint8ClampedArray }
  /** Forget the previous frame and mask: the next mask is the network's own. */
  | { kind: 'reset' }
  /** The shade to prepare each frame's layer for (none: masks only), numbered by the page. */
  | { kind: 'shade'; recipe: RenderRecipe | null; tuning?: Partial<RenderTuning>; version: number };

export type LiveHairAnswer =
  | { kind: 'loaded'; ok: true; milliseconds: number }
  | { kind: 'loaded'; ok: false; message: string }
  /**
   * The hair probability at size×size (transferred), how long the network's pass took, and with a shade
   * (the version of the page's shade message it was made for)
   * chosen, the frame's layer for it.
   */
  | {
      kind: 'mask';
      ticket: number;
      size: number;
      mask: Float32Array;
      milliseconds: number;
      layer: LiveLayer | null;
      shadeVersion: number;
    }
  | { kind: 'failed'; ticket: number; message: string };

ort.env.wasm.wasmPaths = { wasm: new URL(wasmUrl, self.location.href).href };
ort.env.wasm.numThreads = 1;

let session: ort.InferenceSession | undefined;
let model: LiveHairModel | undefined;
let shade: Extract<LiveHairRequest, { kind: 'shade' }> | undefined;

async function load(modelUrl: string, sha256: string): Promise<void> {
  const response = await fetch(modelUrl);
  if (!response.ok) throw new Error(`The hair model could not be fetched (HTTP ${response.status})`);
  const bytes = await response.arrayBuffer();
  if (!(await hasSha256(bytes, sha256))) throw new Error('The hair model did not match its checksum');
  session = await ort.InferenceSession.create(new Uint8Array(bytes), {
    executionProviders: ['wasm'],
    graphOptimizationLevel: 'all',
  });
  const running = session;
  model = new LiveHairModel(async (input, side) => {
    const result = await running.run({ input: new ort.Tensor('float32', input, [1, side, side, 4]) });
    const mask = result['mask'];
    if (!mask) throw new Error('The hair model gave no mask');
    return mask.data as Float32Array;
  });
}

function message(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

self.onmessage = async (event: MessageEvent<LiveHairRequest>) => {
  const request = event.data;
  if (request.kind === 'load') {
    const started = performance.now();
    try {
      await load(request.modelUrl, request.sha256);
      const answer: LiveHairAnswer = { kind: 'loaded', ok: true, milliseconds: performance.now() - started };
      self.postMessage(answer);
    } catch (error) {
      self.postMessage({ kind: 'loaded', ok: false, message: message(error) } satisfies LiveHairAnswer);
    }
    return;
  }
  if (request.kind === 'reset') {
    model?.reset();
    return;
  }
  if (request.kind === 'shade') {
    shade = request.recipe ? request : undefined;
    return;
  }
  const { ticket, size, rgba } = request;
  try {
    if (!model) throw new Error('The hair model is not loaded');
    const started = performance.now();
    const mask = await model.segment(rgba, size);
    const milliseconds = performance.now() - started;
    const layer = shade?.recipe ? liveLayer(rgba, mask, size, shade.recipe, shade.tuning) : null;
    const shadeVersion = layer && shade ? shade.version : 0;
    const answer: LiveHairAnswer = { kind: 'mask', ticket, size, mask, milliseconds, layer, shadeVersion };
    self.postMessage(answer, [mask.buffer, ...(layer ? layerBuffers(layer) : [])]);
  } catch (error) {
    self.postMessage({ kind: 'failed', ticket, message: message(error) } satisfies LiveHairAnswer);
  }
};
