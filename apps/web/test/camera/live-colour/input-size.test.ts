import { describe, expect, it } from 'vitest';
import {
  FALLEN_BEHIND_MS,
  FAST_ENOUGH_MS,
  InputSizeChooser,
  LARGE_INPUT,
  RECENT_PASSES,
  SMALL_INPUT,
  TRIAL_PASSES,
} from '@/features/camera/live-colour/input-size';

/** Records the first (compiling) pass at `first` ms, then `times`, each at the chooser's current size. */
function run(chooser: InputSizeChooser, first: number, times: readonly number[]): number {
  chooser.record(chooser.size, first);
  for (const milliseconds of times) chooser.record(chooser.size, milliseconds);
  return chooser.size;
}

describe('the live colour input size', () => {
  it('keeps 384² on a device whose first passes take at most 30 ms, ignoring the compiling first pass', () => {
    const chooser = new InputSizeChooser();
    expect(chooser.size).toBe(LARGE_INPUT);
    expect(run(chooser, 900, Array(TRIAL_PASSES).fill(FAST_ENOUGH_MS))).toBe(LARGE_INPUT);
  });

  it('takes 256² on a slower device', () => {
    const chooser = new InputSizeChooser();
    expect(run(chooser, 40, [28, FAST_ENOUGH_MS + 5, 36])).toBe(SMALL_INPUT);
  });

  it('decides on the median, so one slow pass among fast ones does not step down', () => {
    expect(run(new InputSizeChooser(), 40, [20, 95, 22])).toBe(LARGE_INPUT);
  });

  it('steps down for good when a 384² device falls behind, but not for a short stall', () => {
    const chooser = new InputSizeChooser();
    run(chooser, 500, [20, 20, 20]);
    // Fewer than half of the recent passes slow: still 384².
    run(chooser, 20, Array(RECENT_PASSES / 2 - 1).fill(FALLEN_BEHIND_MS + 30));
    expect(chooser.size).toBe(LARGE_INPUT);
    run(chooser, FALLEN_BEHIND_MS + 30, Array(RECENT_PASSES).fill(FALLEN_BEHIND_MS + 30));
    expect(chooser.size).toBe(SMALL_INPUT);
    // Fast again at 256²: it stays there (stepping back and forth would flicker the edges).
    run(chooser, 5, Array(3 * RECENT_PASSES).fill(5));
    expect(chooser.size).toBe(SMALL_INPUT);
  });

  it('ignores a pass timed at a size that is no longer current', () => {
    const chooser = new InputSizeChooser();
    run(chooser, 40, [40, 40, 40]);
    expect(chooser.size).toBe(SMALL_INPUT);
    // A 384² pass still in flight when the size changed answers late and slow.
    expect(chooser.record(LARGE_INPUT, 400)).toBe(SMALL_INPUT);
  });
});
