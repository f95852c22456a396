import { describe, expect, it } from 'vitest';
import { FrameScheduler, MASK_INTERVAL_MS } from '@/features/camera/live-colour/frame-scheduler';

/** A camera's clock that moves on by a pacing interval at each frame, so only the one in flight holds. */
function paced(): () => number {
  let now = 0;
  return () => (now += MASK_INTERVAL_MS);
}

describe('the live colour frame scheduler', () => {
  it('keeps one frame in flight and drops the frames offered meanwhile', () => {
    const scheduler = new FrameScheduler();
    const tick = paced();
    const first = scheduler.offer(tick());
    expect(first).not.toBe(0);
    expect(scheduler.offer(tick())).toBe(0);
    expect(scheduler.offer(tick())).toBe(0);
    expect(scheduler.dropped).toBe(2);

    expect(scheduler.answered(first)).toBe(true);
    const second = scheduler.offer(tick());
    expect(second).toBeGreaterThan(first);
  });

  it('frees the model after a failed pass too, so the next frame goes', () => {
    const scheduler = new FrameScheduler();
    const tick = paced();
    scheduler.answered(scheduler.offer(tick()));
    expect(scheduler.offer(tick())).not.toBe(0);
  });

  it('after a reset throws away the answer in flight, and sends nothing more until it arrives', () => {
    const scheduler = new FrameScheduler();
    const tick = paced();
    const beforeSwitch = scheduler.offer(tick());
    scheduler.reset();
    // The model is still busy with the other camera's frame: one in flight, never two.
    expect(scheduler.offer(tick())).toBe(0);
    expect(scheduler.answered(beforeSwitch)).toBe(false);
    const afterSwitch = scheduler.offer(tick());
    expect(afterSwitch).not.toBe(0);
    expect(scheduler.answered(afterSwitch)).toBe(true);
  });

  it('shows only the newest answer: one that arrives late for an older ticket is not shown after a reset', () => {
    const scheduler = new FrameScheduler();
    const tick = paced();
    const old = scheduler.offer(tick());
    scheduler.answered(old);
    scheduler.reset();
    expect(scheduler.answered(old)).toBe(false);
  });

  it('sends no frame sooner than the interval after the last one sent, even with the model free', () => {
    const scheduler = new FrameScheduler(60);
    const first = scheduler.offer(1000);
    scheduler.answered(first);
    // A 30 fps camera's next frame comes 33 ms later: dropped; the one after it (66 ms) goes.
    expect(scheduler.offer(1033)).toBe(0);
    expect(scheduler.offer(1066)).toBeGreaterThan(first);
    expect(scheduler.dropped).toBe(1);
  });

  it('after a reset sends the first frame of the new camera at once', () => {
    const scheduler = new FrameScheduler(60);
    scheduler.answered(scheduler.offer(1000));
    scheduler.reset();
    expect(scheduler.offer(1010)).not.toBe(0);
  });
});
