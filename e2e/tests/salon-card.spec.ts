import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { checkScreen, EVAL_PHOTO, expect, startTrial, test } from './support';

/** A returning visitor: the app opens on Home (onboarding has its own journey test). */
async function openApp(page: Page): Promise<void> {
  await page.goto('/?app=1');
  await page.evaluate(() => localStorage.setItem('onboarding-completed', 'true'));
  await page.goto('/');
  await expect(page.getByText('Try different hair colors in seconds')).toBeVisible();
}

async function uploadAndTry(page: Page, colour: string): Promise<void> {
  await page.goto('/');
  await page.locator('input[type="file"]').first().setInputFiles(EVAL_PHOTO);
  await page.waitForURL(/\/hair-color\/[0-9a-f-]{36}$/);
  await page.getByRole('radio', { name: colour, exact: true }).click();
  await page.getByRole('button', { name: 'Try this hair color' }).click();
  await expect(page.getByText('Transforming Your Look')).toBeVisible();
  await expect(page.getByText('Transforming Your Look')).toBeHidden({ timeout: 60_000 });
}

/** The card for the result on screen (from its save sheet), once the photo's hair level is measured. */
async function openSalonCard(page: Page) {
  await page.getByRole('button', { name: 'Save' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Salon card' }).click();
  const sheet = page.getByRole('dialog', { name: 'Salon card' });
  const card = sheet.getByRole('article', { name: 'Salon card' });
  await expect(card.getByText('Copper', { exact: true })).toBeVisible();
  await expect(card.getByText('Measuring…')).toBeHidden({ timeout: 30_000 });
  // The engine's measured level, or the words for a photo with too little hair to measure.
  await expect(card.getByText(/^(Level \d+|Ask your colourist)$/).first()).toBeVisible();
  // Copper's own level, the last of the two levels (the hair's may be 6 too).
  await expect(card.getByText('Level 6', { exact: true }).last()).toBeVisible();
  await expect(card.getByText(/not a prescription/)).toBeVisible();
  return sheet;
}

/** The downloaded file's pixel size, decoded by the browser as a person's photo viewer would. */
async function decodedSize(page: Page, bytes: Buffer): Promise<{ width: number; height: number }> {
  return page.evaluate(async (base64) => {
    const data = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
    const bitmap = await createImageBitmap(new Blob([data], { type: 'image/jpeg' }));
    return { width: bitmap.width, height: bitmap.height };
  }, bytes.toString('base64'));
}

test('a premium device saves the salon card of its Copper result as a 1080×1350 image', async ({
  page,
}, testInfo) => {
  await openApp(page);
  await startTrial(page);
  await uploadAndTry(page, 'Copper');

  const sheet = await openSalonCard(page);
  await checkScreen(page, testInfo, 's01-salon-card');

  const downloading = page.waitForEvent('download');
  await sheet.getByRole('button', { name: 'Save' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^hairhue-salon-card-copper-\d+\.jpg$/);
  const file = await readFile(await download.path());
  expect(await decodedSize(page, file)).toEqual({ width: 1080, height: 1350 });
  await testInfo.attach('salon-card.jpg', { body: file, contentType: 'image/jpeg' });
  await expect(page.getByText('Saved!').first()).toBeVisible();
});

test('a free device sees the salon card, and saving it opens the download paywall', async ({ page }) => {
  await openApp(page);
  await uploadAndTry(page, 'Copper');

  const sheet = await openSalonCard(page);
  let downloaded = false;
  page.on('download', () => (downloaded = true));
  await sheet.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Premium required for downloads').first()).toBeVisible();
  await expect(page.locator('[data-variant]')).toHaveAttribute('data-trigger', 'download_attempt');
  expect(downloaded).toBe(false);
});
