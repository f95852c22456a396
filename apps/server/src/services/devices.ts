import { hash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { createDeviceRepository } from '../repositories/devices';
import { UnauthorizedError } from './errors';
import { LruCache } from './lru';

export interface AuthenticatedDevice {
  /** Our id of this registration: what photos, try-ons and rolls belong to. */
  id: string;
  /** The id the app sent: free changes, Dice Roll allowance and the subscription are counted against it. */
  clientDeviceId: string;
}

/** One-shot hashing: a quarter of createHash's cost, paid on every authenticated request. */
function hashToken(token: string): string {
  return hash('sha256', token, 'hex');
}

const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

/**
 * Registration hands out a fresh random token every time, and each registration owns its own photos,
 * try-ons and rolls: a device id is not a secret, so knowing one must not open anyone's pictures.
 * Free changes, rolls and the subscription follow the device id, so registering again neither resets
 * the free tier nor loses a purchase.
 */
export function createDeviceService(db: Kysely<Database>) {
  const repository = createDeviceRepository(db);
  // Registrations never change or disappear, so a token once resolved can be kept in any process.
  const known = new LruCache<string, AuthenticatedDevice>(100_000);

  return {
    async register(clientDeviceId: string, appVersion: string): Promise<string> {
      const token = randomBytes(32).toString('base64url');
      const device = await repository.insert({ clientDeviceId, tokenHash: hashToken(token), appVersion });
      known.set(hashToken(token), { id: device.id, clientDeviceId });
      return token;
    },

    async authenticate(token: string | undefined): Promise<AuthenticatedDevice> {
      if (token === undefined || !TOKEN_SHAPE.test(token)) throw new UnauthorizedError();
      const tokenHash = hashToken(token);
      const cached = known.get(tokenHash);
      if (cached) return cached;
      const device = await repository.findByTokenHash(tokenHash);
      if (!device) throw new UnauthorizedError();
      const authenticated = { id: device.id, clientDeviceId: device.client_device_id };
      known.set(tokenHash, authenticated);
      return authenticated;
    },
  };
}

export type DeviceService = ReturnType<typeof createDeviceService>;
