import { ENGINE_VERSION } from '@hairhue/hair-engine';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { createPhotoRepository } from '../repositories/photos';
import { LruCache } from '../services/lru';
import { storageKeys } from '../services/storage-keys';
import type { ObjectStorage } from '../storage';
import { MissingSourceError, type Renderer } from './renderer';

export interface RenderSource {
  photoId: string;
  photo: Uint8Array;
  /** The engine's encoded hair analysis, made by this engine version. */
  analysis: Uint8Array;
  /** Where that analysis is stored (the live preview hands out a signed URL of it). */
  analysisKey: string;
}

/**
 * A photo's bytes and hair analysis for rendering. The analysis is computed once per photo and engine
 * version — kept in storage and recorded in photo_analyses — and concurrent jobs of one photo share that
 * computation. One made by another engine version is recomputed, never reused.
 */
export function createRenderSources(db: Kysely<Database>, storage: ObjectStorage, renderer: Renderer) {
  const photos = createPhotoRepository(db);
  const recent = new LruCache<string, RenderSource>(8);
  const loading = new Map<string, Promise<RenderSource>>();

  async function load(photoId: string): Promise<RenderSource> {
    const row = await photos.findById(photoId);
    if (!row) throw new MissingSourceError(`Photo ${photoId} no longer exists`);
    const photo = await storage.get(row.storage_key);
    if (!photo) throw new MissingSourceError(`Photo ${photoId} has no stored image`);
    const recorded = await photos.findAnalysis(photoId);
    const current = recorded?.engineVersion === ENGINE_VERSION ? recorded : undefined;
    const stored = current ? await storage.get(current.analysisKey) : undefined;
    if (current && stored) return { photoId, photo, analysis: stored, analysisKey: current.analysisKey };
    const { analysis, hairFraction } = await renderer.analyse({ photoKey: photoId, photo });
    const analysisKey = storageKeys.analysis(photoId, ENGINE_VERSION);
    await storage.put(analysisKey, analysis, 'image/png');
    await photos.saveAnalysis(photoId, { analysisKey, hairFraction, engineVersion: ENGINE_VERSION });
    return { photoId, photo, analysis, analysisKey };
  }

  return {
    get(photoId: string): Promise<RenderSource> {
      const kept = recent.get(photoId);
      if (kept) return Promise.resolve(kept);
      let running = loading.get(photoId);
      if (!running) {
        running = load(photoId)
          .then((source) => {
            recent.set(photoId, source);
            return source;
          })
          .finally(() => loading.delete(photoId));
        loading.set(photoId, running);
      }
      return running;
    },

    /** The photo is being deleted: do not keep rendering it from memory. */
    forget(photoId: string): void {
      recent.delete(photoId);
    },
  };
}

export type RenderSources = ReturnType<typeof createRenderSources>;
