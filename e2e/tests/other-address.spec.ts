import { findShade } from '@hairhue/catalogue';
import { DEFAULT_TUNING } from '@hairhue/recolour';
import type { Request } from '@playwright/test';
import { tapSwatch, waitForPreviewReady } from '../scripts/live-preview';
import { openPremiumEditor } from '../scripts/premium-session';
import { checkScreen, DEMO_PHOTO, EVAL_PHOTO, expect, test } from './support';

/**
 * The app from an address the server was never told about (issue 10 §1): the server listens on every
 * address with PUBLIC_BASE_URL unset, and the browser opens it at 127.0.0.2 — as a phone opens it at the
 * machine's LAN address. 'Choose from Gallery' (the cloud flow, whose upload address the server hands out),
 * the try-on and every image must go to the address the browser used, and every image must load.
 */
test('uploads from the gallery and tries a colour at an address the server was not told about', async ({
  page,
  context,
  baseURL,
}, testInfo) => {
  const other = new URL(baseURL ?? '');
  other.hostname = '127.0.0.2';
  const origin = other.origin;

  const requests: Request[] = [];
  page.on('request', (request) => requests.push(request));
  const failedImages: string[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'image' && !response.ok()) {
      failedImages.push(`${response.status()} ${response.url()}`);
    }
  });
  page.on('requestfailed', (request) => failedImages.push(`failed ${request.url()}`));

  // The opt-in cookie belongs to one host: this browser opts in at the other address, as a phone would.
  await page.addInitScript(() => localStorage.setItem('onboarding-completed', 'true'));
  await page.goto(`${origin}/?app=1`);
  expect((await context.cookies(origin)).find((cookie) => cookie.name === 'hairhue_app')?.value).toBe('1');
  await expect(page.getByText('Try different hair colors in seconds')).toBeVisible();

  // The Demo tab's photos are addressed by the server too.
  await page.getByRole('tab', { name: 'Demo' }).click();
  const demoImages = page.getByRole('tabpanel').locator('img');
  await expect(demoImages.first()).toBeVisible();
  for (const image of await demoImages.all()) {
    await expect
      .poll(() => image.evaluate((element: HTMLImageElement) => element.naturalWidth))
      .toBeGreaterThan(0);
    expect(await image.getAttribute('src')).toMatch(new RegExp(`^${origin}/`));
  }

  const upload = page.waitForRequest((request) => request.url().includes('/cloud/v1_1/'));
  await page.locator('input[type="file"]').first().setInputFiles(EVAL_PHOTO);
  expect((await upload).url()).toBe(`${origin}/cloud/v1_1/hairhue/image/upload`);
  await page.waitForURL(/\/hair-color\/[0-9a-f-]{36}$/);
  const original = page.getByAltText('Your original photo');
  await expect
    .poll(() => original.evaluate((element: HTMLImageElement) => element.naturalWidth))
    .toBeGreaterThan(0);
  expect(await original.getAttribute('src')).toMatch(new RegExp(`^${origin}/files/`));

  await page.getByRole('radio', { name: 'Copper', exact: true }).click();
  await page.getByRole('button', { name: 'Try this hair color' }).click();
  await expect(page.getByText('Transforming Your Look')).toBeVisible();
  await expect(page.getByText('Transforming Your Look')).toBeHidden({ timeout: 60_000 });
  const result = page.getByAltText('Your photo with the new hair color').last();
  await expect(result).toBeVisible();
  expect(await result.getAttribute('src')).toMatch(new RegExp(`^${origin}/files/`));
  await expect
    .poll(() => result.evaluate((element: HTMLImageElement) => element.naturalWidth))
    .toBeGreaterThan(0);
  await checkScreen(page, testInfo, 'other-address-editor');

  // Nothing went to the address the server would once have assumed, and every image loaded.
  const elsewhere = requests.map((request) => new URL(request.url())).filter((url) => url.origin !== origin);
  expect(elsewhere.filter((url) => url.protocol.startsWith('http')).map((url) => url.href)).toEqual([]);
  expect(failedImages).toEqual([]);
});

/** The live preview from that address: its planes and photo come from where the browser is, and it paints. */
test('the live preview works at an address the server was not told about', async ({ page, baseURL }) => {
  const other = new URL(baseURL ?? '');
  other.hostname = '127.0.0.2';
  const planesRequests: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/hair-mask-')) planesRequests.push(request.url());
  });
  await openPremiumEditor(page, DEMO_PHOTO, other.origin);
  await waitForPreviewReady(page);
  const copper = findShade('copper');
  if (!copper) throw new Error('the catalogue has no copper');
  await tapSwatch(page, copper, DEFAULT_TUNING);
  expect(planesRequests.length).toBeGreaterThan(0);
  for (const url of planesRequests) expect(url.startsWith(`${other.origin}/`)).toBe(true);
});
