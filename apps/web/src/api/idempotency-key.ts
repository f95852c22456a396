/**
 * A key for one tap's POST (a try-on, a Dice Roll): 32 hex digits, sent again with every retry of that tap
 * so the server answers what the first send made (docs/api.md, 'Sending a POST again'). From
 * getRandomValues, which, unlike randomUUID, also exists where the app is opened over plain http (a phone
 * on the local network).
 */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
