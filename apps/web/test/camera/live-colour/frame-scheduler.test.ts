import { describe, expect, it } from 'vitest';
import { FrameScheduler } from '@/features/camera/live-colour/frame-scheduler';

describe('the live colour frame scheduler', () => {
  it('keeps one frame in flight and drops the frames offered meanwhile', () => {
    const sent: number[] = [];
    const scheduler = new FrameScheduler((ticket) => sent.push(ticket));
    const first = scheduler.offer();
    expect(scheduler.offer()).toBe(0);
    expect(scheduler.offer()).toBe(0);
    expect(sent).toEqual([first]);
    expect(scheduler.dropped).toBe(2);

    expect(scheduler.answered(first)).toBe(true);
    const second = scheduler.offer();
    expect(second).toBeGreaterThan(first);
    expect(sent).toEqual([first, second]);
  });

  it('frees the model after a failed pass too, so the next frame goes', () => {
    const sent: number[] = [];
    const scheduler = new FrameScheduler((ticket) => sent.push(ticket));
    scheduler.answered(scheduler.offer());
    expect(scheduler.offer()).not.toBe(0);
    expect(sent).toHaveLength(2);
  });

  it('after a reset throws away the answer in flight, and sends nothing more until it arrives', () => {
    const sent: number[] = [];
    const scheduler = new FrameScheduler((ticket) => sent.push(ticket));
    const beforeSwitch = scheduler.offer();
    scheduler.reset();
    // The model is still busy with the other camera's frame: one in flight, never two.
    expect(scheduler.offer()).toBe(0);
    expect(scheduler.answered(beforeSwitch)).toBe(false);
    const afterSwitch = scheduler.offer();
    expect(afterSwitch).not.toBe(0);
    expect(scheduler.answered(afterSwitch)).toBe(true);
    expect(sent).toEqual([beforeSwitch, afterSwitch]);
  });

  it('shows only the newest answer: one that arrives late for an older ticket is not shown after a reset', () => {
    const scheduler = new FrameScheduler(() => undefined);
    const old = scheduler.offer();
    scheduler.answered(old);
    scheduler.reset();
    expect(scheduler.answered(old)).toBe(false);
  });
});
