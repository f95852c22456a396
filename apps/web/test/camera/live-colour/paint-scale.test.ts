import { describe, expect, it } from 'vitest';
import { PAINT_SCALES, PaintScale } from '@/features/camera/live-colour/paint-scale';

const FRAME_MS = 1000 / 30;

/** Feeds `seconds` of a 30 fps camera, every `dropEvery`-th frame finding the painter busy (0: none). */
function run(paintScale: PaintScale, start: number, seconds: number, dropEvery: number): number {
  const frames = Math.round(seconds * 30);
  for (let frame = 0; frame < frames; frame++) {
    const dropped = dropEvery > 0 && frame % dropEvery === 0;
    paintScale.record(start + frame * FRAME_MS, !dropped);
  }
  return start + frames * FRAME_MS;
}

/** A 30 fps camera feeding a PaintScale, for tests that wait for a size. */
class Camera {
  private frame = 0;

  constructor(readonly paintScale: PaintScale) {}

  /** Frames (every `dropEvery`-th dropped; 0: none) until the size is `scale`: how many seconds that took. */
  secondsUntil(scale: number, dropEvery: number): number {
    const first = this.frame;
    while (this.paintScale.scale !== scale) {
      if (this.frame - first > 30 * 60) throw new Error(`the size never became ${scale}`);
      const dropped = dropEvery > 0 && this.frame % dropEvery === 0;
      this.paintScale.record(this.frame * FRAME_MS, !dropped);
      this.frame++;
    }
    return (this.frame - first) / 30;
  }
}

describe('the live colour paint size', () => {
  it('stays full size while the painter keeps up with the camera', () => {
    const paintScale = new PaintScale();
    run(paintScale, 0, 20, 40);
    expect(paintScale.scale).toBe(1);
  });

  it('paints smaller, a step a second, while a quarter of the frames find the painter busy, down to the least', () => {
    const paintScale = new PaintScale();
    let now = run(paintScale, 0, 1.1, 4);
    expect(paintScale.scale).toBe(PAINT_SCALES[1]);
    now = run(paintScale, now, 1, 4);
    expect(paintScale.scale).toBe(PAINT_SCALES[2]);
    run(paintScale, now, 10, 4);
    expect(paintScale.scale).toBe(PAINT_SCALES.at(-1));
  });

  it('steps as far down as the painter fell behind: a third of the frames dropped at full size is 0.7 at once', () => {
    // Painting costs its area: keeping up with 2/3 of the frames fits at √(2/3) ≈ 0.82 of the size.
    const paintScale = new PaintScale();
    run(paintScale, 0, 1.1, 3);
    expect(paintScale.scale).toBe(0.7);
  });

  it('goes no lower than the least size, however far behind', () => {
    const paintScale = new PaintScale();
    run(paintScale, 0, 3.1, 1);
    expect(paintScale.scale).toBe(PAINT_SCALES.at(-1));
  });

  it('tries a larger size again after seconds at ease, and after twice as long when that one fell behind at once', () => {
    const camera = new Camera(new PaintScale());
    expect(camera.secondsUntil(PAINT_SCALES[1], 4)).toBeLessThan(1.2);
    const firstWait = camera.secondsUntil(1, 0);
    expect(firstWait).toBeGreaterThan(3.9);
    expect(firstWait).toBeLessThan(5.2);
    // Full size falls behind again at once: back down, and it waits twice as long before trying again.
    expect(camera.secondsUntil(PAINT_SCALES[1], 4)).toBeLessThan(2.2);
    const secondWait = camera.secondsUntil(1, 0);
    expect(secondWait).toBeGreaterThan(7.9);
    expect(secondWait).toBeLessThan(9.2);
  });

  it('judges nothing from a stalled camera', () => {
    const paintScale = new PaintScale();
    for (let second = 0; second < 10; second++) {
      paintScale.record(second * 1000, false);
      paintScale.record(second * 1000 + 500, false);
    }
    expect(paintScale.scale).toBe(1);
  });
});
