import type { Kysely } from 'kysely';
import type { Database } from '../../src/db/schema';

/** A device with one photo, written straight into the tables: what a row that needs both refers to. */
export async function insertDeviceWithPhoto(
  db: Kysely<Database>,
  device: { clientDeviceId: string; tokenHash: string },
): Promise<{ deviceId: string; photoId: string }> {
  const { id: deviceId } = await db
    .insertInto('devices')
    .values({ client_device_id: device.clientDeviceId, token_hash: device.tokenHash, app_version: '1.0.0' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const { id: photoId } = await db
    .insertInto('photos')
    .values({
      device_id: deviceId,
      object_path: 'p',
      storage_key: 'k',
      source: 'upload',
      width: 1,
      height: 1,
      bytes: 1,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { deviceId, photoId };
}
