import type { HairStroke, TryOnTuning } from '@hairhue/contracts';
import type { MeasureResult } from './render/render-tasks';

/**
 * Whom a task is for: the device (its row id) whose photo it works on. The render threads take turns
 * between devices (fair-renderer.ts); a task for none (onboarding previews) takes its turn as one more.
 */
interface Owned {
  owner?: string;
}

/** What the render jobs need from the render pool (jobs/render); tests may pass a stand-in. */
export interface Renderer {
  analyse(input: Owned & { photoKey: string; photo: Uint8Array }): Promise<{
    analysis: Uint8Array;
    hairFraction: number;
  }>;
  /** The analysis with a touch-up brush correction applied, in the same PNG layout. */
  correct(
    input: Owned & {
      /**
       * Asked as the task's turn comes: false when a newer save superseded this correction, which is then
       * not computed (it rejects with SupersededCorrectionError).
       */
      wanted?: () => Promise<boolean>;
      /** The photo with its engine analysis (what `analyse` kept it under). */
      photoKey: string;
      /** The photo with this correction, for the renders that follow. */
      correctedKey: string;
      photo: Uint8Array;
      analysis: Uint8Array;
      strokes: readonly HairStroke[];
    },
  ): Promise<{ analysis: Uint8Array }>;
  /** What 'Suits you' measures of the photo's skin and hair, on its analysis. */
  measure(
    input: Owned & { photoKey: string; photo: Uint8Array; analysis: Uint8Array },
  ): Promise<MeasureResult>;
  render(
    input: Owned & {
      photoKey: string;
      photo: Uint8Array;
      analysis: Uint8Array;
      shadeId: string;
      previewLongSide: number;
      /** A premium try-on's intensity and shine; absent, the shade renders at the defaults. */
      tuning?: TryOnTuning;
    },
  ): Promise<{ full: Uint8Array; preview: Uint8Array; width: number; height: number }>;
}

/** Errors that another attempt cannot fix: the photo is unreadable or gone, or the shade does not exist. */
const PERMANENT_ERRORS = new Set([
  'EmptyImageError',
  'UnsupportedImageError',
  'TruncatedImageError',
  'CorruptImageError',
  'ImageTooLargeError',
  'FileTooLargeError',
  'UnknownShadeError',
  'MissingSourceError',
]);

export function isPermanentRenderError(error: unknown): boolean {
  return error instanceof Error && PERMANENT_ERRORS.has(error.name);
}

/** The photo (or its row) a render needs is gone: deleted by retention while the job waited. */
export class MissingSourceError extends Error {
  override readonly name = 'MissingSourceError';
}

/** A short reason for the failed row; never shown to clients, which only see 'failed'. */
export function failureReason(error: unknown): string {
  if (error instanceof Error) return `${error.name}: ${error.message}`.slice(0, 500);
  return String(error).slice(0, 500);
}
