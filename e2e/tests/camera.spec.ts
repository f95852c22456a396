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
