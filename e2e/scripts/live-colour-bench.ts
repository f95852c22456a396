/**
 * bench:web's live phase (issue 22): live colour on the camera screen of the production build, in headless
 * Chromium at the phone profile, fed by Chromium's fake camera playing a 640×480 clip of a portrait (held
 * still two seconds, then panned gently; fake-camera-clip.ts). Counted from the page's side only, without
 * hooks in the product: the workers' answers (wrapping the Worker constructor: the model's masks, the
 * painter's frames) and long tasks (PerformanceObserver).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { chromium, devices } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH, fakeCameraArgs } from '../chromium';
import { writeFakeCameraClip } from './fake-camera-clip';

export interface LiveColourFigures {
  /** Network passes measured in the product's worker at each input size (ms). */
  passes: Record<256 | 384, number[]>;
  /** Over a still stretch, unthrottled: frames painted and masks per second, the longest task (ms). */
  unthrottled: Stretch;
  /** The same with the CPU 4× slower, the size the device chose itself. */
  throttled: Stretch;
  /** Switch on → Copper tapped → first coloured frame, warm HTTP cache (ms). */
  turnOn: number[];
  /** The page's JS heap added by live colour (MB; the worker's wasm memory is not in it). */
  heapMb: number;
}

interface Stretch {
  framesPerSecond: number;
  masksPerSecond: number;
  size: number;
  longestTaskMs: number;
}

/**
 * tsx compiles this file keeping function names, with a `__name` helper the functions handed to the page
 * call: the page gets one that does nothing.
 */
const KEEP_NAMES = 'window.__name = (target) => target;';

/** Installed before the app: the fake camera and the counters. */
function instrument(): void {
  localStorage.setItem('onboarding-completed', 'true');
  const counters = { masks: 0, sizes: [] as number[], draws: 0, longest: 0 };
  Object.assign(window, { __live: counters });
  // The model worker's masks, and the paint worker's frames painted (each answers once per frame).
  const NativeWorker = window.Worker;
  window.Worker = class extends NativeWorker {
    constructor(url: string | URL, options?: WorkerOptions) {
      super(url, options);
      const name = String(url);
      this.addEventListener('message', (event: MessageEvent<{ kind: string; size?: number }>) => {
        if (name.includes('live-paint') && event.data.kind === 'painted') counters.draws++;
        if (!name.includes('live-hair') || event.data.kind !== 'mask') return;
        counters.masks++;
        counters.sizes.push(event.data.size ?? 0);
      });
    }
  };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) counters.longest = Math.max(counters.longest, entry.duration);
  }).observe({ type: 'longtask', buffered: true });
}

async function counters(page: Page) {
  return page.evaluate(() => {
    const live = (
      window as unknown as { __live: { masks: number; sizes: number[]; draws: number; longest: number } }
    ).__live;
    return { ...live, sizes: [...live.sizes] };
  });
}

async function turnOnAndPaint(page: Page): Promise<number> {
  const started = Date.now();
  await page.getByRole('switch', { name: 'Live color' }).click();
  // The shade stays chosen while live colour is off; tapping it again would take it away.
  const copper = page.getByRole('radio', { name: 'Copper', exact: true });
  if ((await copper.getAttribute('aria-checked')) !== 'true') await copper.click();
  await page.waitForFunction(
    () =>
      getComputedStyle(document.querySelector('[data-testid="live-color-canvas"]') as Element).opacity ===
      '1',
    null,
    { timeout: 60_000 },
  );
  return Date.now() - started;
}

async function stretch(page: Page, seconds: number): Promise<Stretch> {
  await page.evaluate(() => {
    (window as unknown as { __live: { longest: number } }).__live.longest = 0;
  });
  const before = await counters(page);
  await page.waitForTimeout(seconds * 1000);
  const after = await counters(page);
  return {
    framesPerSecond: (after.draws - before.draws) / seconds,
    masksPerSecond: (after.masks - before.masks) / seconds,
    size: after.sizes.at(-1) ?? 0,
    longestTaskMs: after.longest,
  };
}

/** Runs the product's worker directly at both sizes (it is the file the camera page loaded). */
async function passesAtBothSizes(page: Page): Promise<Record<256 | 384, number[]>> {
  return page.evaluate(async () => {
    const workerUrl = performance
      .getEntriesByType('resource')
      .map((entry) => entry.name)
      .find((name) => name.includes('live-hair.worker'));
    const model = (await (await fetch('/api/live-color/model')).json()) as { url: string; sha256: string };
    if (!workerUrl) throw new Error('the live colour worker was not loaded');
    const worker = new Worker(workerUrl, { type: 'module' });
    const answer = () =>
      new Promise<{ kind: string; ok?: boolean; milliseconds?: number }>((resolve) => {
        worker.onmessage = (event) => resolve(event.data as { kind: string });
      });
    const loaded = answer();
    worker.postMessage({ kind: 'load', modelUrl: model.url, sha256: model.sha256 });
    await loaded;
    const times: Record<256 | 384, number[]> = { 256: [], 384: [] };
    for (const size of [384, 256] as const) {
      for (let pass = 0; pass < 12; pass++) {
        const rgba = new Uint8ClampedArray(size * size * 4).fill(120);
        const done = answer();
        worker.postMessage({ kind: 'segment', ticket: pass + 1, size, rgba }, [rgba.buffer]);
        const { milliseconds = 0 } = await done;
        // The first pass at a size compiles and allocates: not what a running camera pays.
        if (pass > 1) times[size].push(milliseconds);
      }
    }
    worker.terminate();
    return times;
  });
}

async function heapMb(page: Page): Promise<number> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('HeapProfiler.collectGarbage');
  const { usedSize } = await cdp.send('Runtime.getHeapUsage');
  await cdp.detach();
  return usedSize / 1024 / 1024;
}

export async function measureLiveColour(
  base: string,
  portrait: string,
  runs: number,
): Promise<LiveColourFigures> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'hairhue-live-bench-'));
  const clip = path.join(dir, 'camera.y4m');
  await writeFakeCameraClip(portrait, clip);
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_ARGS, ...fakeCameraArgs(clip)],
  });
  try {
    return await measureIn(browser, base, runs);
  } finally {
    await browser.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

async function measureIn(browser: Browser, base: string, runs: number): Promise<LiveColourFigures> {
  const turnOn: number[] = [];
  const context = await browser.newContext({
    ...devices['iPhone 13'],
    baseURL: base,
    permissions: ['camera'],
  });
  await context.addInitScript(KEEP_NAMES);
  await context.addInitScript(instrument);
  const page = await context.newPage();
  await page.goto('/camera?app=1');
  await page.getByRole('button', { name: 'Capture photo' }).waitFor({ state: 'visible' });
  const heapBefore = await heapMb(page);
  // The first time fetches the wasm and the model; the runs measured find them in the HTTP cache.
  await turnOnAndPaint(page);
  const unthrottled = await stretch(page, 5);
  const heapAfter = await heapMb(page);
  // The model's own pass, as a device pays it before it paints anything: live colour off meanwhile.
  const liveColor = page.getByRole('switch', { name: 'Live color' });
  await liveColor.click();
  const passes = await passesAtBothSizes(page);
  for (let run = 0; run < runs; run++) {
    turnOn.push(await turnOnAndPaint(page));
    await liveColor.click();
  }
  await context.close();

  // A slower device from the start, so the size is its own choice.
  const slow = await browser.newContext({ ...devices['iPhone 13'], baseURL: base, permissions: ['camera'] });
  await slow.addInitScript(KEEP_NAMES);
  await slow.addInitScript(instrument);
  const slowPage = await slow.newPage();
  const cdp = await slow.newCDPSession(slowPage);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await slowPage.goto('/camera?app=1');
  await turnOnAndPaint(slowPage);
  await slowPage.waitForTimeout(3000);
  const throttled = await stretch(slowPage, 5);
  await slow.close();
  return { passes, unthrottled, throttled, turnOn, heapMb: heapAfter - heapBefore };
}
