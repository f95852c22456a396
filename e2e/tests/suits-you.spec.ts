import type { Page } from '@playwright/test';
import { checkScreen, DEMO_PHOTO, expect, openColourOptions, startTrial, test } from './support';

// The phone's whole screen (iPhone 13's 390×844).
test.use({ viewport: { width: 390, height: 844 } });

async function openEditorWithPortrait(page: Page): Promise<void> {
  await page.goto('/?app=1');
  await page.evaluate(() => localStorage.setItem('onboarding-completed', 'true'));
  await page.goto('/');
  await page.locator('input[type="file"]').first().setInputFiles(DEMO_PHOTO);
  await page.waitForURL(/\/hair-color\/[0-9a-f-]{36}$/);
  await openColourOptions(page);
}

/**
 * Issue 13 §2 on the real server and engine: a portrait's 'Suits you' row leads the picker with its reason
 * and ten shades; a shade from it is tried like any other; 'Hide' is remembered; and a premium device rolls
 * shades that suit.
 */
test("the 'Suits you' row and 'Roll shades that suit me'", async ({ page }, testInfo) => {
  await openEditorWithPortrait(page);
  const suits = page.getByRole('radiogroup', { name: 'Shades that suit you' });
  await expect(page.getByRole('heading', { name: 'Suits you' })).toBeVisible({ timeout: 60_000 });
  await expect(page.getByText(/^(Warm|Cool|Neutral) undertone: /)).toBeVisible();
  await expect(suits.getByRole('radio')).toHaveCount(10);
  await checkScreen(page, testInfo, 's01-editor-suits-you');

  // A shade from the row is chosen and tried like any swatch.
  const first = suits.getByRole('radio').first();
  const name = ((await first.getAttribute('aria-label')) ?? '').replace(/, suits you$/, '');
  await first.click();
  await expect(first).toHaveAttribute('aria-checked', 'true');
  await page.getByRole('button', { name: /^Try this / }).click();
  await expect(page.getByText('Transforming Your Look')).toBeHidden({ timeout: 60_000 });
  await expect(page.getByText(name, { exact: true }).first()).toBeVisible();

  // Hidden, and still hidden after a reload; then brought back.
  await page.getByRole('button', { name: 'Hide shades that suit you' }).click();
  await expect(suits).toBeHidden();
  await page.reload();
  await openColourOptions(page);
  const show = page.getByRole('button', { name: 'Show shades that suit you' });
  await expect(show).toBeVisible({ timeout: 30_000 });
  await checkScreen(page, testInfo, 's02-editor-suits-you-hidden');
  await show.click();
  await expect(suits.getByRole('radio')).toHaveCount(10);

  // Premium (the sandbox store's trial), then a Dice Roll of shades that suit.
  await startTrial(page);
  await page.goto('/dice-roll');
  await page.getByRole('button', { name: 'Use this photo' }).first().click();
  await expect(page.getByRole('heading', { name: 'Ready to Roll?' })).toBeVisible();
  const rolled = page.waitForRequest(
    (request) => request.method() === 'POST' && request.url().endsWith('/api/dice-roll'),
  );
  await page.getByRole('button', { name: 'Roll shades that suit me' }).click();
  expect((await rolled).postDataJSON()).toMatchObject({ suitsMe: true });
  await expect(page.getByRole('heading', { name: 'Your Transformations' })).toBeVisible({ timeout: 90_000 });
  await expect(page.getByRole('button', { name: /^View / })).toHaveCount(6, { timeout: 90_000 });
  await checkScreen(page, testInfo, 's03-dice-suits-me');
});
