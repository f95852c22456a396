import type { MessagePort } from 'node:worker_threads';

import { findShade } from '@hairhue/catalogue';
import type { AppearanceBody } from '@hairhue/contracts';
import type { Appearance, HairEngine, PreparedPhoto, RgbImage } from '@hairhue/hair-engine';
import {
  HairEngine as Engine,
  decodeAnalysis,
  encodeAnalysis,
  encodeJpeg,
  measureHair,
} from '@hairhue/hair-engine';
import { move, transferableSymbol, valueSymbol, workerData } from 'piscina';
import sharp from 'sharp';

import { KeptPhotos, type KeptPhoto } from './kept-photos';
import { runUnstoppable } from './model-run-guard';
import { UnknownShadeError, describeFailure, describeFault } from './render-errors';
import { effectiveTuning, tunedDescription } from './render-tuning';
import type {
  AnalyseRequest,
  AnalyseResult,
  CorrectRequest,
  CorrectResult,
  MeasureRequest,
  MeasureResult,
  RenderRequest,
  RenderResult,
  RenderThreadSettings,
  ThreadOutcome,
  ThreadTask,
} from './render-tasks';

/*
 * One render thread of the pool (piscina runs this module in each worker thread; see
 * render-thread-entry.mjs). Each thread loads one engine, on its first task, and keeps recent photos so that
 * the renders of one photo (a dice roll's six shades) decode and prepare it once.
 */

const FULL_QUALITY = 90;
const PREVIEW_QUALITY = 85;

const settings = workerData as RenderThreadSettings;
const keptPhotos = new KeptPhotos(settings.preparedCacheSize);
let engineLoading: Promise<HairEngine> | undefined;

function loadEngine(): Promise<HairEngine> {
  engineLoading ??= Engine.create({ threads: settings.onnxThreads }).catch((error: unknown) => {
    // Let the next task try again rather than fail forever on one bad start.
    engineLoading = undefined;
    throw error;
  });
  return engineLoading;
}

export async function warm(): Promise<void> {
  await loadEngine();
}

export function analyse({ request, startedPort, modelRunGuard }: ThreadTask<AnalyseRequest>) {
  return runTask(startedPort, async (engine) => {
    const { image } = await engine.decode(request.photo);
    const analysis = await runUnstoppable(modelRunGuard, () => engine.analyse(image));
    // The first render of this photo usually follows; on this thread it will skip decoding.
    keptPhotos.keep(request.photoKey, { image, analysis });
    const png = ownBytes(await encodeAnalysis(analysis));
    const result: AnalyseResult = { analysis: png, hairFraction: analysis.hairFraction };
    return { result, transfer: [png.buffer] };
  });
}

export function correct({ request, startedPort }: ThreadTask<CorrectRequest>) {
  return runTask(startedPort, async (engine) => {
    const { image, analysis } = await keptPhoto(request.photoKey, request.photo, request.analysis);
    const { analysis: corrected, strokesWithoutHair } = engine.correctAnalysis(
      image,
      analysis,
      request.strokes,
    );
    // The renders that asked for the correction follow; on this thread they will skip decoding.
    keptPhotos.keep(request.correctedKey, { image, analysis: corrected });
    const png = ownBytes(await encodeAnalysis(corrected));
    const result: CorrectResult = { analysis: png, strokesWithoutHair };
    return { result, transfer: [png.buffer] };
  });
}

export function render({ request, startedPort }: ThreadTask<RenderRequest>) {
  return runTask(startedPort, async (engine) => {
    const shade = findShade(request.shadeId);
    if (!shade) throw new UnknownShadeError(request.shadeId);
    const rendered = engine.render(
      await preparedPhoto(engine, request),
      shade,
      effectiveTuning(request.tuning),
    );
    const description = tunedDescription(shade.name, request.tuning);
    const [full, preview] = await Promise.all([
      encodeJpeg(rendered, FULL_QUALITY, description).then(ownBytes),
      encodePreview(rendered, request.previewLongSide),
    ]);
    const result: RenderResult = { full, preview, width: rendered.width, height: rendered.height };
    return { result, transfer: [full.buffer, preview.buffer] };
  });
}

/**
 * The skin and hair measurements of 'Suits you' on the analysis sent; without a measurable face, the hair's
 * level alone (the salon card still wants it). The photo and analysis are decoded from the request, never
 * taken from the kept photos: those are what renders use, and a render's analysis may be an edited one.
 */
export function measure({ request, startedPort, modelRunGuard }: ThreadTask<MeasureRequest>) {
  return runTask(startedPort, async (engine) => {
    const [{ image }, analysis] = await Promise.all([
      engine.decode(request.photo),
      decodeAnalysis(request.analysis),
    ]);
    // The face guard runs the face model.
    const measured = await runUnstoppable(modelRunGuard, () => engine.appearance(image, analysis));
    const appearance = measured ? contractAppearance(measured) : null;
    const hairLevel = appearance ? appearance.hairLevel : measureHair(image, analysis.mask)?.hairLevel;
    const result: MeasureResult = { hairLevel: hairLevel ?? null, appearance };
    return { result, transfer: [] };
  });
}

/** The contract's measurements; null for a degenerate skin (b* 0 at L* 50 has no ITA) rather than a NaN. */
function contractAppearance(measured: Appearance): AppearanceBody | null {
  const { skinIta, skinLightness, undertone, contrast, hairLevel, confidence } = measured;
  const hairLightness = measured.hair.L;
  if (![skinIta, skinLightness, contrast, hairLevel, hairLightness].every(Number.isFinite)) return null;
  return { skinIta, skinLightness, undertone, contrast, hairLevel, hairLightness, confidence };
}

async function preparedPhoto(engine: HairEngine, request: RenderRequest): Promise<PreparedPhoto> {
  const kept = await keptPhoto(request.photoKey, request.photo, request.analysis);
  kept.prepared ??= engine.prepare(kept.image, kept.analysis);
  return kept.prepared;
}

/**
 * The photo and analysis this thread keeps under `photoKey`, decoded (and kept) first when it has none. A key
 * names one analysis: the engine's own, or one correction revision's, never both.
 */
async function keptPhoto(photoKey: string, photo: Uint8Array, analysisPng: Uint8Array): Promise<KeptPhoto> {
  const kept = keptPhotos.get(photoKey);
  if (kept) return kept;
  const engine = await loadEngine();
  const [{ image }, analysis] = await Promise.all([engine.decode(photo), decodeAnalysis(analysisPng)]);
  const decoded: KeptPhoto = { image, analysis };
  keptPhotos.keep(photoKey, decoded);
  return decoded;
}

async function encodePreview(image: RgbImage, longSide: number): Promise<Uint8Array<ArrayBuffer>> {
  const { width, height, data } = image;
  const jpeg = await sharp(data, { raw: { width, height, channels: 3 } })
    .resize({ width: longSide, height: longSide, fit: 'inside', withoutEnlargement: true })
    // Default 4:2:0 chroma: a preview is small, and bytes matter more than colour at hair edges here.
    .jpeg({ quality: PREVIEW_QUALITY })
    .toBuffer();
  return ownBytes(jpeg);
}

interface TaskWork<Result> {
  result: Result;
  /** Buffers of `result` to move to the main thread rather than copy; nothing here uses them afterwards. */
  transfer: ArrayBuffer[];
}

/**
 * Runs a task's work once the engine is ready, telling the main thread when the work starts: its timeout
 * counts from there, as loading the model is the thread's start-up, not the task's work. Failures come back
 * as data, since an error's class and `code` do not survive the thread boundary.
 */
async function runTask<Result>(
  startedPort: MessagePort,
  work: (engine: HairEngine) => Promise<TaskWork<Result>>,
): Promise<ThreadOutcome<Result>> {
  try {
    const { outcome, transfer } = await attempt(startedPort, work);
    // piscina's way to transfer what a task returns: a wrapper naming the buffers to move.
    return move({
      [transferableSymbol]: transfer,
      [valueSymbol]: outcome,
    }) as unknown as ThreadOutcome<Result>;
  } finally {
    startedPort.close();
  }
}

async function attempt<Result>(
  startedPort: MessagePort,
  work: (engine: HairEngine) => Promise<TaskWork<Result>>,
): Promise<{ outcome: ThreadOutcome<Result>; transfer: ArrayBuffer[] }> {
  let engine: HairEngine;
  try {
    engine = await loadEngine();
  } catch (error) {
    // A model that cannot load is the machine's fault, whatever error class the engine used for it.
    return { outcome: { ok: false, failure: describeFault(error) }, transfer: [] };
  }
  startedPort.postMessage('started');
  try {
    const { result, transfer } = await work(engine);
    return { outcome: { ok: true, result }, transfer };
  } catch (error) {
    return { outcome: { ok: false, failure: describeFailure(error) }, transfer: [] };
  }
}

/** The bytes in an ArrayBuffer of their own, so moving it takes nothing else along (or fails on a pool). */
function ownBytes(bytes: Uint8Array): Uint8Array<ArrayBuffer> {
  const alone = bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength;
  return alone && bytes.buffer instanceof ArrayBuffer ? (bytes as Uint8Array<ArrayBuffer>) : bytes.slice();
}
