import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../src/db/database';
import { migrateToLatest } from '../../src/db/migrate';
import type { NewTryOn } from '../../src/db/schema';
import { createTryOnRepository } from '../../src/repositories/try-ons';
import {
  createPostgresDatabase,
  databaseKinds,
  TEST_DATABASE_URL,
  type TestDatabase,
} from '../helpers/database';
import { insertDeviceWithPhoto } from '../db/rows';

describe.each(databaseKinds)('try-on repository on %s', (kind) => {
  let handle: DatabaseHandle;
  let postgres: TestDatabase | undefined;
  let deviceId: string;
  let photoId: string;

  beforeAll(async () => {
    if (kind === 'postgres' && TEST_DATABASE_URL) postgres = await createPostgresDatabase(TEST_DATABASE_URL);
    handle = await openDatabase({ databaseUrl: postgres?.url });
    await migrateToLatest(handle.db as never);
    const ids = await insertDeviceWithPhoto(handle.db, {
      clientDeviceId: 'tuning-device',
      tokenHash: `h-${kind}`,
    });
    deviceId = ids.deviceId;
    photoId = ids.photoId;
  });
  afterAll(async () => {
    await handle.close();
    await postgres?.drop();
  });

  const tryOn = (tuning: Pick<NewTryOn, 'intensity' | 'shine' | 'idempotency_key'> = {}): NewTryOn => ({
    device_id: deviceId,
    photo_id: photoId,
    shade_id: 'copper',
    color_name: 'Copper',
    color_value: '#b0562b',
    status: 'processing',
    charge: 'premium',
    ...tuning,
  });

  it('stores intensity and shine and reads them back by id, by owner and in the list', async () => {
    const tryOns = createTryOnRepository(handle.db);
    const inserted = await tryOns.insert(tryOn({ intensity: 80, shine: 60 }));
    expect(inserted).toMatchObject({ intensity: 80, shine: 60 });
    expect(await tryOns.findById(inserted.id)).toMatchObject({ intensity: 80, shine: 60 });
    expect(await tryOns.findOwned(deviceId, inserted.id)).toMatchObject({ intensity: 80, shine: 60 });
    const listed = (await tryOns.listOwned(deviceId)).find((row) => row.id === inserted.id);
    expect(listed).toMatchObject({ intensity: 80, shine: 60 });
  });

  it('stores the ends of both ranges', async () => {
    const tryOns = createTryOnRepository(handle.db);
    expect(await tryOns.insert(tryOn({ intensity: 10, shine: 0 }))).toMatchObject({
      intensity: 10,
      shine: 0,
    });
    expect(await tryOns.insert(tryOn({ intensity: 100, shine: 100 }))).toMatchObject({
      intensity: 100,
      shine: 100,
    });
  });

  it('keeps null for a try-on made without them, and for a field left out', async () => {
    const tryOns = createTryOnRepository(handle.db);
    const plain = await tryOns.insert(tryOn());
    expect(await tryOns.findById(plain.id)).toMatchObject({ intensity: null, shine: null });
    const onlyShine = await tryOns.insert(tryOn({ shine: 20 }));
    expect(await tryOns.findById(onlyShine.id)).toMatchObject({ intensity: null, shine: 20 });
  });

  it('keeps them when the render completes', async () => {
    const tryOns = createTryOnRepository(handle.db);
    const inserted = await tryOns.insert(tryOn({ intensity: 45, shine: 75 }));
    const completed = await tryOns.markCompleted(inserted.id, { resultKey: 'r', previewKey: 'p' });
    expect(completed).toMatchObject({ status: 'completed', intensity: 45, shine: 75 });
  });

  it.each([
    ['intensity', 9],
    ['intensity', 101],
    ['shine', -1],
    ['shine', 101],
  ])('refuses %s %d, outside the contract, at the database', async (field, value) => {
    await expect(createTryOnRepository(handle.db).insert(tryOn({ [field]: value }))).rejects.toThrow(
      /check constraint/,
    );
  });

  it("keeps one try-on per device and Idempotency-Key: a second insert fails with PostgreSQL's unique_violation", async () => {
    // The service relies on this code (23505) to answer a racing second send with the first one's try-on.
    const tryOns = createTryOnRepository(handle.db);
    const first = await tryOns.insert(tryOn({ idempotency_key: `key-${kind}-0123456789` }));
    await expect(tryOns.insert(tryOn({ idempotency_key: `key-${kind}-0123456789` }))).rejects.toMatchObject({
      code: '23505',
    });
    expect(await tryOns.findByIdempotencyKey(deviceId, `key-${kind}-0123456789`)).toMatchObject({
      id: first.id,
    });
    // Try-ons made without a key never collide.
    await tryOns.insert(tryOn());
    await tryOns.insert(tryOn());
  });
});
