import type { MessagePort } from 'node:worker_threads';

import type { AppearanceBody, HairStroke, TryOnTuning } from '@hairhue/contracts';

/*
 * What the main thread and the render threads send each other. Kept apart from both sides so that neither
 * imports the other's module (the thread's would load an engine on the main thread).
 */

export interface AnalyseRequest {
  /** Identifies the photo: a thread keeps the photo under this key for the renders that follow. */
  photoKey: string;
  /** A normalised photo (JPEG, long side ≤ 2048 px). */
  photo: Uint8Array;
}

export interface AnalyseResult {
  /** The hair analysis as an 8-bit greyscale PNG the size of the photo. */
  analysis: Uint8Array;
  /** Share of the photo covered by hair, 0..1. */
  hairFraction: number;
}

export interface CorrectRequest {
  /** The photo with the engine's own analysis: a thread that kept it under this key skips decoding it. */
  photoKey: string;
  /** What the corrected analysis is kept under for the renders that follow (photo and revision). */
  correctedKey: string;
  photo: Uint8Array;
  /** The engine's analysis PNG, from `analyse`. */
  analysis: Uint8Array;
  /** In the order they were painted. */
  strokes: readonly HairStroke[];
}

export interface CorrectResult {
  /** The corrected analysis, in the engine's analysis PNG layout (so renders and the live preview read it). */
  analysis: Uint8Array;
  /** The 'add' strokes that found nothing like hair and changed nothing (indices into the strokes). */
  strokesWithoutHair: number[];
}

export interface RenderRequest {
  /** Identifies the photo and its analysis: a thread that has it prepared under this key reuses it. */
  photoKey: string;
  photo: Uint8Array;
  /** The PNG from `analyse`. */
  analysis: Uint8Array;
  shadeId: string;
  previewLongSide: number;
  /**
   * Intensity and shine in whole percent (the contract's units). Absent, or at the defaults, the render is
   * the untuned one; otherwise the full-size JPEG also says them in its EXIF ImageDescription.
   */
  tuning?: TryOnTuning;
}

export interface RenderResult {
  /** JPEG at quality 90, the photo's size; a tuned render's names its shade and tuning in EXIF. */
  full: Uint8Array;
  /** JPEG at quality 85, long side ≤ previewLongSide. */
  preview: Uint8Array;
  width: number;
  height: number;
}

/** What the 'Suits you' row measures: the photo and its analysis (as for a render). */
export interface MeasureRequest {
  photoKey: string;
  photo: Uint8Array;
  /** The PNG from `analyse`. */
  analysis: Uint8Array;
}

export interface MeasureResult {
  /** The current hair's level, 1..10; null when too little hair shows. */
  hairLevel: number | null;
  /** The skin and hair measurements; null when no face (or too little skin) could be measured. */
  appearance: AppearanceBody | null;
}

export interface ThreadTask<Request> {
  request: Request;
  /** Where the thread says that its work starts: the timeout counts from then. */
  startedPort: MessagePort;
  /** Shared flag saying when the thread is inside the model and must not be stopped (model-run-guard.ts). */
  modelRunGuard: Int32Array;
}

/** An error as it crosses from a render thread to the main thread. */
export interface ThreadFailure {
  /** 'refusal': the engine's or ours, about the input; 'fault': anything else, a bug or a broken machine. */
  kind: 'refusal' | 'fault';
  name: string;
  message: string;
  code?: string;
  stack?: string;
}

export type ThreadOutcome<Result> = { ok: true; result: Result } | { ok: false; failure: ThreadFailure };

/** Given to every thread through piscina's workerData. */
export interface RenderThreadSettings {
  onnxThreads: number;
  preparedCacheSize: number;
}

export type RenderTaskName = 'analyse' | 'correct' | 'render' | 'measure';
