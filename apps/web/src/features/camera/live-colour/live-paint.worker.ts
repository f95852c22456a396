/// <reference lib="webworker" />
import type { LiveLayer } from './live-layer';
import { LivePainter } from './live-painter';

/*
 * Paints live colour's frames off the page's thread, on the viewfinder canvas handed over as an
 * OffscreenCanvas. Where the compositor is software (no GPU), a WebGL canvas is read back for every frame
 * shown, and that read waits for the frame's shading: on the page's thread it made every frame a long task
 * (40–60 ms on this machine's SwiftShader), here it delays nothing the person touches.
 */
declare const self: DedicatedWorkerGlobalScope;

export type LivePaintRequest =
  | { kind: 'start'; canvas: OffscreenCanvas }
  /** The newest mask's layer for the shade chosen (its buffers transferred). */
  | { kind: 'layer'; layer: LiveLayer }
  /**
   * A camera frame to paint with the newest layer (transferred; closed once painted), at `scale` of its
   * size (PaintScale).
   */
  | { kind: 'frame'; frame: VideoFrame | ImageBitmap; scale: number };

export type LivePaintAnswer =
  | { kind: 'started'; ok: true }
  | { kind: 'started'; ok: false; message: string }
  /**
   * A frame was painted, or dropped for want of a layer: the next may come. `error` is the WebGL error
   * after the first frame painted with each layer (0: none), else null (asking every frame would wait on
   * the GPU every frame).
   */
  | { kind: 'painted'; error: number | null };

let painter: LivePainter | null = null;
let canvas: OffscreenCanvas | undefined;
let newLayer = false;

self.onmessage = (event: MessageEvent<LivePaintRequest>) => {
  const request = event.data;
  if (request.kind === 'start') {
    canvas = request.canvas;
    painter = LivePainter.create(canvas);
    const answer: LivePaintAnswer = painter
      ? { kind: 'started', ok: true }
      : { kind: 'started', ok: false, message: 'WebGL2 is not available in a worker' };
    self.postMessage(answer);
    return;
  }
  if (request.kind === 'layer') {
    painter?.setLayer(request.layer);
    newLayer = true;
    return;
  }
  const { frame, scale } = request;
  const [width, height] =
    'displayWidth' in frame ? [frame.displayWidth, frame.displayHeight] : [frame.width, frame.height];
  let error: number | null = null;
  if (painter && canvas && painter.hasLayer) {
    const [canvasWidth, canvasHeight] = [Math.round(width * scale), Math.round(height * scale)];
    if (canvas.width !== canvasWidth || canvas.height !== canvasHeight) {
      canvas.width = canvasWidth;
      canvas.height = canvasHeight;
    }
    painter.paint(frame, width, height);
    if (newLayer) error = painter.error();
    newLayer = false;
  }
  frame.close();
  self.postMessage({ kind: 'painted', error } satisfies LivePaintAnswer);
};
