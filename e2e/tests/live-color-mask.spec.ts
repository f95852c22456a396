import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { HairEngine } from '@hairhue/hair-engine';
import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { writeFakeCameraClip } from '../scripts/fake-camera-clip';
import { expect, test as base } from './support';

/**
 * Issue 22's checks of the live mask itself, on Chromium's fake camera playing a clip made at run time
 * (never committed) from portrait 007 of ../shared/portraits: first committed in 2016, so it may be shown in
 * the product. Long brown hair, most of it against a plain pale wall, over about a third of the frame: the
 * hair is unmistakable, and its long outline (with light ends against the light wall) is where an unsteady
 * mask flickers.
 *
 * The page is watched from outside the product, as bench:web's live phase does: the frames sent to the hair
 * worker (where each stood, which tells the still part from the pan) and the masks it answers. The server's
 * analysis of a still frame runs here, with the engine the server uses.
 */
const PORTRAIT = new URL('../../../shared/portraits/007.jpg', import.meta.url).pathname;
/** Three seconds still, then a two-second pan: the still part is most of the loop (see stillPosition). */
const STILL_FRAMES = 90;
const PAN_FRAMES = 60;
/** Sensor noise of a webcam in good light (8-bit levels): no two still frames are the same. */
const NOISE = 3;

/** The spec's own browser: the fake camera plays the clip, written once per worker and removed after. */
const test = base.extend<object, { fakeCameraClip: string }>({
  fakeCameraClip: [
    // Playwright reads a fixture's dependencies from its first parameter, so it must be a pattern.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const dir = mkdtempSync(path.join(os.tmpdir(), 'hairhue-live-mask-'));
      const clip = path.join(dir, 'camera.y4m');
      await writeFakeCameraClip(PORTRAIT, clip, {
        stillFrames: STILL_FRAMES,
        panFrames: PAN_FRAMES,
        noise: NOISE,
        seed: 7,
      });
      await use(clip);
      rmSync(dir, { recursive: true, force: true });
    },
    { scope: 'worker' },
  ],
  launchOptions: [
    async ({ launchOptions, fakeCameraClip }, use) => {
      const args = [...(launchOptions.args ?? []), `--use-file-for-fake-video-capture=${fakeCameraClip}`];
      await use({ ...launchOptions, args });
    },
    { scope: 'worker' },
  ],
});

test.use({ permissions: ['camera'] });

/** One answer of the worker, as the page saw it. */
interface MaskRecord {
  size: number;
  /**
   * Where the frame the mask answered stood: the darkness-weighted mean column of the network's input, as
   * a share of its width. It moves with the pan; the noise hardly moves it (it averages the whole frame).
   */
  position: number;
  /** When the page sent that frame (performance.now(), ms). */
  sentAt: number;
  /** Share of the mask at or above ½. */
  hairFraction: number;
  /** Share of the mask's pixels on the other side of ½ than in the mask before (NaN: none, or another size). */
  flips: number;
}

interface Observed {
  masks: MaskRecord[];
  /** Frames the paint worker painted. */
  draws: number;
  /** How often the paint worker reported its WebGL context's getError (after each new layer's first frame). */
  errorChecks: number;
  /** What it reported, whenever it was not NO_ERROR. */
  glErrors: number[];
}

declare global {
  interface Window {
    __liveMasks?: Observed & { latest: { mask: Float32Array; size: number } | null };
  }
}

/**
 * Installed before the app, with no hook in the product (as bench:web's live phase): wraps the Worker
 * constructor to see the frames the page sends the hair worker and the masks it answers, and the paint
 * worker's answers: a frame painted each, with its WebGL context's error after each new layer's first frame.
 */
function observeLiveColour(): void {
  localStorage.setItem('onboarding-completed', 'true');
  const observed: NonNullable<Window['__liveMasks']> = {
    masks: [],
    draws: 0,
    errorChecks: 0,
    glErrors: [],
    latest: null,
  };
  window.__liveMasks = observed;
  const frames = new Map<number, { position: number; sentAt: number }>();
  let previous: Uint8Array | undefined;

  const positionOf = (rgba: Uint8ClampedArray, size: number) => {
    let weight = 0;
    let moment = 0;
    for (let i = 0; i < rgba.length; i += 4) {
      const darkness = 765 - (rgba[i] ?? 0) - (rgba[i + 1] ?? 0) - (rgba[i + 2] ?? 0);
      weight += darkness;
      moment += darkness * ((i / 4) % size);
    }
    return weight === 0 ? 0.5 : moment / weight / size;
  };

  const NativeWorker = window.Worker;
  window.Worker = class extends NativeWorker {
    private readonly live: boolean;

    constructor(url: string | URL, options?: WorkerOptions) {
      super(url, options);
      this.live = String(url).includes('live-hair');
      if (String(url).includes('live-paint')) {
        this.addEventListener('message', (event: MessageEvent<{ kind: string; error: number | null }>) => {
          if (event.data.kind !== 'painted') return;
          observed.draws++;
          if (event.data.error === null) return;
          observed.errorChecks++;
          if (event.data.error !== 0) observed.glErrors.push(event.data.error);
        });
      }
      if (!this.live) return;
      this.addEventListener(
        'message',
        (event: MessageEvent<{ kind: string; ticket: number; size: number; mask: Float32Array }>) => {
          const { kind, ticket, size, mask } = event.data;
          if (kind !== 'mask') return;
          const hair = new Uint8Array(mask.length);
          let count = 0;
          let flipped = 0;
          for (let i = 0; i < mask.length; i++) {
            hair[i] = (mask[i] ?? 0) >= 0.5 ? 1 : 0;
            count += hair[i] ?? 0;
            if (previous && hair[i] !== previous[i]) flipped++;
          }
          const comparable = previous?.length === hair.length;
          const frame = frames.get(ticket);
          observed.masks.push({
            size,
            position: frame?.position ?? Number.NaN,
            sentAt: frame?.sentAt ?? Number.NaN,
            hairFraction: count / mask.length,
            flips: comparable ? flipped / mask.length : Number.NaN,
          });
          frames.delete(ticket);
          previous = hair;
          observed.latest = { mask: mask.slice(), size };
        },
      );
    }

    override postMessage(message: unknown, transfer?: Transferable[] | StructuredSerializeOptions): void {
      const request = message as { kind?: string; ticket?: number; size?: number; rgba?: Uint8ClampedArray };
      // Read before posting: the frame's pixels are transferred, so they are gone afterwards.
      if (this.live && request.kind === 'segment' && request.rgba && request.ticket && request.size) {
        frames.set(request.ticket, {
          position: positionOf(request.rgba, request.size),
          sentAt: performance.now(),
        });
      }
      super.postMessage(message, transfer as StructuredSerializeOptions);
    }
  };
}

async function observed(page: Page): Promise<Observed> {
  return page.evaluate(() => {
    const { masks, draws, errorChecks, glErrors } = window.__liveMasks ?? {
      masks: [],
      draws: 0,
      errorChecks: 0,
      glErrors: [],
    };
    return { masks: [...masks], draws, errorChecks, glErrors: [...glErrors] };
  });
}

/** The middle value (the upper one of an even count), NaNs left out. */
function median(values: readonly number[]): number {
  const sorted = values.filter((value) => Number.isFinite(value)).sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

/**
 * The position of the clip's still part at the newest input size: the median position, since the still
 * part is most of the loop and the pan sways evenly to both sides of it.
 */
function stillPosition(masks: readonly MaskRecord[]): number {
  const size = masks.at(-1)?.size;
  return median(masks.filter((mask) => mask.size === size).map((mask) => mask.position));
}

/**
 * Within half a pixel of the clip (of 640) of the still position, a frame is the still picture: the pan
 * moves the position by about a pixel's width per pixel of shift, the noise by a tenth of a pixel.
 */
const STILL_TOLERANCE = 0.5 / 640;

/**
 * Whether a mask answered a frame of the still part: at the newest input size of `masks`, and at their still
 * position.
 */
function stillTestOf(masks: readonly MaskRecord[]): (mask: MaskRecord | undefined) => boolean {
  const still = stillPosition(masks);
  const size = masks.at(-1)?.size ?? 0;
  return (mask) => mask?.size === size && Math.abs(mask.position - still) < STILL_TOLERANCE;
}

/** Flips of each mask of the still part whose previous mask answered a still frame too. */
function stillFlips(masks: readonly MaskRecord[]): number[] {
  const isStill = stillTestOf(masks);
  return masks
    .filter((mask, i) => isStill(mask) && isStill(masks[i - 1]))
    .map((mask) => mask.flips)
    .filter((flips) => Number.isFinite(flips));
}

/**
 * At one moment: the camera's frame and how far the live canvas's colours are from it (the mean absolute
 * difference of red, green and blue, 0..255, as a grey image; both PNG, at the video's size), the newest
 * mask (0..255 at size×size) and how many masks had come.
 */
async function snapshot(page: Page) {
  return page.evaluate(() => {
    const live = window.__liveMasks;
    const video = document.querySelector('video');
    const canvas = document.querySelector<HTMLCanvasElement>('[data-testid="live-color-canvas"]');
    if (!live?.latest || !video || !canvas) throw new Error('live colour is not running');
    const { videoWidth: width, videoHeight: height } = video;
    const read = (source: CanvasImageSource) => {
      const copy = document.createElement('canvas');
      copy.width = width;
      copy.height = height;
      const context = copy.getContext('2d');
      if (!context) throw new Error('no 2D canvas');
      context.drawImage(source, 0, 0, width, height);
      return { copy, context, pixels: context.getImageData(0, 0, width, height).data };
    };
    const camera = read(video);
    const painted = read(canvas);
    const difference = painted.context.createImageData(width, height);
    for (let i = 0; i < difference.data.length; i += 4) {
      let sum = 0;
      for (let c = 0; c < 3; c++) sum += Math.abs((painted.pixels[i + c] ?? 0) - (camera.pixels[i + c] ?? 0));
      difference.data.fill(Math.round(sum / 3), i, i + 3);
      difference.data[i + 3] = 255;
    }
    painted.context.putImageData(difference, 0, 0);
    return {
      frame: camera.copy.toDataURL('image/png'),
      difference: painted.copy.toDataURL('image/png'),
      size: live.latest.size,
      mask: Array.from(live.latest.mask, (value) => Math.round(value * 255)),
      masksSoFar: live.masks.length,
      takenAt: performance.now(),
    };
  });
}

type Snapshot = Awaited<ReturnType<typeof snapshot>>;

/**
 * The pan lasts 2 s (60 frames at 30 fps): frames sent less than that apart that both show the still picture
 * leave no room for a pan between them (with room for the fake camera's timing).
 */
const STILL_BRACKET_MS = 1500;

/**
 * A snapshot inside the still part: taken once the newest masks answered still frames, and kept if every
 * frame from the one whose mask it painted to the first sent after it was still, and they were sent close
 * enough in time that no pan fits between them. (Under a loaded CI a pass can take half a second: the masks
 * around a snapshot then answer frames seconds apart, and a snapshot in the middle of the pan paired a
 * moving frame with a still mask.)
 * The still position is read afresh each time, in case the input size stepped down meanwhile.
 */
async function stillSnapshot(page: Page): Promise<Snapshot> {
  const settled = (masks: readonly MaskRecord[]) =>
    stillFlips(masks).length >= 10 && masks.slice(-2).every(stillTestOf(masks));
  for (let attempt = 0; attempt < 6; attempt++) {
    await expect.poll(async () => settled((await observed(page)).masks), { timeout: 30_000 }).toBe(true);
    const shot = await snapshot(page);
    await expect
      .poll(async () => (await observed(page)).masks.some((mask) => mask.sentAt > shot.takenAt), {
        timeout: 30_000,
      })
      .toBe(true);
    const { masks } = await observed(page);
    const after = masks.findIndex((mask) => mask.sentAt > shot.takenAt);
    // From the mask painted at the snapshot (the newest then) to the one answering a frame sent after it.
    const bracket = masks.slice(shot.masksSoFar - 1, after + 1);
    const [first, last] = [bracket[0], bracket.at(-1)];
    if (first && last && bracket.every(stillTestOf(masks)) && last.sentAt - first.sentAt < STILL_BRACKET_MS) {
      return shot;
    }
  }
  throw new Error('no snapshot fell inside the still part of the clip');
}

/**
 * The server's analysis of a frame: its hair (alpha, 0..255) at the frame's size, and brought to size×size
 * as the live mask is.
 */
async function serverHair(framePng: Buffer, size: number) {
  const { data, info } = await sharp(framePng).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const engine = await HairEngine.create({ threads: 1 });
  const analysis = await engine.analyse({ width: info.width, height: info.height, data });
  const hair = await sharp(Buffer.from(analysis.mask), {
    raw: { width: analysis.width, height: analysis.height, channels: 1 },
  })
    .resize(size, size, { fit: 'fill' })
    .extractChannel(0)
    .raw()
    .toBuffer();
  return { alpha: analysis.mask, hair, hairFraction: analysis.hairFraction };
}

/**
 * How the painted frame differs from the camera's where the server finds sure hair (alpha ≥ 90 %): the share
 * of those pixels visibly recoloured (a mean channel difference over 10); and where it finds none, the mean
 * difference.
 */
async function paintedWhere(differencePng: Buffer, alpha: Uint8Array) {
  const difference = await sharp(differencePng).extractChannel(0).raw().toBuffer();
  const hair = { pixels: 0, changed: 0 };
  const background = { pixels: 0, difference: 0 };
  for (let i = 0; i < alpha.length; i++) {
    const value = difference[i] ?? 0;
    if ((alpha[i] ?? 0) >= 230) {
      hair.pixels++;
      if (value > 10) hair.changed++;
    } else if (alpha[i] === 0) {
      background.pixels++;
      background.difference += value;
    }
  }
  return {
    hairChanged: hair.changed / hair.pixels,
    backgroundDifference: background.difference / background.pixels,
  };
}

/** Intersection over union of two masks of the same size, each binarised at 128 of 255. */
function intersectionOverUnion(a: ArrayLike<number>, b: ArrayLike<number>): number {
  let intersection = 0;
  let union = 0;
  for (let i = 0; i < a.length; i++) {
    const inA = (a[i] ?? 0) >= 128;
    const inB = (b[i] ?? 0) >= 128;
    if (inA && inB) intersection++;
    if (inA || inB) union++;
  }
  return union === 0 ? 0 : intersection / union;
}

test('the live mask finds the hair, is painted, holds still on a still picture and agrees with the server', async ({
  page,
}, testInfo) => {
  // The model loads (wasm compiled, 14 MB) and the server's engine runs in this process: generous on a
  // loaded two-core machine. The bounds below are the checks; the timeouts only wait.
  test.setTimeout(180_000);
  await page.addInitScript(observeLiveColour);
  await page.goto('/camera');
  await page.getByRole('switch', { name: 'Live color' }).click();
  await expect(page.getByText('Preparing live color…')).toBeHidden({ timeout: 60_000 });
  await page.getByRole('radio', { name: 'Copper', exact: true }).click();
  await expect(page.getByTestId('live-color-canvas')).toHaveCSS('opacity', '1', { timeout: 30_000 });

  // Two loops of the clip or so: enough consecutive masks of the still part, and the pan between.
  await expect
    .poll(async () => stillFlips((await observed(page)).masks).length, { timeout: 90_000, intervals: [1000] })
    .toBeGreaterThanOrEqual(30);
  const { masks } = await observed(page);
  const still = stillPosition(masks);
  const size = masks.at(-1)?.size ?? 0;
  const stillMasks = masks.filter(stillTestOf(masks));
  const flips = stillFlips(masks);
  const meanFlips = flips.reduce((sum, value) => sum + value, 0) / flips.length;
  const sway = Math.max(...masks.map((mask) => Math.abs(mask.position - still)));
  const shot = await stillSnapshot(page);
  const frame = Buffer.from(shot.frame.slice(shot.frame.indexOf(',') + 1), 'base64');
  const server = await serverHair(frame, shot.size);
  const iou = intersectionOverUnion(shot.mask, server.hair);
  const painted = await paintedWhere(
    Buffer.from(shot.difference.slice(shot.difference.indexOf(',') + 1), 'base64'),
    server.alpha,
  );
  // Every error the paint worker's context reported, and the frames it painted, from the first frame to now
  // (counted at the end: a loaded CI run's painter, sharing 2 cores with every suite, had painted 11 frames
  // by the time 30 still masks had come, and over a hundred by here).
  const { glErrors, errorChecks, draws } = await observed(page);
  const figures = {
    masks: masks.length,
    size,
    hairFraction: median(stillMasks.map((mask) => mask.hairFraction)),
    serverHairFraction: server.hairFraction,
    stillPairs: flips.length,
    meanFlips,
    maxFlips: Math.max(...flips),
    swayOfPan: sway,
    draws,
    errorChecks,
    glErrors,
    hairChanged: painted.hairChanged,
    backgroundDifference: painted.backgroundDifference,
    iou,
  };
  await testInfo.attach('figures.json', {
    body: JSON.stringify(figures, null, 2),
    contentType: 'application/json',
  });
  await testInfo.attach('camera-frame.png', { body: frame, contentType: 'image/png' });

  await test.step('a mask arrives, with the share of hair the portrait has', () => {
    // 007's hair covers about 30 % of the frame (the server finds 31 %); all-hair, no-hair or a blotch is out.
    expect(figures.hairFraction).toBeGreaterThan(0.2);
    expect(figures.hairFraction).toBeLessThan(0.4);
  });

  await test.step('frames are drawn, coloured where the hair is and not elsewhere, with no GL error', () => {
    expect(draws).toBeGreaterThanOrEqual(20);
    // Copper over brown hair: nearly every pixel of sure hair is visibly another colour.
    expect(painted.hairChanged).toBeGreaterThan(0.9);
    // Where there is no hair the picture differs only by the sensor noise between two frames.
    expect(painted.backgroundDifference).toBeLessThan(8);
    expect(errorChecks).toBeGreaterThanOrEqual(10);
    expect(glErrors).toEqual([]);
  });

  await test.step('on the still part, fewer than 0.2 % of the mask flips per frame', () => {
    // The pan was seen and told apart (it sways 24 px = 3.75 % of the width each way).
    expect(sway).toBeGreaterThan(0.02);
    expect(meanFlips).toBeLessThan(0.002);
  });

  await test.step("the live mask agrees with the server's analysis of the same frame", () => {
    expect(iou).toBeGreaterThanOrEqual(0.85);
  });
});
