/**
 * Asks for camera access up front, after onboarding; a refusal is fine and nothing waits for it.
 * (The web has no photo-library permission to ask for; the native app asks for both.)
 */
export function requestMediaPermissions(): void {
  const media = typeof navigator === 'undefined' ? undefined : navigator.mediaDevices;
  if (!media?.getUserMedia) return;
  media.getUserMedia({ video: true }).then(
    (stream) => stream.getTracks().forEach((track) => track.stop()),
    () => undefined,
  );
}
