import type { DeviceSkinTone, SkinToneChoice } from '@hairhue/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { createDeviceSkinToneRepository } from '../repositories/device-skin-tones';
import type { AuthenticatedDevice } from './devices';

/**
 * A device's own skin tone for 'Suits you' and 'Roll shades that suit me' (issue 23 §1): a setting of the
 * device, read and written only through its own token, so no device can see or change another's.
 */
export function createSkinToneService(db: Kysely<Database>) {
  const repository = createDeviceSkinToneRepository(db);

  return {
    async get(device: AuthenticatedDevice): Promise<DeviceSkinTone> {
      return { choice: (await repository.find(device.id)) ?? null };
    },

    async save(device: AuthenticatedDevice, choice: SkinToneChoice): Promise<DeviceSkinTone> {
      await repository.save(device.id, choice);
      return { choice };
    },

    /** Back to measuring each photo. */
    async reset(device: AuthenticatedDevice): Promise<DeviceSkinTone> {
      await repository.remove(device.id);
      return { choice: null };
    },

    /** The choice of a device, for a service acting for it (a Dice Roll of shades that suit). */
    async choiceOf(deviceId: string): Promise<SkinToneChoice | undefined> {
      return repository.find(deviceId);
    },
  };
}

export type SkinToneService = ReturnType<typeof createSkinToneService>;
