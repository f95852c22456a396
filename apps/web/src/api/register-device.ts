import type { RegisterDeviceRequest, RegisterDeviceResponse } from '@hairhue/contracts';
import { apiJson } from './client';

export function registerDevice(request: RegisterDeviceRequest): Promise<RegisterDeviceResponse> {
  return apiJson('POST', '/auth/register-device', { json: request, auth: false });
}
