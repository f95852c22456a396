import { afterEach, describe, expect, it, vi } from 'vitest';

/**
 * The native app runs at capacitor://localhost and reaches the server at VITE_API_ORIGIN: the onboarding's
 * model photos and renders live on the server, so their addresses must name it (issue 10 §1).
 */
describe('the onboarding images in a build with an API origin (the native app)', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.resetModules();
  });

  it('addresses the model photos and the renders on the server', async () => {
    vi.stubEnv('VITE_API_ORIGIN', 'https://api.hairhue.example');
    vi.resetModules();
    const { SLIDES } = await import('@/features/onboarding/slides');
    const { renderUrl } = await import('@/features/onboarding/model-photo');
    expect(SLIDES[0]?.photoUrl).toBe('https://api.hairhue.example/demo-photos/model-1.jpg');
    expect(renderUrl('model2', 'copper-red')).toBe(
      'https://api.hairhue.example/onboarding/model2/copper-red.jpg',
    );
  });

  it('keeps them on the page’s own origin in the web build', async () => {
    const { renderUrl } = await import('@/features/onboarding/model-photo');
    expect(renderUrl('model2', 'copper-red')).toBe('/onboarding/model2/copper-red.jpg');
  });
});
