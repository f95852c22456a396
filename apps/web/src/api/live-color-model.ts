import type { LiveColorModel } from '@hairhue/contracts';
import { callRoute } from './call-route';

/** Where the hair model live colour runs on is fetched, with its size and sha256 (no token needed). */
export function getLiveColorModel(): Promise<LiveColorModel> {
  return callRoute('getLiveColorModel');
}
