import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LiveLayer } from '@/features/camera/live-colour/live-layer';
import type { LivePaintAnswer, LivePaintRequest } from '@/features/camera/live-colour/live-paint.worker';
import { LiveSurface, type LivePaintWorker } from '@/features/camera/live-colour/live-surface';
import { PAINT_SCALES } from '@/features/camera/live-colour/paint-scale';

/** A stand-in for the paint worker: records what it is sent, answers when told. */
class FakePaintWorker implements LivePaintWorker {
  sent: { message: LivePaintRequest; transfer: Transferable[] }[] = [];
  onmessage: ((event: MessageEvent<LivePaintAnswer>) => void) | null = null;
  terminated = false;

  constructor(private readonly paints: boolean) {}

  postMessage(message: LivePaintRequest, transfer: Transferable[] = []): void {
    this.sent.push({ message, transfer });
    if (message.kind !== 'start') return;
    const answer: LivePaintAnswer = this.paints
      ? { kind: 'started', ok: true }
      : { kind: 'started', ok: false, message: 'WebGL2 is not available in a worker' };
    queueMicrotask(() => this.onmessage?.({ data: answer } as MessageEvent<LivePaintAnswer>));
  }

  answer(data: LivePaintAnswer): void {
    this.onmessage?.({ data } as MessageEvent<LivePaintAnswer>);
  }

  frames(): number {
    return this.sent.filter(({ message }) => message.kind === 'frame').length;
  }

  terminate(): void {
    this.terminated = true;
  }
}

const offscreen = {} as OffscreenCanvas;
const canvas = { transferControlToOffscreen: () => offscreen } as unknown as HTMLCanvasElement;
const video = {} as HTMLVideoElement;
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

function stubFrames(): { closed: number } {
  const counts = { closed: 0 };
  vi.stubGlobal('VideoFrame', undefined);
  vi.stubGlobal('createImageBitmap', () =>
    Promise.resolve({ width: 640, height: 480, close: () => counts.closed++ }),
  );
  return counts;
}

afterEach(() => vi.unstubAllGlobals());

describe('the live colour surface', () => {
  it('hands the canvas to its worker, and paints one frame at a time, dropping the rest', async () => {
    stubFrames();
    const worker = new FakePaintWorker(true);
    const surface = await LiveSurface.start(canvas, () => worker);
    expect(worker.sent[0]).toEqual({ message: { kind: 'start', canvas: offscreen }, transfer: [offscreen] });

    surface.offer(video);
    surface.offer(video);
    await settle();
    surface.offer(video);
    expect(worker.frames()).toBe(1);
    worker.answer({ kind: 'painted', error: 0 });
    surface.offer(video);
    await settle();
    expect(worker.frames()).toBe(2);
    surface.dispose();
  });

  it('moves a layer’s buffers to the worker instead of copying them', async () => {
    const worker = new FakePaintWorker(true);
    const surface = await LiveSurface.start(canvas, () => worker);
    const layer = {
      plane: new Uint16Array(16),
      regions: new Float32Array(4),
      entryPlane: null,
      halo: null,
    } as unknown as LiveLayer;
    surface.setLayer(layer);
    expect(worker.sent.at(-1)?.transfer).toEqual([layer.plane.buffer, layer.regions.buffer]);
    surface.dispose();
  });

  it('stops its worker when the worker cannot paint, and when disposed, closing a frame still on its way', async () => {
    const failing = new FakePaintWorker(false);
    await expect(LiveSurface.start(canvas, () => failing)).rejects.toThrow('WebGL2');
    expect(failing.terminated).toBe(true);

    const counts = stubFrames();
    const worker = new FakePaintWorker(true);
    const surface = await LiveSurface.start(canvas, () => worker);
    surface.offer(video);
    surface.dispose();
    await settle();
    expect(worker.terminated).toBe(true);
    expect(worker.frames()).toBe(0);
    expect(counts.closed).toBe(1);
  });

  it('asks the worker for a smaller paint size once the camera’s frames keep finding it busy', async () => {
    stubFrames();
    const worker = new FakePaintWorker(true);
    const surface = await LiveSurface.start(canvas, () => worker);
    const scales = () =>
      worker.sent.flatMap(({ message }) => (message.kind === 'frame' ? [message.scale] : []));
    // A painter that takes two camera frames to paint each: half the frames are dropped.
    for (let frame = 0; frame < 45; frame++) {
      surface.offer(video, (frame * 1000) / 30);
      await settle();
      if (frame % 2 === 1) worker.answer({ kind: 'painted', error: 0 });
    }
    expect(scales()[0]).toBe(1);
    // Keeping up with half the frames fits at √½ of the size: 0.7.
    expect(scales().at(-1)).toBe(PAINT_SCALES[2]);
    surface.dispose();
  });
});
