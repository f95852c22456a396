import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { demoPhotos, onboardingModels } from '@hairhue/catalogue';
import type { DemoPhotoEntry } from '@hairhue/contracts';
import { fetchTrustedImage } from './fetch-image';
import { absoluteUrl, type UrlBase } from './url-base';

export interface DemoPhotoSourceOptions {
  /** A folder holding the catalogue's demo files (demo-1.jpg …). */
  dir?: string;
  /** Or a list of image addresses, used in order. */
  urls: readonly string[];
}

export interface DemoPhotoSource {
  /** The demo photos; those of the folder are served by us, at `base`. */
  list(base: UrlBase): Promise<DemoPhotoEntry[]>;
  /** The bytes of a demo photo, by the URL `list(base)` gave; undefined when the URL is not one of those. */
  read(url: string, base: UrlBase): Promise<Uint8Array | undefined>;
  /** The bytes of a file served at /demo-photos/{file} (demo or onboarding photo); undefined when there is none. */
  readFile(file: string): Promise<Uint8Array | undefined>;
}

/** The files served from the folder: the demo photos and the onboarding carousel's model photos. */
const SERVED_FILES = new Set([
  ...demoPhotos.map((photo) => photo.file),
  ...onboardingModels.map((model) => model.photoFile),
]);

/** Demo photos come from a folder or a URL list; with neither, the list is empty rather than broken. */
export function createDemoPhotoSource(options: DemoPhotoSourceOptions): DemoPhotoSource {
  const folderFiles = new Map<string, Promise<Uint8Array | undefined>>();

  function fromFolder(file: string): Promise<Uint8Array | undefined> {
    const { dir } = options;
    if (dir === undefined || !SERVED_FILES.has(file)) return Promise.resolve(undefined);
    let loading = folderFiles.get(file);
    if (!loading) {
      loading = readFile(path.join(dir, file)).then(
        (bytes) => new Uint8Array(bytes),
        () => undefined,
      );
      folderFiles.set(file, loading);
    }
    return loading;
  }

  const servedUrl = (base: UrlBase, file: string) => absoluteUrl(base, `/demo-photos/${file}`);

  async function list(base: UrlBase): Promise<DemoPhotoEntry[]> {
    if (options.dir !== undefined) {
      const present = await Promise.all(
        demoPhotos.map(async (photo) => (await fromFolder(photo.file)) !== undefined),
      );
      return demoPhotos
        .filter((_, index) => present[index])
        .map((photo) => ({ id: photo.id, url: servedUrl(base, photo.file), alt: photo.alt }));
    }
    return options.urls.slice(0, demoPhotos.length).map((url, index) => ({
      id: index + 1,
      url,
      // The catalogue's descriptions belong to its own files; a configured list's photos are unknown.
      alt: `Demo photo ${index + 1}`,
    }));
  }

  return {
    list,
    async read(url, base) {
      if (options.dir !== undefined) {
        const file = demoPhotos.find((photo) => servedUrl(base, photo.file) === url)?.file;
        return file === undefined ? undefined : fromFolder(file);
      }
      return options.urls.includes(url) ? fetchTrustedImage(url) : undefined;
    },
    readFile: fromFolder,
  };
}
