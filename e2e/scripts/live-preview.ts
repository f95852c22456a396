/**
 * The live preview seen from the outside (issue 12, section 2): tapping swatches, reading what the canvas
 * painted, and rendering the same shade with the engine's own code in Node to compare. Used by
 * tests/live-preview.spec.ts and `npm run bench:web`.
 */
import type { Shade } from '@hairhue/catalogue';
import { findShade, isSpecialEffect } from '@hairhue/catalogue';
import type { HairLayer, RenderTuning } from '@hairhue/recolour';
import {
  DEFAULT_TUNING,
  deltaE2000,
  prepareHairLayer,
  renderRecipe,
  srgbToLab,
  unpackAnalysisPixels,
} from '@hairhue/recolour';
import type { Page } from '@playwright/test';
import sharp from 'sharp';

/** Ten shades across every kind of recipe: plain dyes light and dark, vivid, ombre, rainbow, glow and more. */
export const PREVIEW_SHADES: readonly Shade[] = [
  'copper',
  'platinum-blonde',
  'jet-black',
  'neon-green',
  'fire-ombre',
  'classic-rainbow',
  'hot-pink-glow',
  'unicorn-prism',
  'burnished-bronze',
  'ocean-gradient',
].map((id) => {
  const shade = findShade(id);
  if (!shade) throw new Error(`the catalogue has no ${id}`);
  return shade;
});

/** Waits until the editor's preview has its photo on the GPU, ready for the first tap. */
export async function waitForPreviewReady(page: Page): Promise<void> {
  await page
    .getByTestId('live-preview')
    .and(page.locator('[data-ready="true"]'))
    .waitFor({ state: 'attached', timeout: 60_000 });
}

/** Tap → preview painted, for each of PREVIEW_SHADES in turn, at the default tuning. */
export async function measurePreviewPaints(page: Page): Promise<number[]> {
  await waitForPreviewReady(page);
  const times: number[] = [];
  for (const shade of PREVIEW_SHADES) times.push(await tapSwatch(page, shade, DEFAULT_TUNING));
  return times;
}

/**
 * The longest main-thread task (ms, 0 if none over 50 ms) while `action` runs: what would stall scrolling.
 * Observed in the page's own clock through the Long Tasks API.
 */
export async function longestTaskDuring(page: Page, action: () => Promise<void>): Promise<number> {
  await page.evaluate(`(() => {
    window.hairhueLongTasks = [];
    window.hairhueLongTaskObserver?.disconnect();
    window.hairhueLongTaskObserver = new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) window.hairhueLongTasks.push(entry.duration);
    });
    window.hairhueLongTaskObserver.observe({ type: 'longtask' });
  })()`);
  await action();
  // Entries are delivered after their task ends: give the last one a frame to arrive.
  await page.waitForTimeout(100);
  const durations = (await page.evaluate('window.hairhueLongTasks')) as number[];
  return Math.round(Math.max(0, ...durations));
}

/** Scrolls the open tab's swatch row back and forth by touchpad-like wheel steps, about a second in all. */
export async function scrollSwatchRow(page: Page): Promise<void> {
  const row = page
    .getByRole('radiogroup', { name: /colors$/ })
    .filter({ visible: true })
    .first();
  await row.hover();
  for (let step = 0; step < 12; step++) {
    await page.mouse.wheel(step < 6 ? 160 : -160, 0);
    await page.waitForTimeout(80);
  }
}

/** The picker's tab that lists a shade. */
function tabOf(shade: Shade): string {
  if (isSpecialEffect(shade)) return 'Effects';
  return shade.category === 'natural' ? 'Natural' : 'Colorful';
}

/**
 * Taps a shade's swatch and waits until the preview has painted it with `tuning`; returns the milliseconds
 * from the tap to the frame after the paint, as the app measured them.
 */
export async function tapSwatch(page: Page, shade: Shade, tuning: RenderTuning): Promise<number> {
  await page.getByRole('tab', { name: tabOf(shade), exact: true }).click();
  await page.getByRole('radio', { name: shade.name, exact: true }).click();
  return waitForPaint(page, shade, tuning);
}

/** Waits for the preview to show `shade` with `tuning`, and returns its tap → paint time. */
export async function waitForPaint(page: Page, shade: Shade, tuning: RenderTuning): Promise<number> {
  const canvas = page.getByTestId('live-preview');
  const painted = `${shade.id}:${tuning.intensity}:${tuning.shine}`;
  await canvas.and(page.locator(`[data-painted="${painted}"]`)).waitFor({ timeout: 20_000 });
  return Number(await canvas.getAttribute('data-paint-ms'));
}

/** What the preview canvas shows, as raw RGB at the canvas's own size. */
export async function previewPixels(page: Page): Promise<{ width: number; height: number; data: Buffer }> {
  const url = await page
    .getByTestId('live-preview')
    .evaluate((canvas) => (canvas as HTMLCanvasElement).toDataURL());
  const png = Buffer.from(url.slice(url.indexOf(',') + 1), 'base64');
  const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  return { width: info.width, height: info.height, data };
}

export interface PhotoSources {
  /** The stored photo as the server decodes it, RGB. */
  image: { width: number; height: number; data: Uint8Array };
  /** The hair layer the engine prepares from the photo and its stored analysis, once for every shade. */
  layer: HairLayer;
}

/** Downloads the photo and its analysis through the app's own signed URLs, as the device that owns them. */
export async function photoSources(page: Page, photoId: string): Promise<PhotoSources> {
  const token = await page.evaluate(() => localStorage.getItem('hairhue-auth-token') ?? '');
  const headers = { authorization: `bearer ${token}` };
  const photo = (await (await page.request.get(`/api/photos/${photoId}`, { headers })).json()) as {
    originalUrl: string;
  };
  const planes = (await (
    await page.request.get(`/api/photos/${photoId}/preview-planes`, { headers })
  ).json()) as {
    planesUrl: string;
  };
  const photoBytes = await (await page.request.get(photo.originalUrl)).body();
  const planesBytes = await (await page.request.get(planes.planesUrl)).body();
  const decoded = await sharp(photoBytes).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const analysis = await sharp(planesBytes).raw().toBuffer({ resolveWithObject: true });
  const image = {
    width: decoded.info.width,
    height: decoded.info.height,
    data: new Uint8Array(decoded.data),
  };
  const { mask, foreground } = unpackAnalysisPixels(
    analysis.data,
    image.width * image.height,
    analysis.info.channels,
  );
  return { image, layer: prepareHairLayer(image, mask, foreground) };
}

export interface Parity {
  /** ΔE2000 between the preview and the engine's render over the pixels the render may change. */
  median: number;
  p99: number;
  pixels: number;
}

/**
 * The preview against the engine's render of the same shade, over every pixel the render may change (the
 * hair and its soft edge). The canvas may be smaller than the photo: each canvas pixel shows the photo
 * pixel its centre falls on, as the shader reads it.
 */
export function compareWithEngine(
  preview: { width: number; height: number; data: Buffer },
  sources: PhotoSources,
  shade: Shade,
  tuning: RenderTuning,
): Parity {
  const { image, layer } = sources;
  const rendered = renderRecipe(image, layer, shade.recipe, tuning);
  const changeable = new Uint8Array(image.width * image.height);
  for (const index of layer.indices) changeable[index] = 1;
  const scaleX = image.width / preview.width;
  const scaleY = image.height / preview.height;
  const differences: number[] = [];
  for (let y = 0; y < preview.height; y++) {
    const sourceY = Math.floor((y + 0.5) * scaleY);
    for (let x = 0; x < preview.width; x++) {
      const source = sourceY * image.width + Math.floor((x + 0.5) * scaleX);
      if (!changeable[source]) continue;
      const p = (y * preview.width + x) * 3;
      const s = source * 3;
      differences.push(
        deltaE2000(
          srgbToLab({ r: preview.data[p] ?? 0, g: preview.data[p + 1] ?? 0, b: preview.data[p + 2] ?? 0 }),
          srgbToLab({ r: rendered.data[s] ?? 0, g: rendered.data[s + 1] ?? 0, b: rendered.data[s + 2] ?? 0 }),
        ),
      );
    }
  }
  differences.sort((a, b) => a - b);
  const at = (fraction: number) => differences[Math.floor(fraction * (differences.length - 1))] ?? Number.NaN;
  return { median: at(0.5), p99: at(0.99), pixels: differences.length };
}
