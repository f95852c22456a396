import { checkScreen, expect, test } from './support';

test.use({ permissions: ['camera'] });

/** The camera path with Chromium's fake camera: capture, retake, use the photo, land in the editor. */
test('takes a photo with the camera and opens it in the editor', async ({ page }, testInfo) => {
  await page.addInitScript(() => localStorage.setItem('onboarding-completed', 'true'));
  await page.goto('/');
  await page
    .getByRole('link', { name: 'Take Photo' })
    .or(page.getByRole('button', { name: 'Take Photo' }))
    .first()
    .click();
  await page.waitForURL(/\/camera$/);
  await expect(page.getByRole('heading', { name: 'Take Photo' })).toBeVisible();
  await expect(page.locator('video')).toBeVisible();
  await checkScreen(page, testInfo, '11-camera-live');
  await page
    .getByRole('button', { name: /capture|take photo/i })
    .last()
    .click();
  await expect(page.getByRole('button', { name: 'Retake' })).toBeVisible();
  await checkScreen(page, testInfo, '12-camera-captured');
  await page.getByRole('button', { name: 'Retake' }).click();
  await expect(page.locator('video')).toBeVisible();
  await page
    .getByRole('button', { name: /capture|take photo/i })
    .last()
    .click();
  await page.getByRole('button', { name: 'Use Photo' }).click();
  await page.waitForURL(/\/hair-color\/[0-9a-f-]{36}$/, { timeout: 60_000 });
  await expect(page.getByRole('button', { name: 'Try this hair color' })).toBeVisible();
});

test('the other screens render and pass the accessibility check', async ({ page }, testInfo) => {
  await page.addInitScript(() => localStorage.setItem('onboarding-completed', 'true'));
  for (const [path, heading, name] of [
    ['/dice-roll', 'Roll the dice for 6 random hair colors!', '13-dice-roll'],
    ['/premium', 'Go Premium Today', '14-premium'],
    ['/settings', 'Settings', '15-settings'],
    ['/faq', 'FAQ', '16-faq'],
    ['/nowhere', 'Did you forget to add the page to the router?', '17-not-found'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByText(heading, { exact: false }).first()).toBeVisible();
    await checkScreen(page, testInfo, name);
  }
});

test('is an installable web app: a manifest with icons and a service worker in control', async ({
  page,
  request,
}) => {
  const manifest = (await (await request.get('/manifest.webmanifest')).json()) as {
    name: string;
    display: string;
    icons: { src: string; sizes: string }[];
  };
  expect(manifest).toMatchObject({ name: 'Hairhue', display: 'standalone' });
  for (const icon of manifest.icons) expect((await request.get(icon.src)).status(), icon.src).toBe(200);
  expect(manifest.icons.map((icon) => icon.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));

  await page.addInitScript(() => localStorage.setItem('onboarding-completed', 'true'));
  await page.goto('/');
  const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
  expect(new URL(scope).pathname).toBe('/');
});

/**
 * The capture is what the preview showed (issue 10 §5.16): the preview's portrait crop of the landscape
 * frame, not the whole frame, and not mirrored for the front camera. The camera here is a canvas stream
 * of 1280×720, red on the left half and blue on the right, so a mirrored capture would read blue-red.
 */
test('captures the preview’s crop of the frame, the right way round', async ({ page }) => {
  await page.addInitScript(() => {
    localStorage.setItem('onboarding-completed', 'true');
    navigator.mediaDevices.getUserMedia = () => {
      const canvas = document.createElement('canvas');
      canvas.width = 1280;
      canvas.height = 720;
      const context = canvas.getContext('2d');
      const draw = () => {
        if (!context) return;
        context.fillStyle = 'rgb(220 30 30)';
        context.fillRect(0, 0, 640, 720);
        context.fillStyle = 'rgb(30 30 220)';
        context.fillRect(640, 0, 640, 720);
      };
      draw();
      setInterval(draw, 50);
      return Promise.resolve(canvas.captureStream(20));
    };
  });
  await page.goto('/camera');
  const video = page.getByLabel('Camera preview');
  await expect(page.getByRole('button', { name: 'Capture photo' })).toBeEnabled();
  await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.videoWidth)).toBe(1280);
  // The preview mirrors the front camera, as a mirror does.
  expect(await video.evaluate((element) => getComputedStyle(element).scale)).toMatch(/^-1\b/);
  const preview = await video.evaluate((element) => element.clientWidth / element.clientHeight);
  expect(preview).toBeLessThan(1);

  await page.getByRole('button', { name: 'Capture photo' }).click();
  const photo = page.getByRole('img', { name: 'Your photo' });
  await expect(photo).toBeVisible();
  const captured = await photo.evaluate(async (element: HTMLImageElement) => {
    await element.decode();
    const canvas = document.createElement('canvas');
    canvas.width = element.naturalWidth;
    canvas.height = element.naturalHeight;
    const context = canvas.getContext('2d');
    context?.drawImage(element, 0, 0);
    const at = (x: number) => [...(context?.getImageData(x, canvas.height / 2, 1, 1).data ?? [])];
    return {
      width: element.naturalWidth,
      height: element.naturalHeight,
      left: at(Math.round(canvas.width * 0.1)),
      right: at(Math.round(canvas.width * 0.9)),
    };
  });
  expect(captured.height).toBe(720);
  expect(captured.width / captured.height).toBeCloseTo(preview, 2);
  const [leftRed = 0, , leftBlue = 0] = captured.left;
  const [rightRed = 0, , rightBlue = 0] = captured.right;
  expect(leftRed, 'the left of the photo is the left of the frame').toBeGreaterThan(leftBlue + 100);
  expect(rightBlue, 'the right of the photo is the right of the frame').toBeGreaterThan(rightRed + 100);
});
