import type { DiceRoll, HairColorTryOn, HairStroke, Photo } from '@hairhue/contracts';
import type { Shade } from '@hairhue/catalogue';

export class ApiError extends Error {
  override readonly name = 'ApiError';
}

/** The Hairhue API over real HTTP, as a device calls it. */
export class ApiClient {
  constructor(readonly baseUrl: string) {}

  private async call<T>(method: 'GET' | 'POST' | 'PUT', path: string, token?: string, body?: unknown) {
    const headers: Record<string, string> = {};
    if (token !== undefined) headers.authorization = `bearer ${token}`;
    let payload: string | FormData | undefined;
    if (body instanceof FormData) payload = body;
    else if (body !== undefined) {
      headers['content-type'] = 'application/json';
      payload = JSON.stringify(body);
    }
    const response = await fetch(`${this.baseUrl}/api${path}`, { method, headers, body: payload });
    const text = await response.text();
    if (!response.ok) throw new ApiError(`${method} ${path}: ${response.status} ${text.slice(0, 300)}`);
    return JSON.parse(text) as T;
  }

  async registerDevice(deviceId: string): Promise<string> {
    const answer = await this.call<{ success: boolean; token?: string }>(
      'POST',
      '/auth/register-device',
      undefined,
      {
        deviceId,
      },
    );
    if (!answer.success || answer.token === undefined) throw new ApiError(`registering ${deviceId} failed`);
    return answer.token;
  }

  async uploadPhoto(token: string, bytes: Uint8Array): Promise<Photo> {
    const form = new FormData();
    form.append('photo', new Blob([bytes], { type: 'image/jpeg' }), 'selfie.jpg');
    return (await this.call<{ photo: Photo }>('POST', '/photos/upload', token, form)).photo;
  }

  startTryOn(token: string, photoId: string, shade: Shade): Promise<HairColorTryOn> {
    return this.call('POST', '/hair-color-try-ons', token, {
      photoId,
      colorName: shade.name,
      colorValue: shade.color,
    });
  }

  getTryOn(token: string, id: string): Promise<HairColorTryOn> {
    return this.call('GET', `/hair-color-try-ons/${id}`, token);
  }

  startDiceRoll(token: string, photoId: string): Promise<DiceRoll> {
    return this.call('POST', '/dice-roll', token, { photoId });
  }

  getDiceRoll(token: string, id: string): Promise<DiceRoll> {
    return this.call('GET', `/dice-roll/${id}`, token);
  }

  /**
   * Saves a photo's hair correction; answers the status, since a 429 (the device's saves per minute spent)
   * is what an abusive client meets and keeps going past.
   */
  async saveHairCorrection(token: string, photoId: string, strokes: readonly HairStroke[]): Promise<number> {
    const response = await fetch(`${this.baseUrl}/api/photos/${photoId}/hair-correction`, {
      method: 'PUT',
      headers: { authorization: `bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ strokes }),
    });
    await response.arrayBuffer();
    if (response.status !== 200 && response.status !== 429) {
      throw new ApiError(`PUT hair-correction: ${response.status}`);
    }
    return response.status;
  }

  /** The live preview's planes of a photo (premium); answers the status (409 while still being made). */
  async previewPlanes(token: string, photoId: string): Promise<number> {
    const response = await fetch(`${this.baseUrl}/api/photos/${photoId}/preview-planes`, {
      headers: { authorization: `bearer ${token}` },
    });
    await response.arrayBuffer();
    return response.status;
  }
}
