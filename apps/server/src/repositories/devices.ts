import type { DeviceRow } from '../db/schema';
import type { Executor } from './types';

export interface NewDevice {
  clientDeviceId: string;
  tokenHash: string;
  appVersion: string;
}

export function createDeviceRepository(db: Executor) {
  return {
    async insert(device: NewDevice): Promise<DeviceRow> {
      return db
        .insertInto('devices')
        .values({
          client_device_id: device.clientDeviceId,
          token_hash: device.tokenHash,
          app_version: device.appVersion,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
    },

    async findByTokenHash(tokenHash: string): Promise<DeviceRow | undefined> {
      return db.selectFrom('devices').selectAll().where('token_hash', '=', tokenHash).executeTakeFirst();
    },
  };
}

export type DeviceRepository = ReturnType<typeof createDeviceRepository>;
