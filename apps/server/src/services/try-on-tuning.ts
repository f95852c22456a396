import { DEFAULT_TUNING, type CreateTryOnRequest, type TryOnTuning } from '@hairhue/contracts';
import type { TryOnRow } from '../db/schema';

type StoredTuning = Pick<TryOnRow, 'intensity' | 'shine'>;

/** The tuning a request asks for, or undefined when it sends neither field (today's try-on). */
export function requestedTuning(request: CreateTryOnRequest): Partial<TryOnTuning> | undefined {
  const { intensity, shine } = request;
  if (intensity === undefined && shine === undefined) return undefined;
  return { intensity, shine };
}

/** What a try-on is shown with: the values it was sent with, the defaults for any it was not. */
export function tuningOf(row: StoredTuning): TryOnTuning {
  return {
    intensity: row.intensity ?? DEFAULT_TUNING.intensity,
    shine: row.shine ?? DEFAULT_TUNING.shine,
  };
}

/** What a try-on is rendered with: nothing for one made without tuning, so its render is today's. */
export function renderTuningOf(row: StoredTuning): TryOnTuning | undefined {
  return row.intensity === null && row.shine === null ? undefined : tuningOf(row);
}
