import type { LiveLayer } from './live-layer';
import { LivePainter } from './live-painter';
import type { LiveCanvasSurface } from './live-surface';

/**
 * The viewfinder's live colour canvas painted on the page's own thread: for browsers whose workers cannot
 * paint WebGL2 on an OffscreenCanvas (Safari before 17). Each frame is painted as it is offered. Where the
 * compositor is software, each frame then also waits on the page's thread for its shading (LiveSurface).
 */
export class LivePageSurface implements LiveCanvasSurface {
  private constructor(
    private readonly canvas: HTMLCanvasElement,
    private readonly painter: LivePainter,
  ) {}

  /** Paints on `canvas`; rejects where it has no WebGL2. */
  static start(
    canvas: HTMLCanvasElement,
    createPainter: (canvas: HTMLCanvasElement) => LivePainter | null = LivePainter.create,
  ): Promise<LivePageSurface> {
    const painter = createPainter(canvas);
    if (!painter) return Promise.reject(new Error('WebGL2 is not available'));
    return Promise.resolve(new LivePageSurface(canvas, painter));
  }

  setLayer(layer: LiveLayer): void {
    this.painter.setLayer(layer);
  }

  offer(video: HTMLVideoElement): void {
    const { canvas } = this;
    const { videoWidth: width, videoHeight: height } = video;
    if (canvas.width !== width || canvas.height !== height) {
      canvas.width = width;
      canvas.height = height;
    }
    this.painter.paint(video, width, height);
  }

  dispose(): void {
    this.painter.dispose();
  }
}
