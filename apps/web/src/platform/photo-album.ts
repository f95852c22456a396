import { Media, type MediaAlbum } from '@capacitor-community/media';
import { savedFileName } from '@hairhue/contracts/constants';
import { API_ORIGIN } from '@/api/client';

/** SPEC §7: the native app saves into a photo-library album named for the product. */
export const ALBUM_NAME = 'Hairhue';

// MediaAlbumType exists only as a type in the plugin's build, so its value is compared as a string.
const isUserAlbum = (album: MediaAlbum) => String(album.type ?? 'user') === 'user';

async function findAlbum(): Promise<string | undefined> {
  const { albums } = await Media.getAlbums();
  return albums.find((album) => album.name === ALBUM_NAME && isUserAlbum(album))?.identifier;
}

let lookup: Promise<string> | undefined;

/**
 * The Hairhue album's identifier, made the first time something is saved. Saves that start together share
 * one lookup so they cannot create two albums; the next save looks again, in case the album was deleted.
 */
function hairhueAlbum(): Promise<string> {
  lookup ??= (async () => {
    const existing = await findAlbum();
    if (existing) return existing;
    await Media.createAlbum({ name: ALBUM_NAME });
    const created = await findAlbum();
    if (!created) throw new Error(`The ${ALBUM_NAME} album could not be created`);
    return created;
  })().finally(() => {
    lookup = undefined;
  });
  return lookup;
}

/**
 * Saves an image into the Hairhue album. The plugin downloads the URL natively (no CORS, full file), so a
 * relative URL is made absolute against the API's origin first (a `data:` URL, e.g. a card drawn in the app,
 * stays as it is). `fileName` is used where the platform lets an app name the file (Android); the iOS photo
 * library names its assets itself.
 */
export async function saveToAlbum(
  url: string,
  colorName: string,
  fileName: string = savedFileName(colorName),
): Promise<void> {
  const albumIdentifier = await hairhueAlbum();
  await Media.savePhoto({
    path: new URL(url, API_ORIGIN || window.location.href).href,
    albumIdentifier,
    fileName: fileName.replace(/\.jpg$/, ''),
  });
}
