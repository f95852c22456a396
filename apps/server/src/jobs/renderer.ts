import type { CorrectRequest, RenderPool } from './render-pool';

/**
 * Whom a task is for: the device (its row id) whose photo it works on. The render threads take turns
 * between devices (fair-renderer.ts); a task for none (onboarding previews) takes its turn as one more.
 */
interface Owned {
  owner?: string;
}

type ForOwner<Call> = Call extends (request: infer Request) => infer Answer
  ? (request: Request & Owned) => Answer
  : never;

/**
 * What the render jobs need from the render pool (jobs/render-pool), with each task saying whom it is for;
 * tests may pass a stand-in.
 */
export interface Renderer {
  analyse: ForOwner<RenderPool['analyse']>;
  /**
   * `wanted` is asked as the task's turn comes: false when a newer save superseded this correction, which
   * is then not computed (it rejects with SupersededCorrectionError).
   */
  correct(
    request: CorrectRequest & Owned & { wanted?: () => Promise<boolean> },
  ): ReturnType<RenderPool['correct']>;
  measure: ForOwner<RenderPool['measure']>;
  render: ForOwner<RenderPool['render']>;
}
