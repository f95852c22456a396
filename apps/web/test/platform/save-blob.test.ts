import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { saveImageBlob, shareImageBlob } from '@/platform/save-blob';
import { media, platform, resetPhotoAlbum } from '../helpers/photo-album';

vi.mock('@capacitor/core', async (importOriginal) =>
  (await import('../helpers/photo-album')).capacitorCoreModule(importOriginal),
);
vi.mock('@capacitor-community/media', async () => (await import('../helpers/photo-album')).mediaModule);

const card = new Blob([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], { type: 'image/jpeg' });
const FILE_NAME = 'hairhue-salon-card-copper-1773480413000.jpg';

beforeEach(() => {
  media.getAlbums.mockResolvedValue({
    albums: [{ name: 'Hairhue', identifier: 'album-hairhue', type: 'user' }],
  });
  media.savePhoto.mockResolvedValue({ identifier: 'asset-1' });
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  resetPhotoAlbum();
});

describe('saving an image made in the app', () => {
  it('puts it in the Hairhue album as a data URL, under the given name (native app)', async () => {
    await saveImageBlob(card, FILE_NAME, 'Copper');
    expect(media.savePhoto).toHaveBeenCalledWith({
      path: 'data:image/jpeg;base64,/9j/4A==',
      albumIdentifier: 'album-hairhue',
      fileName: 'hairhue-salon-card-copper-1773480413000',
    });
  });

  it('downloads it under the given name in a browser', async () => {
    platform.native = false;
    const createObjectURL = vi.fn(() => 'blob:card');
    URL.createObjectURL = createObjectURL;
    URL.revokeObjectURL = vi.fn();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    await saveImageBlob(card, FILE_NAME, 'Copper');
    expect(createObjectURL).toHaveBeenCalledWith(card);
    const link = click.mock.contexts[0] as HTMLAnchorElement;
    expect(link.download).toBe(FILE_NAME);
    expect(link.href).toBe('blob:card');
    expect(media.savePhoto).not.toHaveBeenCalled();
  });
});

describe('sharing an image made in the app', () => {
  it('shares it as a file where the browser can', async () => {
    const share = vi.fn().mockResolvedValue(undefined);
    vi.stubGlobal('navigator', { ...navigator, share, canShare: () => true });
    expect(await shareImageBlob(card, FILE_NAME, 'Salon card: Copper')).toBe('file');
    const data = share.mock.calls[0]?.[0] as ShareData;
    expect(data.title).toBe('Salon card: Copper');
    expect(data.files?.[0]?.name).toBe(FILE_NAME);
    expect(data.files?.[0]?.type).toBe('image/jpeg');
  });

  it('is unavailable where files cannot be shared, or there is no share sheet', async () => {
    vi.stubGlobal('navigator', { ...navigator, share: vi.fn(), canShare: () => false });
    expect(await shareImageBlob(card, FILE_NAME, 'Salon card: Copper')).toBe('unavailable');
    vi.stubGlobal('navigator', { ...navigator, share: undefined, canShare: undefined });
    expect(await shareImageBlob(card, FILE_NAME, 'Salon card: Copper')).toBe('unavailable');
  });
});
