import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ALBUM_NAME } from '@/platform/photo-album';
import { copyImageLink, saveImage, shareImage } from '@/platform/save-image';
import { media, platform, resetPhotoAlbum } from '../helpers/photo-album';

vi.mock('@capacitor/core', async (importOriginal) =>
  (await import('../helpers/photo-album')).capacitorCoreModule(importOriginal),
);
vi.mock('@capacitor-community/media', async () => (await import('../helpers/photo-album')).mediaModule);

const NOW = new Date('2026-03-14T09:26:53.000Z');
const RESULT_URL = 'https://hairhue.app/files/results/r1.jpg?expires=1&signature=abc';
const hairhueAlbum = { name: 'Hairhue', identifier: 'album-hairhue', type: 'user' };

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
  media.createAlbum.mockResolvedValue(undefined);
  media.savePhoto.mockResolvedValue({ identifier: 'asset-1' });
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  resetPhotoAlbum();
});

describe('saving to the Hairhue album (native app)', () => {
  it('creates the album the first time and saves the image into it, named for the colour', async () => {
    media.getAlbums.mockResolvedValueOnce({ albums: [] }).mockResolvedValue({ albums: [hairhueAlbum] });
    await saveImage(RESULT_URL, 'Rose Gold');

    expect(ALBUM_NAME).toBe('Hairhue');
    expect(media.createAlbum).toHaveBeenCalledWith({ name: 'Hairhue' });
    expect(media.savePhoto).toHaveBeenCalledWith({
      path: RESULT_URL,
      albumIdentifier: 'album-hairhue',
      fileName: `hairhue-rose-gold-${NOW.getTime()}`,
    });
  });

  it('reuses the album when it exists, and not a smart album of the same name', async () => {
    media.getAlbums.mockResolvedValue({
      albums: [{ name: 'Hairhue', identifier: 'smart-1', type: 'smart' }, hairhueAlbum],
    });
    await saveImage(RESULT_URL, 'Midnight Blue');
    expect(media.createAlbum).not.toHaveBeenCalled();
    expect(media.savePhoto.mock.calls[0]?.[0]).toMatchObject({ albumIdentifier: 'album-hairhue' });
  });

  it('makes one album when several saves start together', async () => {
    let created = false;
    media.getAlbums.mockImplementation(async () => ({ albums: created ? [hairhueAlbum] : [] }));
    media.createAlbum.mockImplementation(async () => {
      created = true;
    });
    await Promise.all([saveImage(RESULT_URL, 'Copper'), saveImage(RESULT_URL, 'Teal')]);
    expect(media.createAlbum).toHaveBeenCalledTimes(1);
    expect(media.savePhoto).toHaveBeenCalledTimes(2);
  });

  it('gives the plugin an absolute address for a relative URL', async () => {
    media.getAlbums.mockResolvedValue({ albums: [hairhueAlbum] });
    await saveImage('/files/results/r2.jpg', 'Lavender Mist');
    expect(media.savePhoto.mock.calls[0]?.[0].path).toBe(
      new URL('/files/results/r2.jpg', location.href).href,
    );
  });

  it('fails when the photo library refuses, so the caller shows its save error', async () => {
    media.getAlbums.mockRejectedValue(new Error('Access to photos not allowed by user'));
    await expect(saveImage(RESULT_URL, 'Rose Gold')).rejects.toThrow('Access to photos not allowed by user');
    expect(media.savePhoto).not.toHaveBeenCalled();
  });

  it('downloads the file on the web instead, with the same file name', async () => {
    platform.native = false;
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(new Uint8Array([1, 2])));
    URL.createObjectURL = vi.fn(() => 'blob:download');
    URL.revokeObjectURL = vi.fn();
    let downloaded = '';
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      downloaded = this.download;
    });
    await saveImage(RESULT_URL, 'Rose Gold');
    expect(downloaded).toBe(`hairhue-rose-gold-${NOW.getTime()}.jpg`);
    expect(media.getAlbums).not.toHaveBeenCalled();
  });
});

describe('sharing an image (web)', () => {
  // Own properties, defined rather than assigned: an earlier file's user-event may have given the shared
  // navigator a getter-only clipboard, which an assignment through the prototype chain cannot shadow.
  const stubNavigator = (extra: Partial<Navigator>) =>
    vi.stubGlobal(
      'navigator',
      Object.create(
        navigator,
        Object.fromEntries(
          Object.entries(extra).map(([name, value]) => [name, { value, configurable: true }]),
        ),
      ) as Navigator,
    );
  afterEach(() => vi.unstubAllGlobals());

  it("is 'unavailable' without the Web Share API, so the caller can fall back", async () => {
    stubNavigator({ share: undefined });
    await expect(shareImage(RESULT_URL, 'Rose Gold')).resolves.toBe('unavailable');
  });

  it('shares the file where the browser can share files', async () => {
    const share = vi.fn().mockResolvedValue(undefined);
    stubNavigator({ share, canShare: () => true });
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(new Uint8Array([1, 2])));
    await expect(shareImage(RESULT_URL, 'Rose Gold')).resolves.toBe('file');
    const [data] = share.mock.calls[0] as [ShareData];
    expect(data.files?.[0]?.name).toBe(`hairhue-rose-gold-${NOW.getTime()}.jpg`);
  });

  it('shares an absolute link where it cannot share files', async () => {
    const share = vi.fn().mockResolvedValue(undefined);
    stubNavigator({ share, canShare: () => false });
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(new Uint8Array([1, 2])));
    await expect(shareImage('/files/results/r1.jpg?signature=abc', 'Rose Gold')).resolves.toBe('link');
    expect(share).toHaveBeenCalledWith({
      title: 'My Hairhue look: Rose Gold',
      url: new URL('/files/results/r1.jpg?signature=abc', window.location.href).href,
    });
  });

  it('copies an absolute link, and reports a clipboard it cannot write', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    stubNavigator({ clipboard: { writeText } as unknown as Clipboard });
    await expect(copyImageLink('/files/r1.jpg')).resolves.toBe(true);
    expect(writeText).toHaveBeenCalledWith(new URL('/files/r1.jpg', window.location.href).href);
    writeText.mockRejectedValue(new DOMException('denied', 'NotAllowedError'));
    await expect(copyImageLink('/files/r1.jpg')).resolves.toBe(false);
  });
});
