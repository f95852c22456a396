import { describe, expect, it, vi } from 'vitest';
import { LiveColourStore } from '@/features/camera/live-colour/live-colour-store';
import type { LiveHairSegmenter, LiveMask } from '@/features/camera/live-colour/live-hair-segmenter';
import type { LiveLayer } from '@/features/camera/live-colour/live-layer';
import type { LiveSurface } from '@/features/camera/live-colour/live-surface';

const COPPER = { kind: 'solid', color: '#b4532a' } as const;
const layer = {} as LiveLayer;

/** Stand-ins for the model and the painting surface, recording what the store asks of them. */
function parts(options: { loads?: boolean; webgl2?: boolean } = {}) {
  const calls: string[] = [];
  let onMask: ((mask: LiveMask) => void) | undefined;
  const segmenter = {
    setShade: (recipe: unknown) => calls.push(`shade ${recipe ? 'copper' : 'none'}`),
    reset: () => calls.push('reset'),
    offer: () => undefined,
    dispose: () => calls.push('dispose segmenter'),
  } as unknown as LiveHairSegmenter;
  const surface = {
    setLayer: () => calls.push('layer'),
    offer: () => undefined,
    dispose: () => calls.push('dispose surface'),
  } as unknown as LiveSurface;
  const failed = vi.fn();
  return {
    calls,
    failed,
    mask: (withLayer = true) =>
      onMask?.({ mask: new Float32Array(4), size: 2, layer: withLayer ? layer : null }),
    parts: {
      video: document.createElement('video'),
      canvas: document.createElement('canvas'),
      onFailed: failed,
      startSurface: async () => {
        if (options.webgl2 === false) throw new Error('WebGL2 is not available in a worker');
        return surface;
      },
      startSegmenter: async (start: { onMask: (mask: LiveMask) => void }) => {
        onMask = start.onMask;
        if (options.loads === false) throw new Error('no wasm');
        return segmenter;
      },
    },
  };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the live colour store', () => {
  it('prepares, then runs with the shade chosen, and paints from the first layer', async () => {
    const store = new LiveColourStore();
    const fake = parts();
    store.setShade(COPPER);
    store.start(fake.parts);
    expect(store.snapshot()).toEqual({ status: 'preparing', painted: false });
    await settle();
    expect(store.snapshot()).toEqual({ status: 'live', painted: false });
    expect(fake.calls).toEqual(['shade copper']);
    fake.mask(false);
    expect(store.snapshot().painted).toBe(false);
    fake.mask();
    expect(store.snapshot()).toEqual({ status: 'live', painted: true });
    store.stop();
  });

  it('paints nothing of the old shade or the other camera until their own first layer', async () => {
    const store = new LiveColourStore();
    const fake = parts();
    store.start(fake.parts);
    await settle();
    store.setShade(COPPER);
    fake.mask();
    expect(store.snapshot().painted).toBe(true);
    store.switchCamera();
    expect(fake.calls).toContain('reset');
    expect(store.snapshot().painted).toBe(false);
    fake.mask();
    store.setShade(null);
    expect(store.snapshot().painted).toBe(false);
    store.stop();
  });

  it('says it failed, and tells the page once, where the model or WebGL2 cannot run', async () => {
    for (const options of [{ loads: false }, { webgl2: false }]) {
      const store = new LiveColourStore();
      const fake = parts(options);
      store.start(fake.parts);
      await settle();
      expect(store.snapshot().status).toBe('failed');
      expect(fake.failed).toHaveBeenCalledTimes(1);
      // Whichever part did start is stopped again.
      expect(fake.calls).toContain(options.webgl2 === false ? 'dispose segmenter' : 'dispose surface');
    }
  });

  it('stops everything when turned off, and tells its subscribers', async () => {
    const store = new LiveColourStore();
    const fake = parts();
    const heard = vi.fn();
    store.subscribe(heard);
    store.start(fake.parts);
    await settle();
    store.stop();
    expect(store.snapshot()).toEqual({ status: 'off', painted: false });
    expect(fake.calls).toEqual(expect.arrayContaining(['dispose segmenter', 'dispose surface']));
    expect(heard).toHaveBeenCalledTimes(3);
  });
});
