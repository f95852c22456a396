import type { HairAnalysis, PreparedPhoto, RgbImage } from '@hairhue/hair-engine';

/** A photo a render thread already decoded, with its analysis, and once rendered, its prepared hair. */
export interface KeptPhoto {
  image: RgbImage;
  analysis: HairAnalysis;
  prepared?: PreparedPhoto;
}

/**
 * The photos one render thread keeps by photo key, least recently used dropped first. The engine keeps an LRU
 * of prepared photos too, but it can only be asked with the decoded photo in hand; this one is asked first,
 * so a kept photo is neither decoded again nor its analysis PNG read again.
 */
export class KeptPhotos {
  /** Most recently used last. */
  private readonly photos = new Map<string, KeptPhoto>();

  constructor(private readonly capacity: number) {}

  get(key: string): KeptPhoto | undefined {
    const photo = this.photos.get(key);
    if (photo) {
      this.photos.delete(key);
      this.photos.set(key, photo);
    }
    return photo;
  }

  keep(key: string, photo: KeptPhoto): void {
    this.photos.delete(key);
    this.photos.set(key, photo);
    for (const oldest of this.photos.keys()) {
      if (this.photos.size <= this.capacity) break;
      this.photos.delete(oldest);
    }
  }
}
