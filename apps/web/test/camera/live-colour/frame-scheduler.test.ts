import { describe, expect, it } from 'vitest';
import { FrameScheduler } from '@/features/camera/live-colour/frame-scheduler';

describe('the live colour frame scheduler', () => {
  it('keeps one frame in flight and drops the frames offered meanwhile', () => {
    const scheduler = new FrameScheduler();
    const first = scheduler.offer();
    expect(first).not.toBe(0);
    expect(scheduler.offer()).toBe(0);
    expect(scheduler.offer()).toBe(0);
    expect(scheduler.dropped).toBe(2);

    expect(scheduler.answered(first)).toBe(true);
    const second = scheduler.offer();
    expect(second).toBeGreaterThan(first);
  });

  it('frees the model after a failed pass too, so the next frame goes', () => {
    const scheduler = new FrameScheduler();
    scheduler.answered(scheduler.offer());
    expect(scheduler.offer()).not.toBe(0);
  });

  it('after a reset throws away the answer in flight, and sends nothing more until it arrives', () => {
    const scheduler = new FrameScheduler();
    const beforeSwitch = scheduler.offer();
    scheduler.reset();
    // The model is still busy with the other camera's frame: one in flight, never two.
    expect(scheduler.offer()).toBe(0);
    expect(scheduler.answered(beforeSwitch)).toBe(false);
    const afterSwitch = scheduler.offer();
    expect(afterSwitch).not.toBe(0);
    expect(scheduler.answered(afterSwitch)).toBe(true);
  });

  it('shows only the newest answer: one that arrives late for an older ticket is not shown after a reset', () => {
    const scheduler = new FrameScheduler();
    const old = scheduler.offer();
    scheduler.answered(old);
    scheduler.reset();
    expect(scheduler.answered(old)).toBe(false);
  });
});
