import { describe, expect, it } from 'vitest';
import type { LiveLayer } from '@/features/camera/live-colour/live-layer';
import { LivePageSurface } from '@/features/camera/live-colour/live-page-surface';
import type { LivePainter } from '@/features/camera/live-colour/live-painter';

/** A stand-in for the painter, recording what the surface asks of it. */
function fakePainter() {
  const calls: string[] = [];
  const painter = {
    setLayer: () => calls.push('layer'),
    paint: (_frame: unknown, width: number, height: number) => calls.push(`paint ${width}×${height}`),
    dispose: () => calls.push('dispose'),
  } as unknown as LivePainter;
  return { calls, painter };
}

describe('the live colour surface on the page', () => {
  it('paints each frame offered at the camera’s size, with the layer it was given', async () => {
    const { calls, painter } = fakePainter();
    const canvas = document.createElement('canvas');
    const surface = await LivePageSurface.start(canvas, () => painter);
    surface.setLayer({} as LiveLayer);
    surface.offer({ videoWidth: 640, videoHeight: 480 } as HTMLVideoElement);
    expect([canvas.width, canvas.height]).toEqual([640, 480]);
    surface.dispose();
    expect(calls).toEqual(['layer', 'paint 640×480', 'dispose']);
  });

  it('does not start where the canvas has no WebGL2', async () => {
    await expect(LivePageSurface.start(document.createElement('canvas'), () => null)).rejects.toThrow(
      'WebGL2',
    );
  });
});
