import type { Locator, Page } from '@playwright/test';
import { EVAL_PHOTO, expect, test } from './support';

/**
 * Issue 10 §5.2, §5.7, §5.8, §5.9: how the paywall looks and moves in a phone-sized Chromium — what a unit
 * test in jsdom cannot see (layout, CSS, animation frames).
 */

async function openApp(page: Page): Promise<void> {
  await page.goto('/?app=1');
  await page.evaluate(() => localStorage.setItem('onboarding-completed', 'true'));
  await page.goto('/');
  await expect(page.getByText('Try different hair colors in seconds')).toBeVisible();
}

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  if (!found) throw new Error('not laid out');
  return { ...found, right: found.x + found.width, bottom: found.y + found.height };
}

type Box = Awaited<ReturnType<typeof box>>;

function overlaps(a: Box, b: Box): boolean {
  return a.x < b.right && b.x < a.right && a.y < b.bottom && b.y < a.bottom;
}

/** Buys the monthly trial in the sandbox store's sheet, from the plans. */
async function buyTrial(page: Page): Promise<void> {
  await page.getByRole('dialog').getByRole('button', { name: 'Start Free Trial' }).click();
  await page
    .getByRole('dialog', { name: 'Confirm Subscription' })
    .getByRole('button', { name: 'Subscribe' })
    .click();
  await expect(page.getByText('Welcome to Premium!')).toBeVisible();
}

/** 'Welcome to Premium!' sits in the middle of its sheet: no more room above it than below. */
async function expectWelcomeCentred(page: Page): Promise<void> {
  const sheet = await box(page.locator('[data-screen="success"]'));
  const content = page.getByText('Welcome to Premium!').locator('..');
  const badge = await box(content.locator('> :first-child'));
  const text = await box(content.locator('> :last-child'));
  const above = badge.y - sheet.y;
  const below = sheet.bottom - text.bottom;
  expect(above, `${above} px above, ${below} px below`).toBeLessThan(below * 1.3);
}

/**
 * Samples the opacity of a story beat on every animation frame, and returns for how long it was fully
 * visible (opacity 1).
 */
async function fullyVisibleMs(page: Page, step: string, watchMs: number): Promise<number> {
  return page.evaluate(
    ({ step, watchMs }) =>
      new Promise<number>((resolve) => {
        const start = performance.now();
        let last = start;
        let visible = 0;
        const frame = (now: number) => {
          const stage = document.querySelector(`[data-story-stage="${step}"]`);
          if (stage && Number(getComputedStyle(stage).opacity) >= 0.99) visible += now - last;
          last = now;
          if (now - start < watchMs) requestAnimationFrame(frame);
          else resolve(visible);
        };
        requestAnimationFrame(frame);
      }),
    { step, watchMs },
  );
}

test('the card paywall opens with its whole focus ring, and centres Welcome to Premium!', async ({
  page,
}) => {
  await openApp(page);
  await page.goto('/premium');
  // Opened from the keyboard, as the launch paywall opens with no pointer: focus lands on Close, ringed.
  await page.getByRole('button', { name: 'Start Free Trial' }).focus();
  await page.keyboard.press('Enter');
  const close = page.getByRole('dialog').getByRole('button', { name: 'Close' });
  await expect(close).toBeFocused();
  await expect(page.locator('[data-variant="card"]')).toHaveAttribute('data-screen', 'plans');
  await page.waitForTimeout(400); // the sheet's 320 ms entrance

  const sheet = await box(page.locator('[data-variant="card"]'));
  const ring = await close.evaluate((button) => {
    const style = getComputedStyle(button);
    return Number.parseFloat(style.outlineWidth) + Number.parseFloat(style.outlineOffset);
  });
  expect(ring).toBeGreaterThan(0);
  const button = await box(close);
  const radius = await page
    .locator('[data-variant="card"]')
    .evaluate((element) => Number.parseFloat(getComputedStyle(element).borderTopRightRadius));
  // The ring is a circle round the button; the sheet's corner is a quarter circle. The ring's point nearest
  // the corner must lie inside that quarter circle (or outside the corner's square altogether).
  const r = button.width / 2 + ring;
  const cx = button.x + button.width / 2;
  const cy = button.y + button.height / 2;
  const corner = { x: sheet.right - radius, y: sheet.y + radius };
  const nearest = { x: cx + r / Math.SQRT2, y: cy - r / Math.SQRT2 };
  expect(cy - r, 'ring below the sheet top').toBeGreaterThanOrEqual(sheet.y);
  expect(cx + r, 'ring inside the sheet side').toBeLessThanOrEqual(sheet.right);
  if (nearest.x > corner.x && nearest.y < corner.y) {
    expect(Math.hypot(nearest.x - corner.x, nearest.y - corner.y)).toBeLessThanOrEqual(radius);
  }

  await buyTrial(page);
  await expectWelcomeCentred(page);
});

test('the story paywall: toast clear of its controls, a readable magic beat, full plans, no late confetti', async ({
  page,
}) => {
  await openApp(page);
  await page.locator('input[type="file"]').first().setInputFiles(EVAL_PHOTO);
  await page.waitForURL(/\/hair-color\/[0-9a-f-]{36}$/);
  await page.getByRole('button', { name: 'Copper', exact: true }).click();
  await page.getByRole('button', { name: 'Try this hair color' }).click();
  await expect(page.getByText('Transforming Your Look')).toBeVisible();
  await expect(page.getByText('Transforming Your Look')).toBeHidden({ timeout: 60_000 });

  const openStory = async () => {
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Save' }).click();
    await expect(page.locator('[data-variant]')).toHaveAttribute('data-variant', 'story');
    await expect(page.locator('[data-story-step="sad"]')).toBeVisible();
  };
  await openStory();

  // §5.7: the toast comes in below the progress bars and the close button.
  // Radix hides everything but the modal from the accessibility tree, so the toast is found by its viewport.
  const toast = page.locator('.toast-viewport li').filter({ hasText: 'Premium required for downloads' });
  await expect(toast).toBeVisible();
  await page.waitForTimeout(300);
  const toastBox = await box(toast);
  const progress = await box(page.locator('[data-story-step] > :first-child'));
  const close = await box(page.getByRole('dialog').getByRole('button', { name: 'Close' }));
  expect(overlaps(toastBox, progress), 'toast over the progress bars').toBe(false);
  expect(overlaps(toastBox, close), 'toast over the close button').toBe(false);

  // §5.8: the 850 ms magic beat is fully visible for most of its time (200 ms cross-fades).
  const magicVisible = await fullyVisibleMs(page, 'magic', 4500);
  expect(magicVisible).toBeGreaterThan(550);

  // §5.9: the plans fill the screen; their actions sit at the bottom.
  await expect(page.getByRole('radio', { name: /Monthly/ })).toBeChecked({ timeout: 5000 });
  const viewport = page.viewportSize();
  if (!viewport) throw new Error('no viewport');
  const actions = await box(page.getByRole('button', { name: 'Maybe Later' }));
  expect(actions.bottom).toBeGreaterThan(viewport.height * 0.88);

  // §5.2: 'See plans' early stops the story; no confetti falls over the plans afterwards.
  await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
  await expect(page.locator('[data-variant]')).toHaveCount(0);
  await openStory();
  await page.waitForTimeout(1000);
  await page.getByRole('button', { name: 'See plans' }).click();
  await expect(page.locator('[data-variant]')).toHaveAttribute('data-screen', 'plans');
  const confettiSeen = await page.evaluate(
    () =>
      new Promise<boolean>((resolve) => {
        const observer = new MutationObserver(() => {
          if (document.querySelector('body > canvas')) resolve(true);
        });
        observer.observe(document.body, { childList: true });
        setTimeout(() => resolve(document.querySelector('body > canvas') !== null), 5000);
      }),
  );
  expect(confettiSeen, 'confetti after See plans').toBe(false);

  // §5.9: 'Welcome to Premium!' in the full-screen story, centred.
  await buyTrial(page);
  await expectWelcomeCentred(page);
});
