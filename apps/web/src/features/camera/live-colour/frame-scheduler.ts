/**
 * The least time between two frames sent to the hair model: a little under two frames of a 30 fps camera, so
 * the mask follows the camera about 15 times a second whatever the camera's timing jitter. Unpaced, the
 * model takes every frame it can, and on a two-core device its worker then takes the CPU the painting of
 * each frame needs (this machine's software WebGL: 22 frames a second at 20 masks, 29 at 9).
 */
export const MASK_INTERVAL_MS = 60;

/**
 * Paces the camera's frames to the hair model, as MediaPipe's flow limiter does: one frame in flight, and a
 * frame offered while it runs is dropped, not queued (a queue would only fall further behind the camera);
 * so is one offered sooner than MASK_INTERVAL_MS after the last frame sent.
 * Each frame sent carries a ticket; an answer for a frame sent before the last `reset` (the other camera, or
 * live colour turned off and on) is thrown away when it arrives, so no mask of another scene is ever shown.
 */
export class FrameScheduler {
  private nextTicket = 1;
  private inFlight = 0;
  /** Answers to tickets at or below this were asked before the last reset. */
  private staleUpTo = 0;
  private droppedFrames = 0;
  private lastSent = -Infinity;

  constructor(private readonly interval = MASK_INTERVAL_MS) {}

  /**
   * Offers the frame shown at `now` (ms): returns the ticket to send it with, or 0 while another is in
   * flight or the last was sent too recently (the frame is dropped).
   */
  offer(now: number): number {
    if (this.inFlight !== 0 || now - this.lastSent < this.interval) {
      this.droppedFrames++;
      return 0;
    }
    const ticket = this.nextTicket++;
    this.inFlight = ticket;
    this.lastSent = now;
    return ticket;
  }

  /**
   * The model answered (or failed on) the frame with this ticket: the next frame may go. Returns whether the
   * answer is to be shown; one from before the last reset is not.
   */
  answered(ticket: number): boolean {
    if (ticket === this.inFlight) this.inFlight = 0;
    return ticket > this.staleUpTo;
  }

  /**
   * Forgets every frame sent so far. A frame still in flight keeps the model busy until it answers (so there
   * is never more than one), but its answer is thrown away.
   */
  reset(): void {
    this.staleUpTo = this.nextTicket - 1;
    this.lastSent = -Infinity;
  }

  /** How many frames were dropped because the model was busy (for the bench). */
  get dropped(): number {
    return this.droppedFrames;
  }
}
