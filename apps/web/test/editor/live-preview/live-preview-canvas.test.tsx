import { coloursByCategory } from '@hairhue/catalogue';
import { DEFAULT_TUNING } from '@hairhue/contracts/constants';
import type * as RecolourModule from '@hairhue/recolour';
import { render } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { LivePreviewCanvas } from '@/features/editor/live-preview/live-preview-canvas';
import type { PreviewPlanes } from '@/features/editor/live-preview/preview-planes';
import { logError } from '@/lib/log';

/**
 * A stand-in for the WebGL painter that keeps the real one's rules: it takes only layers of its own photo,
 * and a painter once disposed (its textures and program deleted) must never be used again.
 */
class FakePainter {
  static made: FakePainter[] = [];
  disposed = false;
  /** Calls made after dispose(): on a real context, WebGL's 'attempt to use a deleted object'. */
  usedAfterDispose: string[] = [];
  painted: PreviewPlanes[] = [];

  constructor(private planes: PreviewPlanes) {
    FakePainter.made.push(this);
  }

  adoptLayer(planes: PreviewPlanes): void {
    this.use('adoptLayer');
    if (planes === this.planes) return;
    if (planes.photo !== this.planes.photo) throw new Error('The planes are of another photo');
    this.planes = planes;
  }

  paint(): void {
    this.use('paint');
    this.painted.push(this.planes);
  }

  dispose(): void {
    this.disposed = true;
  }

  private use(call: string): void {
    if (this.disposed) this.usedAfterDispose.push(call);
  }
}

vi.mock('@/features/editor/live-preview/preview-gl', () => ({
  PreviewPainter: { create: (_canvas: unknown, planes: PreviewPlanes) => new FakePainter(planes) },
}));
vi.mock('@/lib/use-device-pixel-size', () => ({ useDevicePixelSize: () => ({ width: 300, height: 400 }) }));
vi.mock('@/lib/log', () => ({ logError: vi.fn() }));
vi.mock('@hairhue/recolour', async (importOriginal) => ({
  ...(await importOriginal<typeof RecolourModule>()),
  // The plan's contents are the painter's business, tested with the engine.
  planRender: () => ({}),
}));

const [shade] = coloursByCategory('natural');
if (!shade) throw new Error('The catalogue has no natural colours');

/** Planes of a 3×4 photo: a fresh photo buffer is what a reload of the photo gives. */
function planesOfPhoto(photo = new Uint8Array(3 * 4 * 4)): PreviewPlanes {
  return { width: 3, height: 4, photo } as unknown as PreviewPlanes;
}

beforeEach(() => {
  vi.clearAllMocks();
  FakePainter.made = [];
});

describe('the live preview canvas', () => {
  it('paints planes of a reloaded photo (a saved or reset correction) with a new painter only', () => {
    const first = planesOfPhoto();
    const canvas = (planes: PreviewPlanes) => (
      <LivePreviewCanvas planes={planes} shade={shade} tuning={DEFAULT_TUNING} tappedAt={0} />
    );
    const { rerender } = render(canvas(first));
    // The brush changed the layer only: the same painter takes it.
    const corrected = { ...first, layerPlane: new Uint16Array(0) };
    rerender(canvas(corrected));
    expect(FakePainter.made).toHaveLength(1);

    // The analysis of the saved correction arrives with the photo loaded again.
    const reloaded = planesOfPhoto();
    rerender(canvas(reloaded));

    const [old, fresh] = FakePainter.made;
    expect(old?.disposed).toBe(true);
    expect(old?.usedAfterDispose).toEqual([]);
    expect(logError).not.toHaveBeenCalled();
    expect(fresh?.painted.at(-1)).toBe(reloaded);
  });
});
