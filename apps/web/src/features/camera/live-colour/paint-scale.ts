/**
 * The sizes live colour paints the viewfinder at, as a share of the camera's frame. A slow device paints
 * fewer pixels rather than fewer frames: a slightly softer viewfinder at the camera's pace reads as live, a
 * sharp one that stutters does not. Below 0.6 the hair's outline turns visibly soft on a phone's screen.
 */
export const PAINT_SCALES = [1, 0.85, 0.7, 0.6] as const;

/** How long each verdict on the painter's pace is measured over. */
export const PACE_WINDOW_MS = 1000;
/** A window in which more than this share of the camera's frames found the painter busy is falling behind. */
export const FALLING_BEHIND = 0.15;
/** A window in which at most this share did is at ease. */
const AT_EASE = 0.05;
/** Windows at ease before a larger size is tried again; doubled each time a try falls behind at once. */
const FIRST_PATIENCE = 4;
const MOST_PATIENCE = 32;
/** Fewer frames than this in a window (the camera stalled, the tab hidden) say nothing of the pace. */
const FEWEST_FRAMES = 8;

/**
 * Chooses the paint size from how often the camera's frames find the painter still busy with the last one
 * (dynamic resolution, as games do): a smaller size after a second of falling behind, a larger one again
 * after some seconds at ease. A size that falls behind as soon as it is tried is tried again only after
 * twice as long, so a device at the edge of two sizes does not swap between them every few seconds.
 *
 * How far it steps down follows how far behind the painter fell: painting costs about its area (the
 * scale squared), so a painter that kept up with a share p of the frames fits at the scale times √p. A
 * device a third too slow then reaches its size in one second, not in three seconds of stutter.
 */
export class PaintScale {
  private level = 0;
  private windowStart: number | undefined;
  private offered = 0;
  private dropped = 0;
  private windowsAtEase = 0;
  private patience = FIRST_PATIENCE;
  /** The last change was to a larger size, in the window now measured. */
  private justGrew = false;

  /** The share of the camera's frame to paint at now. */
  get scale(): number {
    return PAINT_SCALES[this.level];
  }

  /** Counts a camera frame shown at `now` (ms) that was painted, or dropped because the painter was busy. */
  record(now: number, painted: boolean): void {
    this.windowStart ??= now;
    this.offered++;
    if (!painted) this.dropped++;
    if (now - this.windowStart < PACE_WINDOW_MS) return;
    this.judge(this.dropped / this.offered, this.offered);
    this.windowStart = now;
    this.offered = 0;
    this.dropped = 0;
  }

  private judge(droppedShare: number, frames: number): void {
    if (frames < FEWEST_FRAMES) return;
    const grew = this.justGrew;
    this.justGrew = false;
    if (droppedShare > FALLING_BEHIND) {
      this.windowsAtEase = 0;
      if (grew) this.patience = Math.min(this.patience * 2, MOST_PATIENCE);
      const least = PAINT_SCALES.length - 1;
      this.level = Math.min(
        least,
        Math.max(this.level + 1, levelAtMost(this.scale * Math.sqrt(1 - droppedShare))),
      );
      return;
    }
    this.windowsAtEase = droppedShare <= AT_EASE ? this.windowsAtEase + 1 : 0;
    if (this.level > 0 && this.windowsAtEase >= this.patience) {
      this.level--;
      this.windowsAtEase = 0;
      this.justGrew = true;
    }
  }
}

/** The level of the largest size at most `scale`, or the least size. */
function levelAtMost(scale: number): number {
  const level = PAINT_SCALES.findIndex((size) => size <= scale);
  return level === -1 ? PAINT_SCALES.length - 1 : level;
}
