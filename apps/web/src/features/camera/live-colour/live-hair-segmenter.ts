import type { RenderRecipe } from '@hairhue/catalogue';
import type { LiveColorModel } from '@hairhue/contracts';
import type { RenderTuning } from '@hairhue/recolour';
import { getLiveColorModel } from '@/api/live-color-model';
import { FrameScheduler } from './frame-scheduler';
import { InputSizeChooser } from './input-size';
import type { LiveHairAnswer, LiveHairRequest } from './live-hair.worker';
import type { LiveLayer } from './live-layer';

/**
 * The newest hair mask of the live camera: probabilities at size×size over the whole frame, stretched, and
 * with a shade chosen, the frame's layer for it.
 */
export interface LiveMask {
  mask: Float32Array;
  size: number;
  layer: LiveLayer | null;
}

/** How many of the network's pass times `passes` keeps. */
const KEPT_PASSES = 120;

/** What the segmenter talks to: the worker, or a stand-in in tests. */
export interface LiveHairWorker {
  postMessage(message: LiveHairRequest, transfer?: Transferable[]): void;
  onmessage: ((event: MessageEvent<LiveHairAnswer>) => void) | null;
  terminate(): void;
}

/** Draws the frame stretched to size×size and returns its RGBA pixels (the network sees the whole frame). */
export type GrabFrame = (frame: CanvasImageSource, size: number) => Uint8ClampedArray;

export interface LiveHairSegmenterOptions {
  onMask: (mask: LiveMask) => void;
  describe?: () => Promise<LiveColorModel>;
  createWorker?: () => LiveHairWorker;
  grab?: GrabFrame;
}

/**
 * The page's side of live colour's hair model: loads the model in its worker, then sends it the camera's
 * frames at the pace it answers (one in flight, the rest dropped), at the input size this device can keep
 * up with, and hands on each mask as it arrives. A mask from before `reset` (the other camera) is never
 * handed on.
 */
export class LiveHairSegmenter {
  private readonly scheduler = new FrameScheduler();
  private readonly sizes = new InputSizeChooser();
  private readonly worker: LiveHairWorker;
  private readonly grab: GrabFrame;
  private readonly passTimes: number[] = [];
  /**
   * The number of the last shade sent: a layer the worker made for an earlier one (it finished before the
   * new shade reached it) is never handed on, or a shade taken away would be painted again.
   */
  private shadeVersion = 0;

  private constructor(
    worker: LiveHairWorker,
    grab: GrabFrame,
    private readonly onMask: (mask: LiveMask) => void,
  ) {
    this.worker = worker;
    this.grab = grab;
  }

  /** Loads the model; rejects (and stops the worker) when it cannot run here. */
  static async start(options: LiveHairSegmenterOptions): Promise<LiveHairSegmenter> {
    const worker = (options.createWorker ?? createWorker)();
    const segmenter = new LiveHairSegmenter(worker, options.grab ?? grabFrame, options.onMask);
    try {
      const model = await (options.describe ?? getLiveColorModel)();
      await new Promise<void>((resolve, reject) => {
        worker.onmessage = (event) => {
          const answer = event.data;
          if (answer.kind !== 'loaded') return;
          if (answer.ok) resolve();
          else reject(new Error(answer.message));
        };
        worker.postMessage({ kind: 'load', modelUrl: model.url, sha256: model.sha256 });
      });
    } catch (error) {
      worker.terminate();
      throw error;
    }
    worker.onmessage = (event) => segmenter.answered(event.data);
    return segmenter;
  }

  /** The input size the next frame is sent at. */
  get inputSize(): number {
    return this.sizes.size;
  }

  /** The network's most recent pass times (ms), the last KEPT_PASSES of them. */
  get passes(): readonly number[] {
    return this.passTimes;
  }

  get dropped(): number {
    return this.scheduler.dropped;
  }

  /**
   * Offers the camera's current frame, shown at `now` (ms); it is sent only when the model is free and the
   * pacing interval has passed since the last frame sent (FrameScheduler).
   */
  offer(frame: CanvasImageSource, now = performance.now()): void {
    const ticket = this.scheduler.offer(now);
    if (ticket === 0) return;
    const size = this.sizes.size;
    const rgba = this.grab(frame, size);
    this.worker.postMessage({ kind: 'segment', ticket, size, rgba }, [rgba.buffer]);
  }

  /** The shade each frame's layer is prepared for from the next mask on; null: masks only. */
  setShade(recipe: RenderRecipe | null, tuning?: Partial<RenderTuning>): void {
    this.shadeVersion++;
    this.worker.postMessage({ kind: 'shade', recipe, tuning, version: this.shadeVersion });
  }

  /** Forgets every frame and mask so far: the other camera, or live colour turned off and on. */
  reset(): void {
    this.scheduler.reset();
    this.worker.postMessage({ kind: 'reset' });
  }

  dispose(): void {
    this.worker.onmessage = null;
    this.worker.terminate();
  }

  private answered(answer: LiveHairAnswer): void {
    if (answer.kind === 'loaded') return;
    const shown = this.scheduler.answered(answer.ticket);
    if (answer.kind === 'failed') return;
    this.passTimes.push(answer.milliseconds);
    // A camera left on for an hour answers tens of thousands of times: only the recent ones are kept.
    if (this.passTimes.length > KEPT_PASSES) this.passTimes.shift();
    this.sizes.record(answer.size, answer.milliseconds);
    const layer = answer.shadeVersion === this.shadeVersion ? answer.layer : null;
    if (shown) this.onMask({ mask: answer.mask, size: answer.size, layer });
  }
}

function createWorker(): LiveHairWorker {
  return new Worker(new URL('./live-hair.worker.ts', import.meta.url), { type: 'module' });
}

let canvas: OffscreenCanvas | undefined;

function grabFrame(frame: CanvasImageSource, size: number): Uint8ClampedArray {
  if (!canvas || canvas.width !== size) canvas = new OffscreenCanvas(size, size);
  const context = canvas.getContext('2d', { willReadFrequently: true });
  if (!context) throw new Error('No 2D canvas to read the camera frame with');
  context.drawImage(frame, 0, 0, size, size);
  return context.getImageData(0, 0, size, size).data;
}
