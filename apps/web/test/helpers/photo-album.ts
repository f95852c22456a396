import { vi } from 'vitest';
import type * as CapacitorCore from '@capacitor/core';

/**
 * The native app's photo library, faked for tests of saving an image: `platform.native` says whether the code
 * believes it runs in the native app (it does until a test says otherwise), `media` is the album plugin.
 * A test file points both modules here:
 *
 *   vi.mock('@capacitor/core', async (importOriginal) =>
 *     (await import('../helpers/photo-album')).capacitorCoreModule(importOriginal));
 *   vi.mock('@capacitor-community/media', async () => (await import('../helpers/photo-album')).mediaModule);
 */
export const platform = { native: true };

export const media = { getAlbums: vi.fn(), createAlbum: vi.fn(), savePhoto: vi.fn() };

export async function capacitorCoreModule(importOriginal: () => Promise<typeof CapacitorCore>) {
  const actual = await importOriginal();
  return { ...actual, Capacitor: { ...actual.Capacitor, isNativePlatform: () => platform.native } };
}

export const mediaModule = { Media: media };

/** For an afterEach: the album plugin forgets its answers and calls, and the code is in the native app again. */
export function resetPhotoAlbum() {
  for (const fn of Object.values(media)) fn.mockReset();
  platform.native = true;
}
