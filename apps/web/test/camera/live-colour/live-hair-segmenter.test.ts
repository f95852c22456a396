import { describe, expect, it } from 'vitest';
import { MASK_INTERVAL_MS } from '@/features/camera/live-colour/frame-scheduler';
import { LARGE_INPUT, SMALL_INPUT } from '@/features/camera/live-colour/input-size';
import type { LiveHairAnswer, LiveHairRequest } from '@/features/camera/live-colour/live-hair.worker';
import type { LiveLayer } from '@/features/camera/live-colour/live-layer';
import {
  LiveHairSegmenter,
  type LiveHairWorker,
  type LiveMask,
} from '@/features/camera/live-colour/live-hair-segmenter';

/** The camera's clock: each frame offered comes a pacing interval after the last. */
let now = 0;
const tick = () => (now += MASK_INTERVAL_MS);

const MODEL = { url: 'http://hairhue.test/models/hair-abc.onnx', sha256: 'a'.repeat(64), bytes: 753_000 };

/** A stand-in worker: records what it is sent; the test answers for it. */
class FakeWorker implements LiveHairWorker {
  sent: LiveHairRequest[] = [];
  terminated = false;
  onmessage: ((event: MessageEvent<LiveHairAnswer>) => void) | null = null;
  constructor(private readonly loads: boolean) {}

  postMessage(message: LiveHairRequest): void {
    this.sent.push(message);
    if (message.kind === 'load') {
      queueMicrotask(() =>
        this.answer(
          this.loads
            ? { kind: 'loaded', ok: true, milliseconds: 900 }
            : { kind: 'loaded', ok: false, message: 'no wasm' },
        ),
      );
    }
  }

  answer(answer: LiveHairAnswer): void {
    this.onmessage?.({ data: answer } as MessageEvent<LiveHairAnswer>);
  }

  terminate(): void {
    this.terminated = true;
  }

  segments(): Extract<LiveHairRequest, { kind: 'segment' }>[] {
    return this.sent.filter((message) => message.kind === 'segment');
  }
}

async function started(worker: FakeWorker, masks: LiveMask[] = []) {
  return LiveHairSegmenter.start({
    onMask: (mask) => masks.push(mask),
    describe: async () => MODEL,
    createWorker: () => worker,
    grab: (_frame, size) => new Uint8ClampedArray(size * size * 4),
  });
}

const frame = {} as CanvasImageSource;
const maskOf = (
  ticket: number,
  size: number,
  milliseconds = 20,
): Extract<LiveHairAnswer, { kind: 'mask' }> => ({
  kind: 'mask',
  ticket,
  size,
  mask: new Float32Array(size * size),
  milliseconds,
  layer: null,
  shadeVersion: 0,
});

describe('the live hair segmenter', () => {
  it('loads the model the server describes, checked by its sha256 in the worker', async () => {
    const worker = new FakeWorker(true);
    await started(worker);
    expect(worker.sent[0]).toEqual({ kind: 'load', modelUrl: MODEL.url, sha256: MODEL.sha256 });
  });

  it('stops its worker and says why when the model cannot run here', async () => {
    const worker = new FakeWorker(false);
    await expect(started(worker)).rejects.toThrow('no wasm');
    expect(worker.terminated).toBe(true);

    const unreachable = new FakeWorker(true);
    await expect(
      LiveHairSegmenter.start({
        onMask: () => undefined,
        describe: () => Promise.reject(new Error('offline')),
        createWorker: () => unreachable,
      }),
    ).rejects.toThrow('offline');
    expect(unreachable.terminated).toBe(true);
  });

  it('sends one frame at a time at 384², drops the rest, and hands on each mask', async () => {
    const worker = new FakeWorker(true);
    const masks: LiveMask[] = [];
    const segmenter = await started(worker, masks);
    segmenter.offer(frame, tick());
    segmenter.offer(frame, tick());
    segmenter.offer(frame, tick());
    const [first] = worker.segments();
    expect(worker.segments()).toHaveLength(1);
    expect(first?.size).toBe(LARGE_INPUT);
    expect(first?.rgba).toHaveLength(LARGE_INPUT * LARGE_INPUT * 4);
    expect(segmenter.dropped).toBe(2);

    worker.answer(maskOf(first?.ticket ?? 0, LARGE_INPUT));
    expect(masks).toHaveLength(1);
    segmenter.offer(frame, tick());
    expect(worker.segments()).toHaveLength(2);
  });

  it('never hands on a mask asked for before a reset (the other camera)', async () => {
    const worker = new FakeWorker(true);
    const masks: LiveMask[] = [];
    const segmenter = await started(worker, masks);
    segmenter.offer(frame, tick());
    segmenter.reset();
    expect(worker.sent.at(-1)).toEqual({ kind: 'reset' });
    const [before] = worker.segments();
    worker.answer(maskOf(before?.ticket ?? 0, LARGE_INPUT));
    expect(masks).toHaveLength(0);
    segmenter.offer(frame, tick());
    const after = worker.segments()[1];
    worker.answer(maskOf(after?.ticket ?? 0, LARGE_INPUT));
    expect(masks).toHaveLength(1);
  });

  it('steps down to 256² when its first passes are slow, and sends the next frames at that size', async () => {
    const worker = new FakeWorker(true);
    const segmenter = await started(worker);
    for (let pass = 0; pass < 5; pass++) {
      segmenter.offer(frame, tick());
      const request = worker.segments().at(-1);
      worker.answer(maskOf(request?.ticket ?? 0, request?.size ?? 0, 60));
    }
    expect(segmenter.inputSize).toBe(SMALL_INPUT);
    segmenter.offer(frame, tick());
    expect(worker.segments().at(-1)?.size).toBe(SMALL_INPUT);
    expect(segmenter.passes).toHaveLength(5);
  });

  it('tells the worker the shade to prepare each frame’s layer for, and none', async () => {
    const worker = new FakeWorker(true);
    const segmenter = await started(worker);
    const recipe = { kind: 'solid', color: '#b4532a' } as const;
    segmenter.setShade(recipe, { intensity: 80 });
    segmenter.setShade(null);
    expect(worker.sent.slice(-2)).toEqual([
      { kind: 'shade', recipe, tuning: { intensity: 80 }, version: 1 },
      { kind: 'shade', recipe: null, tuning: undefined, version: 2 },
    ]);
  });

  it('hands on a layer only if it was made for the shade sent last', async () => {
    const worker = new FakeWorker(true);
    const masks: LiveMask[] = [];
    const segmenter = await started(worker, masks);
    const layer = {} as LiveLayer;
    segmenter.setShade({ kind: 'solid', color: '#b4532a' });
    segmenter.offer(frame, tick());
    // The shade is taken away while the worker finishes a layer for it.
    segmenter.setShade(null);
    const stale = worker.segments().at(-1)?.ticket ?? 0;
    worker.answer({ ...maskOf(stale, LARGE_INPUT), layer, shadeVersion: 1 });
    expect(masks.at(-1)?.layer).toBeNull();

    segmenter.setShade({ kind: 'solid', color: '#ff69b4' });
    segmenter.offer(frame, tick());
    const fresh = worker.segments().at(-1)?.ticket ?? 0;
    worker.answer({ ...maskOf(fresh, LARGE_INPUT), layer, shadeVersion: 3 });
    expect(masks.at(-1)?.layer).toBe(layer);
  });

  it('frees the model after a failed pass, handing on nothing', async () => {
    const worker = new FakeWorker(true);
    const masks: LiveMask[] = [];
    const segmenter = await started(worker, masks);
    segmenter.offer(frame, tick());
    worker.answer({ kind: 'failed', ticket: worker.segments()[0]?.ticket ?? 0, message: 'oops' });
    expect(masks).toHaveLength(0);
    segmenter.offer(frame, tick());
    expect(worker.segments()).toHaveLength(2);
  });
});
