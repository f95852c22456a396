import { layerBuffers, type LiveLayer } from './live-layer';
import type { LivePaintAnswer, LivePaintRequest } from './live-paint.worker';
import { PaintScale } from './paint-scale';

/** What the surface talks to: the paint worker, or a stand-in in tests. */
export interface LivePaintWorker {
  postMessage(message: LivePaintRequest, transfer?: Transferable[]): void;
  onmessage: ((event: MessageEvent<LivePaintAnswer>) => void) | null;
  terminate(): void;
}

/** Where live colour paints the camera's frames: in a worker (LiveSurface) or on the page (LivePageSurface). */
export interface LiveCanvasSurface {
  /** Takes a new live layer: used from the next frame painted. */
  setLayer(layer: LiveLayer): void;
  /** Offers the camera's current frame, shown at `now` (ms), to paint. */
  offer(video: HTMLVideoElement, now?: number): void;
  dispose(): void;
}

/**
 * The viewfinder's live colour canvas, handed to its own worker to paint (live-paint.worker.ts): it takes
 * each new layer, and the camera's frames one at a time, dropping a frame offered while the last is still
 * being painted (a queue would only fall behind the camera). A canvas can be handed over only once: a
 * surface lives as long as its canvas element, and `dispose` ends both.
 */
export class LiveSurface implements LiveCanvasSurface {
  private painting = false;
  private disposed = false;
  private readonly paintScale = new PaintScale();

  private constructor(private readonly worker: LivePaintWorker) {}

  /** Hands `canvas` to a new paint worker; rejects (and stops the worker) when it cannot paint there. */
  static async start(
    canvas: HTMLCanvasElement,
    createWorker: () => LivePaintWorker = createPaintWorker,
  ): Promise<LiveSurface> {
    const offscreen = canvas.transferControlToOffscreen();
    const worker = createWorker();
    try {
      await new Promise<void>((resolve, reject) => {
        worker.onmessage = (event) => {
          const answer = event.data;
          if (answer.kind !== 'started') return;
          if (answer.ok) resolve();
          else reject(new Error(answer.message));
        };
        worker.postMessage({ kind: 'start', canvas: offscreen }, [offscreen]);
      });
    } catch (error) {
      worker.terminate();
      throw error;
    }
    const surface = new LiveSurface(worker);
    worker.onmessage = (event) => {
      if (event.data.kind === 'painted') surface.painting = false;
    };
    return surface;
  }

  /** Takes a new live layer (its buffers move to the worker): used from the next frame painted. */
  setLayer(layer: LiveLayer): void {
    this.worker.postMessage({ kind: 'layer', layer }, layerBuffers(layer));
  }

  /**
   * Offers the camera's current frame; it is painted unless the last one still is, at the size the
   * painter's pace allows (PaintScale). Handed over as a
   * VideoFrame where the browser has them: a reference to the camera's own frame, converted to RGB in the
   * worker when uploaded, where an ImageBitmap would be converted here.
   */
  offer(video: HTMLVideoElement, now = performance.now()): void {
    if (this.disposed) return;
    this.paintScale.record(now, !this.painting);
    if (this.painting) return;
    this.painting = true;
    const { scale } = this.paintScale;
    cameraFrame(video).then(
      (frame) => {
        if (this.disposed) return frame.close();
        this.worker.postMessage({ kind: 'frame', frame, scale }, [frame]);
      },
      () => {
        // No frame to take (the camera is between streams): the next one is offered.
        this.painting = false;
      },
    );
  }

  dispose(): void {
    this.disposed = true;
    this.worker.onmessage = null;
    this.worker.terminate();
  }
}

async function cameraFrame(video: HTMLVideoElement): Promise<VideoFrame | ImageBitmap> {
  return typeof VideoFrame === 'function' ? new VideoFrame(video) : createImageBitmap(video);
}

function createPaintWorker(): LivePaintWorker {
  return new Worker(new URL('./live-paint.worker.ts', import.meta.url), { type: 'module' });
}
