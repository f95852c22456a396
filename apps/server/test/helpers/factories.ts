import { readFileSync } from 'node:fs';
import { findShade, type Shade } from '@hairhue/catalogue';
import { routeList, type DiceRoll, type HairColorTryOn, type Photo } from '@hairhue/contracts';
import { createSubscriptionRepository } from '../../src/repositories/subscriptions';
import type { TestServer } from './server';

export const DEMO_PHOTO_PATH = '/work/shared/demo-photos/demo-1.jpg';

/** A CC0 portrait from ../shared, read at run time (never committed). */
export function portraitBytes(): Buffer {
  return readFileSync(new URL('../../../../../shared/demo-photos/demo-1.jpg', import.meta.url));
}

export interface MultipartPart {
  name: string;
  value: Uint8Array | string;
  filename?: string;
  contentType?: string;
}

/** A multipart/form-data body, as a browser's FormData would send it. */
export function multipart(parts: MultipartPart[]): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----hairhue${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition =
      part.filename === undefined
        ? `form-data; name="${part.name}"`
        : `form-data; name="${part.name}"; filename="${part.filename}"`;
    const type = part.filename === undefined ? '' : `Content-Type: ${part.contentType ?? 'image/jpeg'}\r\n`;
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}\r\n${type}\r\n`));
    chunks.push(typeof part.value === 'string' ? Buffer.from(part.value) : Buffer.from(part.value));
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

export async function uploadPhoto(
  server: TestServer,
  token: string,
  bytes: Uint8Array = portraitBytes(),
): Promise<Photo> {
  const response = await server.call(token, {
    method: 'POST',
    url: '/api/photos/upload',
    ...multipart([{ name: 'photo', value: bytes, filename: 'selfie.jpg' }]),
  });
  if (response.statusCode !== 201) throw new Error(`upload failed: ${response.statusCode} ${response.body}`);
  return response.json<{ photo: Photo }>().photo;
}

export function shade(id: string): Shade {
  const found = findShade(id);
  if (!found) throw new Error(`no shade ${id}`);
  return found;
}

export async function startTryOn(server: TestServer, token: string, photoId: string, shadeId = 'copper') {
  const { name, color } = shade(shadeId);
  return server.call(token, {
    method: 'POST',
    url: '/api/hair-color-try-ons',
    payload: { photoId, colorName: name, colorValue: color },
  });
}

async function poll<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs: number): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

export async function waitForTryOn(server: TestServer, token: string, id: string, timeoutMs = 20_000) {
  return poll(
    async () =>
      (
        await server.call(token, { method: 'GET', url: `/api/hair-color-try-ons/${id}` })
      ).json<HairColorTryOn>(),
    (tryOn) => tryOn.status !== 'processing',
    timeoutMs,
  );
}

export async function waitForDiceRoll(server: TestServer, token: string, id: string, timeoutMs = 30_000) {
  return poll(
    async () => (await server.call(token, { method: 'GET', url: `/api/dice-roll/${id}` })).json<DiceRoll>(),
    (roll) => roll.colors.every((color) => color.status !== 'processing'),
    timeoutMs,
  );
}

/** Gives the app user a premium subscription, as a purchase would. */
export async function grantPremium(
  server: TestServer,
  deviceId: string,
  expiresAt: Date | null = new Date(Date.now() + 7 * 24 * 3600 * 1000),
): Promise<void> {
  await createSubscriptionRepository(server.hairhue.database.db).save(deviceId, {
    provider: 'sandbox',
    productId: 'hairhue_monthly',
    periodType: 'NORMAL',
    expiresAt,
  });
  // Written past the services, so the status they may have cached is dropped here.
  server.hairhue.services.subscriptions.forgetStatus(deviceId);
}

/** Every call of the sandbox store as [method, url], from the route table so that a new one is not missed. */
export const sandboxStoreCalls = routeList
  .filter((route) => route.path.startsWith('/sandbox-store/'))
  .map((route) => [route.method, `/api${route.path}`] as const);
