import { onboardingColours, onboardingModels } from '@hairhue/catalogue';
import { ENGINE_VERSION } from '@hairhue/hair-engine';
import type { Logger } from 'pino';
import type { DemoPhotoSource } from '../services/demo-photos';
import type { ObjectStorage } from '../storage';
import { JobName, type JobQueue } from './job-types';
import type { Renderer } from './renderer';

/**
 * Where the onboarding carousel's renders live; served publicly at /onboarding/{modelId}/{colourId}.jpg.
 * The key names the engine version: after an engine change none is found, so all are rendered again (and
 * the landing page, which shows the same files, waits for the new ones).
 */
export const onboardingPreviewKey = (modelId: string, colourId: string, engineVersion = ENGINE_VERSION) =>
  `onboarding/v${engineVersion}/${modelId}/${colourId}.jpg`;

const PREVIEW_LONG_SIDE = 900;

/**
 * The onboarding carousel shows its model photos in the colours it names, rendered by our own engine —
 * the first thing a new person sees is the product working. Rendered once, kept in storage.
 */
export function createOnboardingPreviews(options: {
  storage: ObjectStorage;
  renderer: Renderer;
  demoPhotos: DemoPhotoSource;
  log: Logger;
}) {
  const { storage, renderer, log } = options;

  async function renderMissing(): Promise<number> {
    let rendered = 0;
    for (const model of onboardingModels) {
      const colours = onboardingColours(model);
      const missing = [];
      for (const colour of colours) {
        if (!(await storage.exists(onboardingPreviewKey(model.id, colour.id)))) missing.push(colour);
      }
      if (missing.length === 0) continue;
      const photo = await options.demoPhotos.readFile(model.photoFile);
      if (photo === undefined) {
        log.info({ model: model.id }, 'no onboarding photo to render (no demo-photo folder)');
        continue;
      }
      const photoKey = `onboarding:${model.photoFile}`;
      const { analysis } = await renderer.analyse({ photoKey, photo });
      for (const colour of missing) {
        const output = await renderer.render({
          photoKey,
          photo,
          analysis,
          shadeId: colour.id,
          previewLongSide: PREVIEW_LONG_SIDE,
        });
        await storage.put(onboardingPreviewKey(model.id, colour.id), output.preview, 'image/jpeg');
        rendered += 1;
      }
    }
    if (rendered > 0) log.info({ rendered }, 'onboarding previews rendered');
    return rendered;
  }

  return {
    renderMissing,
    async register(queue: JobQueue): Promise<void> {
      await queue.work(JobName.RenderOnboarding, 1, async () => {
        await renderMissing();
      });
      // One per deployment at a time (a singleton queue); a no-op once everything is stored.
      await queue.send(JobName.RenderOnboarding, {});
    },
  };
}
