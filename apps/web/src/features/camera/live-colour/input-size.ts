/**
 * The hair model's input size for live colour, chosen by this device's own speed. The network is fully
 * convolutional, so only its input changes: at 384² it reads the eval set best (IoU 0.832, 0.825 at 512²,
 * 0.811 at 256²) for 2.4× the work of 256². A device whose first passes at 384² take at most
 * FAST_ENOUGH_MS keeps it; a slower one takes 256² (11 ms a pass on a desktop core, 25–60 ms throttled 4×,
 * which still updates the mask ten times a second). A device that later falls behind at 384² (a phone
 * warming up, another app busy) steps down and stays down: stepping back and forth would flicker the edges.
 */
export const LARGE_INPUT = 384;
export const SMALL_INPUT = 256;
/** Passes timed before choosing; the very first is not one of them (it compiles and allocates). */
export const TRIAL_PASSES = 3;
export const FAST_ENOUGH_MS = 30;
/** At 384², this many recent passes whose median exceeds FALLEN_BEHIND_MS step the size down. */
export const RECENT_PASSES = 8;
export const FALLEN_BEHIND_MS = 45;

export class InputSizeChooser {
  private current = LARGE_INPUT;
  private passes = 0;
  private readonly recent: number[] = [];
  private decided = false;

  get size(): number {
    return this.current;
  }

  /** Records how long a pass at `size` took; returns the size the next pass should use. */
  record(size: number, milliseconds: number): number {
    // A pass at a size no longer current (it was in flight when the size changed) says nothing.
    if (size !== this.current) return this.current;
    this.passes++;
    if (this.passes === 1) return this.current;
    this.recent.push(milliseconds);
    if (this.recent.length > RECENT_PASSES) this.recent.shift();
    if (!this.decided) {
      if (this.recent.length < TRIAL_PASSES) return this.current;
      this.decided = true;
      if (median(this.recent) > FAST_ENOUGH_MS) this.stepDown();
      return this.current;
    }
    if (
      this.current === LARGE_INPUT &&
      this.recent.length === RECENT_PASSES &&
      median(this.recent) > FALLEN_BEHIND_MS
    ) {
      this.stepDown();
    }
    return this.current;
  }

  private stepDown(): void {
    this.current = SMALL_INPUT;
    this.recent.length = 0;
  }
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}
