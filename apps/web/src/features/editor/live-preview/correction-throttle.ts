import type { HairStroke } from '@hairhue/contracts';

/**
 * Sends the brush's strokes to the planes worker at the pace it prepares layers: one request in flight,
 * and while it runs only the newest strokes wait (those in between would be painted over at once). So the
 * preview follows the finger as fast as the device allows, and the last stroke's end is always prepared.
 */
export class CorrectionThrottle {
  private inFlight = false;
  private waiting: readonly HairStroke[] | null = null;

  constructor(private readonly send: (strokes: readonly HairStroke[]) => void) {}

  request(strokes: readonly HairStroke[]): void {
    if (this.inFlight) {
      this.waiting = strokes;
      return;
    }
    this.inFlight = true;
    this.send(strokes);
  }

  /** The worker answered the request in flight. */
  answered(): void {
    this.inFlight = false;
    const next = this.waiting;
    this.waiting = null;
    if (next) this.request(next);
  }

  /** The strokes no longer apply (the brush closed without saving): nothing waiting is sent. */
  drop(): void {
    this.waiting = null;
  }
}
