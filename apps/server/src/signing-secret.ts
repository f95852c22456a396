import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * The secret behind signed file URLs and upload presets. Configured for deployments; on the embedded
 * defaults it is made once and kept in the data folder, so links stay valid across restarts.
 */
export async function loadSigningSecret(configured: string | undefined, dataDir: string): Promise<string> {
  if (configured !== undefined) return configured;
  const file = path.join(dataDir, 'file-signing-secret');
  try {
    const kept = (await readFile(file, 'utf8')).trim();
    if (kept.length >= 32) return kept;
  } catch {
    // Not made yet.
  }
  await mkdir(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  await writeFile(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}
