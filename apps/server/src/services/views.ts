import type { DiceRoll, HairColorTryOn, Photo } from '@hairhue/contracts';
import type { DiceRollColorRow, DiceRollRow, PhotoRow, TryOnRow } from '../db/schema';
import type { FileUrls } from './file-urls';
import { tuningOf } from './try-on-tuning';
import type { UrlBase } from './url-base';

/**
 * Rows as the API shows them: file keys become signed URLs on the client's `base`; nothing internal leaves
 * the server.
 */
export async function photoView(photo: PhotoRow, urls: FileUrls, base: UrlBase): Promise<Photo> {
  return {
    id: photo.id,
    originalUrl: await urls.url(photo.storage_key, base),
    objectPath: photo.object_path,
    userId: null,
  };
}

export async function tryOnView(tryOn: TryOnRow, urls: FileUrls, base: UrlBase): Promise<HairColorTryOn> {
  return {
    id: tryOn.id,
    photoId: tryOn.photo_id,
    status: tryOn.status,
    resultUrl:
      tryOn.status === 'completed' && tryOn.preview_key ? await urls.url(tryOn.preview_key, base) : null,
    colorName: tryOn.color_name,
    colorValue: tryOn.color_value,
    createdAt: tryOn.created_at.toISOString(),
    ...tuningOf(tryOn),
  };
}

export async function diceRollView(
  roll: DiceRollRow,
  colors: DiceRollColorRow[],
  urls: FileUrls,
  base: UrlBase,
): Promise<DiceRoll> {
  return {
    id: roll.id,
    colors: await Promise.all(
      colors.map(async (color) => ({
        name: color.name,
        color: color.color,
        description: color.description,
        status: color.status,
        // Dice Roll is premium-only, so its results are shown and saved at full resolution.
        resultUrl:
          color.status === 'completed' && color.result_key ? await urls.url(color.result_key, base) : null,
      })),
    ),
  };
}
