import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { checkScreen, EVAL_PHOTO, expect, openColourOptions, test } from './support';

const DEVICE_ID_KEY = 'hairhue-device-id';

/** A returning visitor: the app opens on Home (onboarding has its own journey test). */
async function openApp(page: Page): Promise<void> {
  await page.goto('/?app=1');
  await page.evaluate(() => localStorage.setItem('onboarding-completed', 'true'));
  await page.goto('/');
  await expect(page.getByText('Try different hair colors in seconds')).toBeVisible();
}

async function tryColour(page: Page, name: string): Promise<void> {
  await page.getByRole('radio', { name, exact: true }).click();
  await page.getByRole('button', { name: 'Try this hair color' }).click();
  await expect(page.getByText('Transforming Your Look')).toBeVisible();
  await expect(page.getByText('Transforming Your Look')).toBeHidden({ timeout: 60_000 });
}

/** Opens the paywall from the Premium page and waits for its plans. */
async function openPlans(page: Page) {
  await page.goto('/premium');
  await page.getByRole('button', { name: 'Start Free Trial' }).click();
  const paywall = page.locator('[data-variant]');
  await expect(paywall).toHaveAttribute('data-trigger', 'subscription_info');
  await expect(page.getByRole('radio', { name: /Monthly/ })).toBeChecked();
  return paywall;
}

/**
 * SPEC §4, §5, §6 with the sandbox store, on the real server and engine: a free device spends its three
 * changes, meets the story paywall, starts the monthly trial, and then has everything premium gives —
 * unlimited changes, downloads, Dice Roll with its daily count — and gets it back with Restore Purchases.
 */
test('a free device buys the monthly trial and gets premium everywhere', async ({ page }, testInfo) => {
  // Eight screens checked with axe, each a few seconds of a busy machine's CPU: a journey, not a hang.
  test.slow();
  await openApp(page);
  await page.locator('input[type="file"]').first().setInputFiles(EVAL_PHOTO);
  await page.waitForURL(/\/hair-color\/[0-9a-f-]{36}$/);
  await tryColour(page, 'Copper');
  await tryColour(page, 'Jet Black');
  await tryColour(page, 'Chocolate Brown');
  await expect(page.getByText('Upgrade for unlimited changes')).toBeVisible();

  // The fourth change: the story (sad, magic, happy), then the plans.
  await page.getByRole('radio', { name: 'Caramel Brown', exact: true }).click();
  await page.getByRole('button', { name: 'Try this hair color' }).click();
  const paywall = page.locator('[data-variant]');
  await expect(paywall).toHaveAttribute('data-variant', 'story');
  await expect(page.locator('[data-story-step="sad"]')).toBeVisible();
  await expect(page.locator('[data-story-step="magic"]')).toBeVisible({ timeout: 5000 });
  await expect(page.locator('[data-story-step="happy"]')).toBeVisible({ timeout: 3000 });
  await expect(page.getByRole('radio', { name: /Monthly/ })).toBeChecked({ timeout: 5000 });
  await checkScreen(page, testInfo, 'p01-paywall-plans');

  // Monthly with its trial, confirmed in the sandbox store's sheet.
  await page.getByRole('button', { name: 'Start Free Trial' }).click();
  const sheet = page.getByRole('dialog', { name: 'Confirm Subscription' });
  await expect(sheet).toContainText('Sandbox store · test purchase');
  await expect(sheet).toContainText('3 days');
  await checkScreen(page, testInfo, 'p02-sandbox-sheet');
  await sheet.getByRole('button', { name: 'Subscribe' }).click();
  await expect(page.getByText('Welcome to Premium!')).toBeVisible();
  await expect(paywall).toBeHidden({ timeout: 10_000 });

  // The trial shows in the editor's pill, with its days left.
  await expect(page.getByText('Trial active')).toBeVisible();
  await expect(page.getByText('| Trial: 3 days left')).toBeVisible();
  await checkScreen(page, testInfo, 'p03-editor-trial');

  // Premium's intensity and shine, moved by keyboard: Page Down and Page Up step by 10.
  await openColourOptions(page);
  const intensity = page.getByRole('slider', { name: 'Intensity' });
  const shine = page.getByRole('slider', { name: 'Shine' });
  await expect(intensity).toHaveAttribute('aria-valuenow', '100');
  await intensity.focus();
  await page.keyboard.press('PageDown');
  await page.keyboard.press('PageDown');
  await shine.focus();
  await page.keyboard.press('PageUp');
  await expect(intensity).toHaveAttribute('aria-valuenow', '80');
  await expect(shine).toHaveAttribute('aria-valuenow', '60');

  // Unlimited changes: a fourth and a fifth, both with that intensity and shine.
  await tryColour(page, 'Caramel Brown');
  await page.getByRole('tab', { name: 'Colorful' }).click();
  await tryColour(page, 'Rose Gold');
  await expect(page.locator('[data-variant]')).toHaveCount(0);

  // Downloads: the full-resolution file, named for the colour, saying its intensity and shine in its EXIF.
  await page.getByRole('button', { name: 'Save' }).click();
  const downloading = page.waitForEvent('download');
  await page.getByRole('dialog').getByRole('button', { name: 'Save' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^hairhue-rose-gold-\d+\.jpg$/);
  // The ImageDescription is plain ASCII in the file's EXIF block; compressed pixels never spell it out.
  const file = await readFile(await download.path());
  expect(file.includes('Hairhue: Rose Gold, intensity 80%, shine 60%')).toBe(true);
  await expect(page.getByText('Saved!').first()).toBeVisible();

  // History says which try-ons were tuned, and how.
  await page.goto('/try-on-history');
  await expect(page.getByRole('button', { name: /^Rose Gold, Intensity 80% · Shine 60, / })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Copper, \d/ })).toBeVisible();
  await checkScreen(page, testInfo, 'p03b-history-tuned');

  // The Premium page and Settings know.
  await page.goto('/premium');
  await expect(page.getByText('Premium Plan')).toBeVisible();
  await expect(page.getByText('Trial days remaining')).toBeVisible();
  await checkScreen(page, testInfo, 'p04-premium-page');

  // Dice Roll: six results, and the daily count goes down.
  await page.goto('/dice-roll');
  await expect(page.getByText('3 rolls left today')).toBeVisible();
  await page.getByRole('button', { name: 'Use this photo' }).first().click();
  await expect(page.getByRole('heading', { name: 'Ready to Roll?' })).toBeVisible();
  await page.getByRole('button', { name: 'Roll', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Your Transformations' })).toBeVisible({ timeout: 90_000 });
  await expect(page.getByRole('button', { name: /^View / })).toHaveCount(6, { timeout: 90_000 });
  await checkScreen(page, testInfo, 'p05-dice-results');
  await page.getByRole('button', { name: 'Try Different Photo' }).click();
  await expect(page.getByText('2 rolls left today')).toBeVisible();

  // Everything local but the device id is lost; Restore Purchases confirms premium.
  await page.evaluate((key) => {
    const deviceId = localStorage.getItem(key);
    localStorage.clear();
    if (deviceId) localStorage.setItem(key, deviceId);
  }, DEVICE_ID_KEY);
  await openApp(page);
  await page.goto('/settings');
  await page.getByRole('button', { name: 'Restore Purchases' }).click();
  await expect(page.getByText('Purchases restored').first()).toBeVisible({ timeout: 10_000 });
  await page.goto('/premium');
  await expect(page.getByText('Premium Plan')).toBeVisible();
  await page.goto('/');
  await expect(page.getByText('Go Premium')).toHaveCount(0);
});

test('Restore on a device that never bought finds nothing', async ({ page }) => {
  await openApp(page);
  await openPlans(page);
  await page.getByRole('button', { name: 'Restore Purchases' }).click();
  await expect(page.getByText('Processing Your Purchase')).toBeVisible();
  const alert = page.getByRole('alertdialog');
  await expect(alert).toContainText('No active subscriptions found to restore', { timeout: 10_000 });
  await alert.getByRole('button', { name: 'OK' }).click();
  await expect(page.getByRole('radio', { name: /Monthly/ })).toBeVisible();
});

test('a failed purchase shows its alert and returns to the plans', async ({ page }, testInfo) => {
  await openApp(page);
  await openPlans(page);
  await checkScreen(page, testInfo, 'p06-paywall-card');
  await page.getByRole('radio', { name: /Weekly/ }).check();
  await page.getByRole('button', { name: 'Subscribe Now' }).click();
  const sheet = page.getByRole('dialog', { name: 'Confirm Subscription' });
  await sheet.getByText('Simulate a store failure').click();
  await sheet.getByRole('button', { name: 'Decline payment' }).click();
  const alert = page.getByRole('alertdialog');
  await expect(alert).toContainText('Purchase failed');
  await checkScreen(page, testInfo, 'p07-purchase-failed');
  await alert.getByRole('button', { name: 'OK' }).click();
  await expect(page.getByRole('radio', { name: /Weekly/ })).toBeChecked();
  await expect(page.getByRole('button', { name: 'Subscribe Now' })).toBeEnabled();

  // Cancelling in the sheet is a failure with its own words.
  await page.getByRole('button', { name: 'Subscribe Now' }).click();
  await page
    .getByRole('dialog', { name: 'Confirm Subscription' })
    .getByRole('button', { name: 'Cancel' })
    .click();
  await expect(page.getByRole('alertdialog')).toContainText('Purchase was cancelled');
});
