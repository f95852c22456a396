import { readdirSync } from 'node:fs';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../src/db/database';
import { migrateDown, migrateToLatest, migrations } from '../../src/db/migrate';
import {
  createPostgresDatabase,
  databaseKinds,
  TEST_DATABASE_URL,
  type TestDatabase,
} from '../helpers/database';
import { insertDeviceWithPhoto } from './rows';

const TABLES = [
  'device_skin_tones',
  'devices',
  'dice_roll_colors',
  'dice_rolls',
  'free_use_by_address',
  'free_use_ledger',
  'hair_corrections',
  'photo_analyses',
  'photos',
  'purchases',
  'subscriptions',
  'try_ons',
  'webhook_events',
];

it('lists every migration file in order', () => {
  const files = readdirSync(new URL('../../migrations/', import.meta.url))
    .filter((file) => file.endsWith('.ts'))
    .map((file) => file.replace(/\.ts$/, ''))
    .sort();
  expect(Object.keys(migrations)).toEqual(files);
});

describe.each(databaseKinds)('migrations on %s', (kind) => {
  let handle: DatabaseHandle;
  let postgres: TestDatabase | undefined;

  beforeAll(async () => {
    if (kind === 'postgres' && TEST_DATABASE_URL) postgres = await createPostgresDatabase(TEST_DATABASE_URL);
    handle = await openDatabase({ databaseUrl: postgres?.url });
  });
  afterAll(async () => {
    await handle.close();
    await postgres?.drop();
  });

  async function tables(): Promise<string[]> {
    const result = await sql<{ table_name: string }>`
      select table_name from information_schema.tables
      where table_schema = 'public' and table_name not like 'kysely_%' order by table_name`.execute(
      handle.db,
    );
    return result.rows.map((row) => row.table_name);
  }

  it('go up on a fresh database, down, and up again', async () => {
    expect(await migrateToLatest(handle.db as never)).toEqual(Object.keys(migrations));
    expect(await tables()).toEqual(TABLES);
    expect(await migrateToLatest(handle.db as never)).toEqual([]);
    for (const _migration of Object.keys(migrations)) await migrateDown(handle.db as never);
    expect(await tables()).toEqual([]);
    await migrateToLatest(handle.db as never);
    expect(await tables()).toEqual(TABLES);
  });

  it('refuses a try-on status outside the spec', async () => {
    const { db } = handle;
    const { deviceId, photoId } = await insertDeviceWithPhoto(db, {
      clientDeviceId: 'd',
      tokenHash: `h-${kind}`,
    });
    const tryOn = (status: string) =>
      db
        .insertInto('try_ons')
        .values({
          device_id: deviceId,
          photo_id: photoId,
          shade_id: 'copper',
          color_name: 'Copper',
          color_value: '#b0562b',
          status: status as 'processing',
          charge: 'free',
        })
        .execute();
    await expect(tryOn('processing')).resolves.toBeDefined();
    await expect(tryOn('queued')).rejects.toThrow(/check constraint/);
  });

  it('gives try-ons from before tuning a null intensity and shine, and takes the columns away going down', async () => {
    const { db } = handle;
    const columns = async () => {
      const result = await sql<{ column_name: string }>`
        select column_name from information_schema.columns
        where table_name = 'try_ons' and column_name in ('intensity', 'shine') order by column_name`.execute(
        db,
      );
      return result.rows.map((row) => row.column_name);
    };
    expect(await columns()).toEqual(['intensity', 'shine']);
    // Down to just before the tuning migration, whatever later migrations there are.
    const undone: string[] = [];
    for (
      let i = 0;
      i < Object.keys(migrations).length && !undone.includes('20261125120000_try_on_tuning');
      i++
    ) {
      undone.push(...(await migrateDown(db as never)));
    }
    expect(undone).toContain('20261125120000_try_on_tuning');
    expect(await columns()).toEqual([]);
    const { deviceId, photoId } = await insertDeviceWithPhoto(db, {
      clientDeviceId: 'old',
      tokenHash: `old-${kind}`,
    });
    const old = await db
      .insertInto('try_ons')
      .values({
        device_id: deviceId,
        photo_id: photoId,
        shade_id: 'copper',
        color_name: 'Copper',
        color_value: '#b0562b',
        status: 'completed',
        charge: 'free',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await migrateToLatest(db as never);
    const row = await db
      .selectFrom('try_ons')
      .select(['intensity', 'shine'])
      .where('id', '=', old.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ intensity: null, shine: null });
  });
});
