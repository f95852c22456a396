import type { LiveColorModel } from '@hairhue/contracts';
import { apiJson } from './client';

/** Where the hair model live colour runs on is fetched, with its size and sha256 (no token needed). */
export function getLiveColorModel(): Promise<LiveColorModel> {
  return apiJson('GET', '/live-color/model', { auth: false });
}
