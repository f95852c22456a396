import type { Page } from '@playwright/test';
import { expect, test } from './support';

test.use({ permissions: ['camera'] });

/**
 * Issue 22: the camera's live colour. The camera is a 640×480 canvas stream of demo-1 (a CC0 portrait the
 * server reads from ../shared), panning gently; the hair model runs in the page's worker on it.
 */
async function fakeCamera(
  page: Page,
  options: { webgl2: boolean; workerWebgl2?: boolean } = { webgl2: true },
): Promise<void> {
  await page.addInitScript(({ webgl2, workerWebgl2 = true }) => {
    localStorage.setItem('onboarding-completed', 'true');
    /** Makes a canvas type answer no WebGL2 context, as a browser without it does. */
    const refuseWebgl2 = (prototype: { getContext: (...args: never[]) => unknown }) => {
      const getContext = prototype.getContext as (this: unknown, ...args: unknown[]) => unknown;
      prototype.getContext = function (this: unknown, type: string, ...rest: unknown[]) {
        return type === 'webgl2' ? null : getContext.call(this, type, ...rest);
      } as typeof prototype.getContext;
    };
    // As in Safari before 17: an OffscreenCanvas gives no WebGL2, so nor would the paint worker's.
    if (!workerWebgl2) refuseWebgl2(OffscreenCanvas.prototype);
    if (!webgl2) refuseWebgl2(HTMLCanvasElement.prototype);
    navigator.mediaDevices.getUserMedia = async () => {
      const canvas = document.createElement('canvas');
      canvas.width = 640;
      canvas.height = 480;
      const image = new Image();
      image.src = '/demo-photos/demo-1.jpg';
      await image.decode();
      const context = canvas.getContext('2d');
      let frame = 0;
      const draw = () => {
        frame++;
        context?.drawImage(image, Math.sin(frame / 40) * 6 - 10, 0, 660, 480);
      };
      draw();
      setInterval(draw, 33);
      return canvas.captureStream(30);
    };
  }, options);
}

/** The share of the canvas's pixels whose colour differs from the video frame under it by more than 30. */
async function paintedShare(page: Page): Promise<number> {
  return page.evaluate(() => {
    const video = document.querySelector('video');
    const canvas = document.querySelector<HTMLCanvasElement>('[data-testid="live-color-canvas"]');
    if (!video || !canvas) return 0;
    const { width, height } = canvas;
    const read = (source: CanvasImageSource) => {
      const copy = document.createElement('canvas');
      copy.width = width;
      copy.height = height;
      const context = copy.getContext('2d');
      context?.drawImage(source, 0, 0, width, height);
      return context?.getImageData(0, 0, width, height).data ?? new Uint8ClampedArray();
    };
    const painted = read(canvas);
    const camera = read(video);
    let changed = 0;
    for (let i = 0; i < painted.length; i += 4) {
      const difference =
        Math.abs((painted[i] ?? 0) - (camera[i] ?? 0)) +
        Math.abs((painted[i + 1] ?? 0) - (camera[i + 1] ?? 0)) +
        Math.abs((painted[i + 2] ?? 0) - (camera[i + 2] ?? 0));
      if (difference > 30) changed++;
    }
    return changed / (width * height);
  });
}

test('live colour paints the hair in the viewfinder, and Use Photo tries that shade at once', async ({
  page,
}) => {
  await fakeCamera(page);
  await page.goto('/camera');
  const liveColor = page.getByRole('switch', { name: 'Live color' });
  await liveColor.click();
  await expect(liveColor).toHaveAttribute('aria-checked', 'true');
  await expect(page.getByText('Preparing live color…')).toBeHidden({ timeout: 30_000 });

  await page.getByRole('radio', { name: 'Copper', exact: true }).click();
  const canvas = page.getByTestId('live-color-canvas');
  await expect(canvas).toHaveCSS('opacity', '1', { timeout: 15_000 });
  // demo-1's hair is about a fifth of the frame; the face, the wall and the sweater stay as they are.
  await expect.poll(() => paintedShare(page), { timeout: 10_000 }).toBeGreaterThan(0.08);
  expect(await paintedShare(page)).toBeLessThan(0.45);

  // The choice is remembered: the switch is on when the camera opens again.
  await page.reload();
  await expect(page.getByRole('switch', { name: 'Live color' })).toHaveAttribute('aria-checked', 'true');
  await page.getByRole('radio', { name: 'Copper', exact: true }).click();
  await expect(canvas).toHaveCSS('opacity', '1', { timeout: 30_000 });

  // The service worker keeps the app's scripts, not the 14 MB wasm (the HTTP cache has it).
  const cachedUrls = await page.evaluate(async () => {
    const urls: string[] = [];
    for (const key of await caches.keys()) {
      for (const request of await (await caches.open(key)).keys()) urls.push(request.url);
    }
    return urls;
  });
  expect(cachedUrls.some((url) => url.endsWith('.js'))).toBe(true);
  expect(cachedUrls.filter((url) => url.endsWith('.wasm'))).toEqual([]);

  // The other camera: nothing of this one's hair shows until its own first mask.
  await page.getByRole('button', { name: 'Switch camera' }).click();
  await expect(canvas).toHaveCSS('opacity', '1', { timeout: 30_000 });

  await page.getByRole('button', { name: 'Capture photo' }).click();
  await page.getByRole('button', { name: 'Use Photo' }).click();
  await page.waitForURL(/\/hair-color\/[0-9a-f-]{36}$/, { timeout: 60_000 });
  await expect(page.getByText('The color you chose in the camera', { exact: true })).toBeVisible();
  // The server's render of the captured photo, under the same rules as any try-on.
  const tryOns = () =>
    page.evaluate(async () => {
      const token = localStorage.getItem('hairhue-auth-token') ?? '';
      const response = await fetch('/api/hair-color-try-ons', {
        headers: { authorization: `bearer ${token}` },
      });
      const list = (await response.json()) as { colorName: string; status: string }[];
      return list.map((tryOn) => `${tryOn.colorName}: ${tryOn.status}`);
    });
  await expect.poll(tryOns, { timeout: 60_000 }).toEqual(['Copper: completed']);
  await expect(page.getByRole('radio', { name: 'Copper', exact: true }).last()).toHaveAttribute(
    'aria-checked',
    'true',
  );
});

test('without WebGL2 the switch is not offered, and the camera still captures', async ({ page }) => {
  await fakeCamera(page, { webgl2: false });
  await page.goto('/camera');
  await expect(page.getByRole('button', { name: 'Capture photo' })).toBeEnabled();
  await expect(page.getByRole('switch', { name: 'Live color' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Capture photo' }).click();
  await expect(page.getByRole('img', { name: 'Your photo' })).toBeVisible();
});

test('where workers cannot paint WebGL2, live colour paints on the page instead', async ({ page }) => {
  await fakeCamera(page, { webgl2: true, workerWebgl2: false });
  await page.goto('/camera');
  await page.getByRole('switch', { name: 'Live color' }).click();
  await page.getByRole('radio', { name: 'Copper', exact: true }).click();
  await expect(page.getByTestId('live-color-canvas')).toHaveCSS('opacity', '1', { timeout: 30_000 });
  await expect.poll(() => paintedShare(page), { timeout: 10_000 }).toBeGreaterThan(0.08);
  expect(await paintedShare(page)).toBeLessThan(0.45);
  // Painted on the page: the canvas was never handed to a worker, so the page has its WebGL2 context.
  const context = await page.evaluate(() =>
    Boolean(
      document.querySelector<HTMLCanvasElement>('[data-testid="live-color-canvas"]')?.getContext('webgl2'),
    ),
  );
  expect(context).toBe(true);
});
