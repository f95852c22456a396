/**
 * Where things live in object storage. Everything made from a photo sits under its folder, so removing a
 * photo (retention, or a future delete) is one prefix delete.
 */
export const storageKeys = {
  photoFolder: (photoId: string) => `photos/${photoId}/`,
  photo: (photoId: string) => `photos/${photoId}/original.jpg`,
  /** The hair mask made by one engine version (a new version never reads an older one's). */
  analysis: (photoId: string, engineVersion: number) => `photos/${photoId}/hair-mask-v${engineVersion}.png`,
  /**
   * That mask with the person's touch-up brush correction of one revision applied: a new revision (or
   * engine) never reads another's.
   */
  correctedAnalysis: (photoId: string, engineVersion: number, revision: number) =>
    `photos/${photoId}/hair-mask-v${engineVersion}-corrected-r${revision}.png`,
  tryOnResult: (photoId: string, tryOnId: string) => `photos/${photoId}/try-ons/${tryOnId}.jpg`,
  tryOnPreview: (photoId: string, tryOnId: string) => `photos/${photoId}/try-ons/${tryOnId}-preview.jpg`,
  diceResult: (photoId: string, rollId: string, position: number) =>
    `photos/${photoId}/dice/${rollId}-${position}.jpg`,
  dicePreview: (photoId: string, rollId: string, position: number) =>
    `photos/${photoId}/dice/${rollId}-${position}-preview.jpg`,
  /** Cloud-flow uploads wait here, per UTC day, until `POST /photos` claims them. */
  uploadDay: (day: string) => `uploads/${day}/`,
  upload: (day: string, deviceId: string, uploadId: string) => `uploads/${day}/${deviceId}/${uploadId}.jpg`,
};
