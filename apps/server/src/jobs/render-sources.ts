import { ENGINE_VERSION } from '@hairhue/hair-engine';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { createHairCorrectionRepository, type HairCorrectionRecord } from '../repositories/hair-corrections';
import { createPhotoRepository } from '../repositories/photos';
import { LruCache } from '../services/lru';
import { storageKeys } from '../services/storage-keys';
import type { ObjectStorage } from '../storage';
import { SupersededCorrectionError } from './fair-renderer';
import { MissingSourceError } from './render-pool';
import type { Renderer } from './renderer';

export interface RenderSource {
  photoId: string;
  /** The device (row id) the photo belongs to: whom its render tasks are for (fair-renderer.ts). */
  ownerId: string;
  photo: Uint8Array;
  /** The hair analysis to render with, made by this engine version: corrected when the photo has strokes. */
  analysis: Uint8Array;
  /** Where that analysis is stored (the live preview hands out a signed URL of it). */
  analysisKey: string;
  /** The touch-up brush revision the analysis is current with; 0 when the photo was never corrected. */
  correctionRevision: number;
  /** What render threads keep the photo and this analysis under: one key per analysis, never reused. */
  renderKey: string;
}

/** The photo and the engine's own analysis of it, before any correction. */
export type EngineSource = Omit<RenderSource, 'correctionRevision' | 'renderKey'>;

const SOURCES_KEPT = 8;

/** Shares one running load per key between concurrent callers. */
function shared<T>(running: Map<string, Promise<T>>, key: string, load: () => Promise<T>): Promise<T> {
  let promise = running.get(key);
  if (!promise) {
    promise = load().finally(() => running.delete(key));
    running.set(key, promise);
  }
  return promise;
}

/**
 * A photo's bytes and hair analysis for rendering. The engine's analysis is computed once per photo and
 * engine version — kept in storage and recorded in photo_analyses — and concurrent jobs of one photo share
 * that computation. One made by another engine version is recomputed, never reused.
 *
 * A photo with a touch-up brush correction renders with the corrected analysis of its current revision, made
 * once per revision (stored, recorded in hair_corrections) and shared the same way. The revision is read from
 * the database on every lookup, so a save made through any process is used by the next render here; what is
 * kept in memory is keyed by revision, so it is never used once stale.
 */
export function createRenderSources(db: Kysely<Database>, storage: ObjectStorage, renderer: Renderer) {
  const photos = createPhotoRepository(db);
  const corrections = createHairCorrectionRepository(db);
  const engineSources = new LruCache<string, EngineSource>(SOURCES_KEPT);
  const recent = new LruCache<string, RenderSource>(SOURCES_KEPT);
  const engineLoading = new Map<string, Promise<EngineSource>>();
  const loading = new Map<string, Promise<RenderSource>>();
  const correcting = new Map<string, Promise<RenderSource>>();

  async function loadEngineSource(photoId: string): Promise<EngineSource> {
    const row = await photos.findById(photoId);
    if (!row) throw new MissingSourceError(`Photo ${photoId} no longer exists`);
    const photo = await storage.get(row.storage_key);
    if (!photo) throw new MissingSourceError(`Photo ${photoId} has no stored image`);
    const recorded = await photos.findAnalysis(photoId);
    const current = recorded?.engineVersion === ENGINE_VERSION ? recorded : undefined;
    const stored = current ? await storage.get(current.analysisKey) : undefined;
    const ownerId = row.device_id;
    if (current && stored) {
      return { photoId, ownerId, photo, analysis: stored, analysisKey: current.analysisKey };
    }
    const { analysis, hairFraction } = await renderer.analyse({ photoKey: photoId, photo, owner: ownerId });
    const analysisKey = storageKeys.analysis(photoId, ENGINE_VERSION);
    await storage.put(analysisKey, analysis, 'image/png');
    await photos.saveAnalysis(photoId, { analysisKey, hairFraction, engineVersion: ENGINE_VERSION });
    return { photoId, ownerId, photo, analysis, analysisKey };
  }

  function engineSource(photoId: string): Promise<EngineSource> {
    const kept = engineSources.get(photoId);
    if (kept) return Promise.resolve(kept);
    return shared(engineLoading, photoId, async () => {
      const source = await loadEngineSource(photoId);
      engineSources.set(photoId, source);
      return source;
    });
  }

  /** The source at the photo's current correction, which may be newer than the revision first read. */
  async function load(photoId: string): Promise<RenderSource> {
    const base = await engineSource(photoId);
    const correction = await corrections.find(photoId);
    // Never corrected, or reset: the engine's own analysis, which threads keep under the photo's id.
    if (!correction || correction.strokes.length === 0) {
      return { ...base, correctionRevision: correction?.revision ?? 0, renderKey: photoId };
    }
    // Shared by the revision found, which a lookup that read an older one may also have come to.
    return shared(correcting, `${photoId}@${correction.revision}`, () => corrected(base, correction));
  }

  /** The engine source with the correction applied: stored once made, and made at most once here. */
  async function corrected(base: EngineSource, correction: HairCorrectionRecord): Promise<RenderSource> {
    const { photoId } = base;
    const { revision } = correction;
    const renderKey = `${photoId}@correction-${revision}`;
    const made = correction.analysis;
    if (made?.revision === revision && made.engineVersion === ENGINE_VERSION) {
      const stored = await storage.get(made.analysisKey);
      if (stored) {
        return {
          ...base,
          analysis: stored,
          analysisKey: made.analysisKey,
          correctionRevision: revision,
          renderKey,
        };
      }
    }
    const { analysis, strokesWithoutHair } = await renderer.correct({
      owner: base.ownerId,
      // Saves made while this waited for a thread make it stale: only the newest revision is computed.
      wanted: async () => (await corrections.findRevision(photoId)) === revision,
      photoKey: photoId,
      correctedKey: renderKey,
      photo: base.photo,
      analysis: base.analysis,
      strokes: correction.strokes,
    });
    const analysisKey = storageKeys.correctedAnalysis(photoId, ENGINE_VERSION, revision);
    await storage.put(analysisKey, analysis, 'image/png');
    const current = await corrections.recordAnalysis(photoId, {
      analysisKey,
      revision,
      engineVersion: ENGINE_VERSION,
      strokesWithoutHair,
    });
    // A save moved past this revision while it was made: the save deleted what it knew of, not this.
    if (!current) await storage.delete(analysisKey);
    return { ...base, analysis, analysisKey, correctionRevision: revision, renderKey };
  }

  async function current(photoId: string): Promise<RenderSource> {
    const revision = await corrections.findRevision(photoId);
    const key = `${photoId}@${revision}`;
    const kept = recent.get(key);
    if (kept) return kept;
    return shared(loading, key, async () => {
      const source = await load(photoId);
      recent.set(`${photoId}@${source.correctionRevision}`, source);
      return source;
    });
  }

  return {
    async get(photoId: string): Promise<RenderSource> {
      for (;;) {
        try {
          return await current(photoId);
        } catch (error) {
          // A newer save came while the correction waited: the newest one is what is wanted now.
          if (!(error instanceof SupersededCorrectionError)) throw error;
        }
      }
    },

    /**
     * The photo with the engine's own analysis, whatever the person corrected: what is measured of the photo
     * itself. Render threads keep it under the photo's id, as they keep an uncorrected render's.
     */
    automatic(photoId: string): Promise<EngineSource> {
      return engineSource(photoId);
    },

    /** The photo is being deleted: do not keep rendering it from memory. */
    forget(photoId: string): void {
      engineSources.delete(photoId);
      recent.deleteWhere((key) => key.startsWith(`${photoId}@`));
    },
  };
}

export type RenderSources = ReturnType<typeof createRenderSources>;
