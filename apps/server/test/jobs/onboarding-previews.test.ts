import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { onboardingColours, onboardingModels } from '@hairhue/catalogue';
import { ENGINE_VERSION } from '@hairhue/hair-engine';
import pino from 'pino';
import { afterAll, beforeAll, expect, it } from 'vitest';

import { createOnboardingPreviews, onboardingPreviewKey } from '../../src/jobs/onboarding-previews';
import { createLocalStorage, type ObjectStorage } from '../../src/storage';
import { portraitBytes } from '../helpers/factories';
import { createTestRenderer } from '../helpers/test-renderer';

let rootDir: string;
let storage: ObjectStorage;
beforeAll(async () => {
  rootDir = await mkdtemp(path.join(tmpdir(), 'onboarding-previews-'));
  storage = createLocalStorage({ rootDir, signingSecret: 'test-secret' });
});
afterAll(() => rm(rootDir, { recursive: true, force: true }));

it('renders again every preview an older engine made, and only once', async () => {
  const all = onboardingModels.flatMap((model) =>
    onboardingColours(model).map((colour) => ({ model, colour })),
  );
  for (const { model, colour } of all) {
    await storage.put(
      onboardingPreviewKey(model.id, colour.id, ENGINE_VERSION - 1),
      portraitBytes(),
      'image/jpeg',
    );
  }
  const control = createTestRenderer();
  const previews = createOnboardingPreviews({
    storage,
    renderer: control.renderer,
    demoPhotos: {
      readFile: async () => portraitBytes(),
      list: async () => [],
      read: async () => undefined,
    },
    log: pino({ level: 'silent' }),
  });
  expect(await previews.renderMissing()).toBe(all.length);
  for (const { model, colour } of all) {
    expect(await storage.exists(onboardingPreviewKey(model.id, colour.id))).toBe(true);
  }
  expect(await previews.renderMissing()).toBe(0);
});
