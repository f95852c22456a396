import type { RenderRecipe } from '@hairhue/catalogue';
import { LiveHairSegmenter, type LiveMask } from './live-hair-segmenter';
import { LivePageSurface } from './live-page-surface';
import { workersCanPaint } from './live-colour-support';
import { LiveSurface, type LiveCanvasSurface } from './live-surface';

export type LiveColourStatus = 'off' | 'preparing' | 'live' | 'failed';

export interface LiveColourSnapshot {
  /** 'preparing' while the model loads, 'live' once it runs, 'failed' when it cannot run here. */
  status: LiveColourStatus;
  /** Whether the canvas holds the chosen shade painted over the camera's frame (else it is hidden). */
  painted: boolean;
}

const OFF: LiveColourSnapshot = { status: 'off', painted: false };

/** What a session needs: the camera's video, the canvas to paint on, and how to start the model. */
export interface LiveColourParts {
  video: HTMLVideoElement;
  canvas: HTMLCanvasElement;
  startSegmenter?: typeof LiveHairSegmenter.start;
  startSurface?: (canvas: HTMLCanvasElement) => Promise<LiveCanvasSurface>;
  /** Told once when live colour cannot run here (no WebGL2, the model did not load). */
  onFailed?: () => void;
}

/**
 * Live colour on the camera's viewfinder, as a small store the page subscribes to: `start` loads the hair
 * model and paints every frame the camera shows with the newest mask's layer for the chosen shade until
 * `stop`. A new shade paints from its own first layer on; a camera switch paints nothing until the new
 * camera's first mask.
 */
export class LiveColourStore {
  private snapshotNow = OFF;
  private readonly listeners = new Set<() => void>();
  private recipe: RenderRecipe | null = null;
  private run: { stop: () => void; segmenter?: LiveHairSegmenter } | undefined;

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  readonly snapshot = (): LiveColourSnapshot => this.snapshotNow;

  start(parts: LiveColourParts): void {
    this.stop();
    const { video, canvas } = parts;
    let stopped = false;
    let frame = 0;
    let surface: LiveCanvasSurface | undefined;
    const run: NonNullable<LiveColourStore['run']> = {
      stop: () => {
        stopped = true;
        cancelFrame(video, frame);
        run.segmenter?.dispose();
        surface?.dispose();
      },
    };
    this.run = run;
    this.set({ status: 'preparing', painted: false });

    const onMask = ({ layer }: LiveMask) => {
      if (stopped || !layer || !surface) return;
      surface.setLayer(layer);
      if (!this.snapshotNow.painted) this.set({ ...this.snapshotNow, painted: true });
    };
    const loop = () => {
      frame = nextFrame(video, loop);
      if (video.readyState < video.HAVE_CURRENT_DATA || video.videoWidth === 0) return;
      run.segmenter?.offer(video);
      if (this.snapshotNow.painted) surface?.offer(video);
    };
    void (async () => {
      // Both start at once; whichever is ready is stopped again if the other cannot start.
      const surfaceStarted = (parts.startSurface ?? startSurface)(canvas);
      const segmenterStarted = (parts.startSegmenter ?? LiveHairSegmenter.start)({ onMask });
      const [painting, segmenting] = await Promise.allSettled([surfaceStarted, segmenterStarted]);
      if (painting.status === 'fulfilled') surface = painting.value;
      if (segmenting.status === 'fulfilled') run.segmenter = segmenting.value;
      if (stopped) return run.stop();
      if (painting.status === 'rejected' || segmenting.status === 'rejected') {
        run.stop();
        this.set({ status: 'failed', painted: false });
        return parts.onFailed?.();
      }
      segmenting.value.setShade(this.recipe);
      this.set({ status: 'live', painted: false });
      frame = nextFrame(video, loop);
    })();
  }

  stop(): void {
    this.run?.stop();
    this.run = undefined;
    this.set(OFF);
  }

  setShade(recipe: RenderRecipe | null): void {
    if (recipe === this.recipe) return;
    this.recipe = recipe;
    this.run?.segmenter?.setShade(recipe);
    this.unpaint();
  }

  /** The other camera: none of this one's hair shows again. */
  switchCamera(): void {
    this.run?.segmenter?.reset();
    this.unpaint();
  }

  private unpaint(): void {
    if (this.snapshotNow.painted) this.set({ ...this.snapshotNow, painted: false });
  }

  private set(next: LiveColourSnapshot): void {
    if (next.status === this.snapshotNow.status && next.painted === this.snapshotNow.painted) return;
    this.snapshotNow = next;
    for (const listener of this.listeners) listener();
  }
}

/**
 * Calls `draw` when the camera shows its next frame (requestVideoFrameCallback), or at the next animation
 * frame where the browser cannot say: a 30 fps camera is painted 30 times a second, not at the screen's 60.
 */
function nextFrame(video: HTMLVideoElement, draw: () => void): number {
  return 'requestVideoFrameCallback' in video
    ? video.requestVideoFrameCallback(draw)
    : requestAnimationFrame(draw);
}

function cancelFrame(video: HTMLVideoElement, handle: number): void {
  if ('cancelVideoFrameCallback' in video) video.cancelVideoFrameCallback(handle);
  else cancelAnimationFrame(handle);
}

/** Paints in a worker where the browser lets one paint WebGL2, else on the page's thread. */
function startSurface(canvas: HTMLCanvasElement): Promise<LiveCanvasSurface> {
  return workersCanPaint() ? LiveSurface.start(canvas) : LivePageSurface.start(canvas);
}
