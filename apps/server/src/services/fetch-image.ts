import { FileTooLargeError, ValidationError } from './errors';
import { MAX_UPLOAD_BYTES, MAX_UPLOAD_TEXT } from './limits';

const FETCH_TIMEOUT_MS = 15_000;

/**
 * Downloads an image from an address the server already trusts (the configured cloud or demo list; never a
 * client's arbitrary URL): no redirects, a time limit, and a byte cap enforced while reading.
 */
export async function fetchTrustedImage(url: string): Promise<Uint8Array> {
  let response: Response;
  try {
    response = await fetch(url, { redirect: 'error', signal: AbortSignal.timeout(FETCH_TIMEOUT_MS) });
  } catch (error) {
    throw new ValidationError(`originalUrl: the image could not be fetched (${(error as Error).message})`);
  }
  if (!response.ok || response.body === null) {
    throw new ValidationError(`originalUrl: the image could not be fetched (HTTP ${response.status})`);
  }
  const chunks: Uint8Array[] = [];
  let total = 0;
  for await (const chunk of response.body) {
    total += chunk.length;
    if (total > MAX_UPLOAD_BYTES) {
      await response.body.cancel().catch(() => undefined);
      throw new FileTooLargeError(`File too large: the maximum is ${MAX_UPLOAD_TEXT}`);
    }
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}
