import { createHash, randomUUID } from 'node:crypto';
import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';

import { ModelChecksumError } from './errors';

/* File helpers shared by the hair model's and the guard models' provisioning. */

export async function isFile(file: string): Promise<boolean> {
  try {
    return (await stat(file)).isFile();
  } catch {
    return false;
  }
}

export function sha256Hex(bytes: Uint8Array): string {
  return createHash('sha256').update(bytes).digest('hex');
}

/** Throws `ModelChecksumError` unless `bytes` have the pinned sha256. */
export function verifyChecksum(bytes: Uint8Array, expected: string, source: string): void {
  const actual = sha256Hex(bytes);
  if (actual !== expected.toLowerCase()) throw new ModelChecksumError(expected.toLowerCase(), actual, source);
}

/** Writes through a temporary file and a rename, so readers never see a half-written model. */
export async function writeAtomically(file: string, bytes: Uint8Array): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  const temp = `${file}.${process.pid}.${randomUUID()}.tmp`;
  try {
    await writeFile(temp, bytes);
    await rename(temp, file);
  } catch (error) {
    await rm(temp, { force: true });
    throw error;
  }
}
