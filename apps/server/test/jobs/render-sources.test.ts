import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { ENGINE_VERSION } from '@hairhue/hair-engine';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { openDatabase, type DatabaseHandle } from '../../src/db/database';
import { migrateToLatest } from '../../src/db/migrate';
import { createFairRenderer } from '../../src/jobs/fair-renderer';
import { createRenderSources } from '../../src/jobs/render-sources';
import type { Renderer } from '../../src/jobs/renderer';
import { createHairCorrectionRepository } from '../../src/repositories/hair-corrections';
import { createPhotoRepository } from '../../src/repositories/photos';
import { storageKeys } from '../../src/services/storage-keys';
import { createLocalStorage, type ObjectStorage } from '../../src/storage';
import { portraitBytes } from '../helpers/factories';
import { createTestRenderer, type TestRendererControl } from '../helpers/test-renderer';

/** The hair value of an analysis PNG at the middle of the photo. */
async function middleOf(analysis: Uint8Array): Promise<number> {
  const { data, info } = await sharp(analysis).extractChannel(0).raw().toBuffer({ resolveWithObject: true });
  return data[Math.round(info.height / 2) * info.width + Math.round(info.width / 2)];
}

const REMOVE_MIDDLE = { tool: 'remove' as const, radius: 0.1, points: [0.5, 0.5] };
const ADD_CORNER = { tool: 'add' as const, radius: 0.05, points: [0.1, 0.1] };

describe('render sources', () => {
  let handle: DatabaseHandle;
  let storage: ObjectStorage;
  let rootDir: string;
  let control: TestRendererControl;

  beforeAll(async () => {
    handle = await openDatabase({});
    await migrateToLatest(handle.db as never);
    rootDir = await mkdtemp(path.join(tmpdir(), 'render-sources-'));
    storage = createLocalStorage({ rootDir, signingSecret: 'test-secret' });
    control = createTestRenderer();
  });
  afterAll(async () => {
    await handle.close();
    await rm(rootDir, { recursive: true, force: true });
  });

  async function newDevice(): Promise<{ id: string }> {
    return handle.db
      .insertInto('devices')
      .values({
        client_device_id: `device-${Math.random()}`,
        token_hash: `${Math.random()}`,
        app_version: '1',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
  }

  /** A stored photo, as an upload leaves it (of a new device, or of the one given). */
  async function storedPhoto(ownerId?: string): Promise<string> {
    const device = ownerId ? { id: ownerId } : await newDevice();
    const key = `photos/${Math.random().toString(36).slice(2)}/original.jpg`;
    await storage.put(key, portraitBytes(), 'image/jpeg');
    const photo = await createPhotoRepository(handle.db).insert({
      device_id: device.id,
      object_path: key,
      storage_key: key,
      source: 'upload',
      width: 580,
      height: 819,
      bytes: 1,
    });
    if (!photo) throw new Error('photo not inserted');
    return photo.id;
  }

  it('computes an analysis once per photo and engine version, and reuses it from storage', async () => {
    const photoId = await storedPhoto();
    const before = control.analyses;
    const first = await createRenderSources(handle.db, storage, control.renderer).get(photoId);
    expect(control.analyses).toBe(before + 1);
    expect(first.analysisKey).toBe(storageKeys.analysis(photoId, ENGINE_VERSION));
    const recorded = await createPhotoRepository(handle.db).findAnalysis(photoId);
    expect(recorded).toMatchObject({
      analysisKey: storageKeys.analysis(photoId, ENGINE_VERSION),
      engineVersion: ENGINE_VERSION,
    });
    // Another process (fresh sources, nothing in memory) loads it.
    const again = await createRenderSources(handle.db, storage, control.renderer).get(photoId);
    expect(control.analyses).toBe(before + 1);
    expect(Buffer.from(again.analysis).equals(Buffer.from(first.analysis))).toBe(true);
    expect(again.analysisKey).toBe(first.analysisKey);
  });

  it('recomputes an analysis stored by an older engine instead of reusing it', async () => {
    const photoId = await storedPhoto();
    const photos = createPhotoRepository(handle.db);
    const oldKey = `photos/${photoId}/hair-mask.png`;
    await storage.put(oldKey, new Uint8Array([0x89, 0x50, 0x4e, 0x47]), 'image/png');
    await photos.saveAnalysis(photoId, { analysisKey: oldKey, hairFraction: 0.3, engineVersion: 1 });
    const before = control.analyses;
    const source = await createRenderSources(handle.db, storage, control.renderer).get(photoId);
    expect(control.analyses).toBe(before + 1);
    expect(source.analysis).not.toEqual(new Uint8Array([0x89, 0x50, 0x4e, 0x47]));
    expect(await photos.findAnalysis(photoId)).toMatchObject({
      analysisKey: storageKeys.analysis(photoId, ENGINE_VERSION),
      engineVersion: ENGINE_VERSION,
    });
  });

  it('records analyses from before the version column as engine version 1', async () => {
    const photoId = await storedPhoto();
    await handle.db
      .insertInto('photo_analyses')
      .values({ photo_id: photoId, mask_key: `photos/${photoId}/hair-mask.png`, hair_fraction: 0.2 })
      .execute();
    expect((await createPhotoRepository(handle.db).findAnalysis(photoId))?.engineVersion).toBe(1);
  });

  it('renders with the revision in the database, never a stale one it keeps, whichever process saved it', async () => {
    const photoId = await storedPhoto();
    const corrections = createHairCorrectionRepository(handle.db);
    // A worker process that keeps sources in memory; the saves below come from elsewhere (an API process).
    const worker = createRenderSources(handle.db, storage, control.renderer);
    const automatic = await worker.get(photoId);
    expect(automatic).toMatchObject({
      correctionRevision: 0,
      renderKey: photoId,
      analysisKey: storageKeys.analysis(photoId, ENGINE_VERSION),
    });
    expect(await middleOf(automatic.analysis)).toBe(128);

    await corrections.save(photoId, [REMOVE_MIDDLE]);
    const first = await worker.get(photoId);
    expect(first).toMatchObject({
      correctionRevision: 1,
      analysisKey: storageKeys.correctedAnalysis(photoId, ENGINE_VERSION, 1),
    });
    expect(first.renderKey).not.toBe(photoId);
    expect(await middleOf(first.analysis)).toBe(0);

    await corrections.save(photoId, [ADD_CORNER]);
    const second = await worker.get(photoId);
    expect(second.correctionRevision).toBe(2);
    expect(second.renderKey).not.toBe(first.renderKey);
    expect(await middleOf(second.analysis)).toBe(128);

    // Another worker finds the corrected analysis made and recorded: it reads it rather than making it again.
    const before = control.corrections;
    const other = await createRenderSources(handle.db, storage, control.renderer).get(photoId);
    expect(control.corrections).toBe(before);
    expect(Buffer.from(other.analysis).equals(Buffer.from(second.analysis))).toBe(true);

    await corrections.save(photoId, []);
    expect(await worker.get(photoId)).toMatchObject({
      correctionRevision: 3,
      renderKey: photoId,
      analysisKey: storageKeys.analysis(photoId, ENGINE_VERSION),
    });
  });

  it("makes a revision's corrected analysis once for lookups at the same time", async () => {
    const photoId = await storedPhoto();
    const sources = createRenderSources(handle.db, storage, control.renderer);
    await sources.get(photoId);
    await createHairCorrectionRepository(handle.db).save(photoId, [REMOVE_MIDDLE]);
    const before = control.corrections;
    const found = await Promise.all([1, 2, 3, 4].map(() => sources.get(photoId)));
    expect(control.corrections).toBe(before + 1);
    expect(new Set(found.map((source) => source.analysisKey)).size).toBe(1);
  });

  it('deletes a corrected analysis finished after a save superseded its revision, keeping nothing stale', async () => {
    const photoId = await storedPhoto();
    const corrections = createHairCorrectionRepository(handle.db);
    await corrections.save(photoId, [REMOVE_MIDDLE]);
    let started!: () => void;
    const correcting = new Promise<void>((resolve) => (started = resolve));
    let finish!: () => void;
    const gate = new Promise<void>((resolve) => (finish = resolve));
    const sources = createRenderSources(handle.db, storage, {
      ...control.renderer,
      async correct(input) {
        started();
        await gate;
        return control.renderer.correct(input);
      },
    });
    const lookup = sources.get(photoId);
    await correcting;
    // The person saves again while revision 1's corrected analysis is being made.
    await corrections.save(photoId, [REMOVE_MIDDLE, ADD_CORNER]);
    finish();
    await lookup;
    expect(await storage.exists(storageKeys.correctedAnalysis(photoId, ENGINE_VERSION, 1))).toBe(false);
    expect((await corrections.find(photoId))?.analysis).toBeUndefined();
  });

  it('never computes a correction superseded by a newer save while it waited for a thread', async () => {
    const photoId = await storedPhoto();
    const renderer = createFairRenderer(control.renderer, 1);
    const sources = createRenderSources(handle.db, storage, renderer);
    const engineSource = await sources.get(photoId);
    const corrections = createHairCorrectionRepository(handle.db);
    await corrections.save(photoId, [REMOVE_MIDDLE]);
    // The one thread is busy with another render while the correction of revision 1 waits its turn.
    control.hold();
    const busy = renderer.render({
      photoKey: engineSource.renderKey,
      photo: engineSource.photo,
      analysis: engineSource.analysis,
      shadeId: 'copper',
      previewLongSide: 64,
    });
    const before = control.corrections;
    const waiting = sources.get(photoId);
    await new Promise((resolve) => setTimeout(resolve, 50));
    await corrections.save(photoId, [ADD_CORNER]);
    control.release();
    await busy;
    const source = await waiting;
    expect(source.correctionRevision).toBe(2);
    expect(control.corrections).toBe(before + 1);
    expect(await middleOf(source.analysis)).toBe(128);
  });

  it("takes turns between the photos' devices: six corrections of one wait behind another's render", async () => {
    const started: string[] = [];
    const recording: Renderer = {
      ...control.renderer,
      correct: (input) => (started.push(input.correctedKey), control.renderer.correct(input)),
      render: (input) => (started.push(input.photoKey), control.renderer.render(input)),
    };
    const renderer = createFairRenderer(recording, 1);
    const sources = createRenderSources(handle.db, storage, renderer);
    const busy = await newDevice();
    const busyPhotos = await Promise.all([1, 2, 3, 4, 5, 6].map(() => storedPhoto(busy.id)));
    const otherPhoto = await storedPhoto();
    const [first, other] = await Promise.all([busyPhotos[0], otherPhoto].map((id) => sources.get(id)));
    const corrections = createHairCorrectionRepository(handle.db);
    for (const photoId of busyPhotos) await corrections.save(photoId, [REMOVE_MIDDLE]);
    const renderOf = (source: typeof first) => ({
      owner: source.ownerId,
      photoKey: source.renderKey,
      photo: source.photo,
      analysis: source.analysis,
      shadeId: 'copper',
      previewLongSide: 64,
    });
    control.hold();
    const held = renderer.render(renderOf(first));
    // The live preview's planes of all six corrected photos at once, then the other device's render.
    const planes = busyPhotos.map((photoId) => sources.get(photoId));
    await new Promise((resolve) => setTimeout(resolve, 200));
    const otherRender = renderer.render(renderOf(other));
    control.release();
    await Promise.all([held, otherRender, ...planes]);
    expect(started[0]).toBe(first.renderKey);
    expect(started[1]).toBe(other.renderKey);
    expect(started).toHaveLength(8);
  });
});
