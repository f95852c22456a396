import type { RegisterDeviceRequest, RegisterDeviceResponse } from '@hairhue/contracts';
import { callRoute } from './call-route';

export function registerDevice(request: RegisterDeviceRequest): Promise<RegisterDeviceResponse> {
  return callRoute('registerDevice', { json: request });
}
