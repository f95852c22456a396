import type { Page } from '@playwright/test';
import { checkScreen, EVAL_PHOTO, expect, test } from './support';

/** Drags with one finger from `fromX` to `toX` at height `y`, as a phone's touch screen sends it. */
async function touchDrag(page: Page, fromX: number, toX: number, y: number): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  const point = (x: number) => [{ x, y, id: 1 }];
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: point(fromX) });
  for (let step = 1; step <= 6; step++) {
    const x = fromX + ((toX - fromX) * step) / 6;
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: point(x) });
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}

// The phone's whole screen (iPhone 13's 390×844), not the browser viewport under Safari's bars.
test.use({ viewport: { width: 390, height: 844 } });

/** Issue 12, section 4: the before/after divider, by touch, mouse and keyboard, beside hold-to-compare. */
test('the before/after divider shows the original on one side and the result on the other', async ({
  page,
}, testInfo) => {
  await page.goto('/?app=1');
  await page.evaluate(() => localStorage.setItem('onboarding-completed', 'true'));
  await page.goto('/');
  await page.locator('input[type="file"]').first().setInputFiles(EVAL_PHOTO);
  await page.waitForURL(/\/hair-color\/[0-9a-f-]{36}$/);
  // The swatch row is one Tab stop, a radio group the arrow keys move through and select in.
  const copper = page.getByRole('radio', { name: 'Copper', exact: true });
  await copper.click();
  await copper.focus();
  await page.keyboard.press('ArrowRight');
  await expect(copper).toHaveAttribute('aria-checked', 'false');
  await page.keyboard.press('ArrowLeft');
  await expect(copper).toBeFocused();
  await expect(copper).toHaveAttribute('aria-checked', 'true');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Try this hair color' })).toBeFocused();
  await page.getByRole('button', { name: 'Try this hair color' }).click();
  await expect(page.getByText('Transforming Your Look')).toBeHidden({ timeout: 60_000 });

  const toggle = page.getByRole('button', { name: 'Before and after slider' });
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  const slider = page.getByRole('slider', { name: 'Before and after divider' });
  // Tab order: the toggle, then hold-to-compare beside it, then the divider it turned on.
  await toggle.focus();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(slider).toBeFocused();
  await expect(slider).toHaveAttribute('aria-valuenow', '50');
  await expect(slider).toHaveAttribute('aria-valuetext', '50% original, 50% Copper');
  const result = page.getByAltText('Your photo with the new hair color').last();
  await expect(result).toHaveCSS('clip-path', 'inset(0px 0px 0px 50%)');
  await expect(page.getByRole('button', { name: 'Hold to compare with the original' })).toBeVisible();
  await checkScreen(page, testInfo, 'e01-editor-before-after');

  const surface = page.getByTestId('before-after-surface');
  const box = await surface.boundingBox();
  if (!box) throw new Error('the divider has no box');
  const y = box.y + box.height / 2;

  // Mouse: press on the handle and drag to a quarter of the width.
  await slider.hover();
  await page.mouse.down();
  await page.mouse.move(box.x + box.width * 0.25, y, { steps: 5 });
  await page.mouse.up();
  await expect(slider).toHaveAttribute('aria-valuenow', '25');

  // Touch: drag to 80 %.
  await touchDrag(page, box.x + box.width * 0.25, box.x + box.width * 0.8, y);
  await expect(slider).toHaveAttribute('aria-valuenow', '80');
  await expect(result).toHaveCSS('clip-path', /inset\(0px 0px 0px 80(\.\d+)?%\)/);

  // Keyboard.
  await slider.focus();
  await page.keyboard.press('ArrowLeft');
  await expect(slider).toHaveAttribute('aria-valuenow', '75');
  await page.keyboard.press('Home');
  await expect(slider).toHaveAttribute('aria-valuenow', '0');
  await page.keyboard.press('End');
  await expect(slider).toHaveAttribute('aria-valuetext', '100% original, 0% Copper');

  await page.keyboard.press('Home');
  for (let i = 0; i < 7; i++) await page.keyboard.press('ArrowRight');
  await checkScreen(page, testInfo, 'e02-editor-before-after-moved');

  await toggle.click();
  await expect(slider).toBeHidden();
  await expect(result).toHaveCSS('clip-path', 'none');
});
