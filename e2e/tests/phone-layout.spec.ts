import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support';

/**
 * Layout at the narrowest phone we support and at the design width (issue 10 §5.10, §5.14, §5.15): the
 * subscription pill on one line, whole colour names under the 3-column thumbnails, upload icons in line.
 * The subscription status and the list of try-ons are stubbed, so each screen shows the case in question.
 */
const WIDTHS = [
  { width: 320, height: 640 },
  { width: 390, height: 844 },
];
const NAMES = [
  'Rose Ombre',
  'Dark Ash Brown',
  'Chocolate Brown',
  'Mermaid Holographic',
  'Cotton Candy Gradient',
];

async function stubFreeChanges(page: Page, remainingFreeUses: number) {
  await page.route('**/api/subscriptions/status', (route) =>
    route.fulfill({
      json: {
        hasActiveSubscription: false,
        subscription: null,
        usage: { canUseHairColorChange: remainingFreeUses > 0, remainingFreeUses },
      },
    }),
  );
}

async function stubTryOns(page: Page) {
  await page.route('**/api/hair-color-try-ons', async (route) => {
    if (route.request().method() !== 'GET') return route.continue();
    return route.fulfill({
      json: NAMES.map((colorName, index) => ({
        id: `00000000-0000-4000-8000-00000000000${index}`,
        photoId: '00000000-0000-4000-8000-000000000009',
        status: 'completed',
        resultUrl: '/icons/icon-192.png',
        colorName,
        colorValue: '#4a3023',
        createdAt: new Date(Date.now() - index * 60_000).toISOString(),
      })),
    });
  });
}

/** The number of lines a text takes on screen. */
function lineCount(text: Locator): Promise<number> {
  return text.evaluate((element) => {
    const range = document.createRange();
    range.selectNodeContents(element);
    return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
  });
}

/** True when the element's content fits its box: nothing clipped, no ellipsis. */
function fitsItsBox(element: Locator): Promise<boolean> {
  return element.evaluate(
    (node) => node.scrollWidth <= node.clientWidth + 1 && node.scrollHeight <= node.clientHeight + 1,
  );
}

for (const viewport of WIDTHS) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test.beforeEach(async ({ page }) => {
      await page.addInitScript(() => localStorage.setItem('onboarding-completed', 'true'));
    });

    test('the upload card’s camera and gallery icons line up', async ({ page }) => {
      await stubFreeChanges(page, 3);
      await page.goto('/');
      const icon = (name: string) => page.getByRole('button', { name }).locator('svg').first().boundingBox();
      const camera = await icon('Take Photo');
      const gallery = await icon('Choose from Gallery');
      expect(camera && gallery).toBeTruthy();
      expect(Math.abs((camera?.y ?? 0) - (gallery?.y ?? 0))).toBeLessThanOrEqual(1);
    });

    test('Recent and History thumbnails show whole colour names', async ({ page }) => {
      await stubFreeChanges(page, 3);
      await stubTryOns(page);
      await page.goto('/');
      await page.getByRole('tab', { name: 'Recent' }).click();
      for (const name of NAMES.slice(0, 3)) {
        const label = page.getByRole('link', { name: `${name} try-on` }).getByText(name);
        await expect(label).toBeVisible();
        expect(await fitsItsBox(label), name).toBe(true);
        expect(await label.evaluate((element) => getComputedStyle(element).textOverflow)).not.toBe(
          'ellipsis',
        );
      }

      await page.goto('/try-on-history');
      for (const name of NAMES) {
        const label = page.getByRole('button', { name: new RegExp(`^${name}, `) }).getByText(name);
        await expect(label).toBeVisible();
        expect(await fitsItsBox(label), name).toBe(true);
        expect(await label.evaluate((element) => getComputedStyle(element).textOverflow)).not.toBe(
          'ellipsis',
        );
      }
    });

    test('the editor’s subscription pill says "Upgrade for unlimited changes" on one line', async ({
      page,
    }) => {
      await stubFreeChanges(page, 0);
      await page.goto('/');
      // No free changes: the launch paywall opens first.
      await page.getByRole('button', { name: 'Maybe Later' }).click();
      await page.getByRole('tab', { name: 'Demo' }).click();
      await page
        .getByRole('button', { name: /^Try colors on:/ })
        .first()
        .click();
      await page.waitForURL(/\/hair-color\/[0-9a-f-]{36}$/);

      const pill = page.getByRole('button', { name: 'Upgrade for unlimited changes' });
      await expect(pill).toBeVisible();
      expect(await lineCount(pill.getByText('Upgrade for unlimited changes'))).toBe(1);
      expect(await fitsItsBox(pill)).toBe(true);
      const [back, pillBox, save] = await Promise.all([
        page.getByRole('button', { name: 'Back' }).boundingBox(),
        pill.boundingBox(),
        page.getByRole('button', { name: 'Save' }).boundingBox(),
      ]);
      if (!back || !pillBox || !save) throw new Error('The editor header is not laid out');
      expect(pillBox.x).toBeGreaterThanOrEqual(back.x + back.width);
      expect(pillBox.x + pillBox.width).toBeLessThanOrEqual(save.x);
      expect(pillBox.height).toBeLessThanOrEqual(44);
    });
  });
}
