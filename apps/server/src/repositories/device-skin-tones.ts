import type { SkinToneChoice } from '@hairhue/contracts';
import type { Executor } from './types';

/** A device's own skin tone ('Not right?'): at most one row per device. */
export function createDeviceSkinToneRepository(db: Executor) {
  return {
    async find(deviceId: string): Promise<SkinToneChoice | undefined> {
      return db
        .selectFrom('device_skin_tones')
        .select(['depth', 'undertone'])
        .where('device_id', '=', deviceId)
        .executeTakeFirst();
    },

    async save(deviceId: string, { depth, undertone }: SkinToneChoice): Promise<void> {
      await db
        .insertInto('device_skin_tones')
        .values({ device_id: deviceId, depth, undertone })
        .onConflict((conflict) =>
          conflict.column('device_id').doUpdateSet({ depth, undertone, updated_at: new Date() }),
        )
        .execute();
    },

    async remove(deviceId: string): Promise<void> {
      await db.deleteFrom('device_skin_tones').where('device_id', '=', deviceId).execute();
    },
  };
}

export type DeviceSkinToneRepository = ReturnType<typeof createDeviceSkinToneRepository>;
