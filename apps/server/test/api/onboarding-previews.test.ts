import { onboardingColours, onboardingModels } from '@hairhue/catalogue';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/server';
import { createTestRenderer, type TestRendererControl } from '../helpers/test-renderer';

describe('onboarding previews', () => {
  let server: TestServer;
  let control: TestRendererControl;
  const expected = onboardingModels.flatMap((model) =>
    onboardingColours(model).map((colour) => `/onboarding/${model.id}/${colour.id}.jpg`),
  );

  beforeAll(async () => {
    control = createTestRenderer();
    server = await startTestServer({ renderer: control.renderer, onboardingModels: true });
  });
  afterAll(() => server.close());

  it('renders every model in every colour of the carousel once, and serves them publicly', async () => {
    const deadline = Date.now() + 30_000;
    let last = 0;
    while (Date.now() < deadline) {
      const statuses = await Promise.all(
        expected.map(async (url) => (await server.call(undefined, { method: 'GET', url })).statusCode),
      );
      last = statuses.filter((status) => status === 200).length;
      if (last === expected.length) break;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(last).toBe(expected.length);
    const [first] = expected;
    const response = await server.call(undefined, { method: 'GET', url: first ?? '' });
    expect(response.headers['content-type']).toBe('image/jpeg');
    expect((await sharp(response.rawPayload).metadata()).format).toBe('jpeg');
    expect(control.renders).toBe(expected.length);
    expect(control.analyses).toBeGreaterThanOrEqual(onboardingModels.length);
  });

  it('answers an unknown model or colour with 404', async () => {
    for (const url of [
      '/onboarding/model2/not-a-colour.jpg',
      '/onboarding/Model_2%2F..%2Fx/golden-blonde.jpg',
      '/onboarding/model2/x.png',
    ]) {
      expect((await server.call(undefined, { method: 'GET', url })).statusCode, url).toBe(404);
    }
  });
});
