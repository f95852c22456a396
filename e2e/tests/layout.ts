import { expect, type Locator, type Page, type TestInfo } from '@playwright/test';

/** A box on screen, in CSS pixels, with its right and bottom edges at hand. */
export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface PlacedBox extends Box {
  right: number;
  bottom: number;
}

export async function boxOf(locator: Locator): Promise<PlacedBox> {
  const found = await locator.boundingBox();
  if (!found) throw new Error('not laid out');
  return { ...found, right: found.x + found.width, bottom: found.y + found.height };
}

/** A visible element's box, with the name a person reads on it (its aria-label, or its text). */
export interface NamedBox extends PlacedBox {
  name: string;
}

/**
 * The boxes of every visible element that a CSS selector matches, read in one pass in the page: a locator
 * per element costs a query of the whole document and three round trips to the browser each, about a
 * second of CPU for each look at the editor's buttons.
 */
export function visibleBoxes(page: Page, selector: string): Promise<NamedBox[]> {
  return page.locator(selector).evaluateAll((elements) =>
    elements.flatMap((element) => {
      if (!(element instanceof HTMLElement) || !element.checkVisibility({ visibilityProperty: true }))
        return [];
      const { x, y, width, height, right, bottom } = element.getBoundingClientRect();
      if (width === 0 || height === 0) return [];
      const name = element.getAttribute('aria-label') ?? element.innerText;
      return [{ x, y, width, height, right, bottom, name }];
    }),
  );
}

export function overlaps(a: Box, b: Box): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

/** `inner` lies whole inside `outer`, give or take half a pixel of rounding. */
export function inside(inner: Box, outer: Box): boolean {
  return (
    inner.x >= outer.x - 0.5 &&
    inner.y >= outer.y - 0.5 &&
    inner.x + inner.width <= outer.x + outer.width + 0.5 &&
    inner.y + inner.height <= outer.y + outer.height + 0.5
  );
}

/** The number of lines a text takes on screen. */
export function lineCount(text: Locator): Promise<number> {
  return text.evaluate((element) => {
    const range = document.createRange();
    range.selectNodeContents(element);
    return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
  });
}

/** Screenshots the screen, once its entrance animations are over, into the test's results and report. */
export async function attachScreen(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  await page.waitForTimeout(400);
  // Kept in test-results beside the report's copy, to be looked at after a run.
  const path = testInfo.outputPath(name);
  await page.screenshot({ path });
  await testInfo.attach(name, { path, contentType: 'image/png' });
}

/**
 * The server's subscription status, stubbed: a free device with this many changes left (at 0 the launch
 * paywall opens, and Try opens the limit story).
 */
/** The subscription status of a device in its trial, `daysLeft` days from its end. */
export async function stubTrial(page: Page, daysLeft: number): Promise<void> {
  await page.route('**/api/subscriptions/status', (route) =>
    route.fulfill({
      json: {
        hasActiveSubscription: true,
        subscription: {
          // Half a day past the whole days, so the count does not tick over during the test.
          expiresAt: new Date(Date.now() + (daysLeft - 0.5) * 86_400_000).toISOString(),
          periodType: 'TRIAL',
          productId: 'hairhue_monthly',
        },
        usage: { canUseHairColorChange: true, remainingFreeUses: 3 },
      },
    }),
  );
}

export async function stubFreeChanges(page: Page, remainingFreeUses: number): Promise<void> {
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

/** From Home, opens the editor of the first demo photo (its Demo tab). */
export async function openFirstDemoEditor(page: Page): Promise<void> {
  await page.getByRole('tab', { name: 'Demo' }).click();
  await page
    .getByRole('button', { name: /^Try colors on:/ })
    .first()
    .click();
  await page.waitForURL(/\/hair-color\/[0-9a-f-]{36}$/);
}

/** The box of `element` in the editor's header, which must lie between its Back and Save buttons. */
export async function boxBetweenHeaderButtons(page: Page, element: Locator): Promise<Box> {
  const [back, box, save] = await Promise.all([
    page.getByRole('button', { name: 'Back' }).boundingBox(),
    element.boundingBox(),
    page.getByRole('button', { name: 'Save' }).boundingBox(),
  ]);
  if (!back || !box || !save) throw new Error('The editor header is not laid out');
  expect(box.x).toBeGreaterThanOrEqual(back.x + back.width);
  expect(box.x + box.width).toBeLessThanOrEqual(save.x);
  return box;
}
