import type { Locator, Page } from '@playwright/test';
import { waitForPreviewReady } from '../scripts/live-preview';
import { openPremiumEditor } from '../scripts/premium-session';
import {
  attachScreen,
  boxBetweenHeaderButtons,
  boxOf,
  inside,
  lineCount,
  openFirstDemoEditor,
  overlaps,
  stubFreeChanges,
  stubTrial,
  type Box,
  visibleBoxes,
} from './layout';
import { EVAL_PHOTO, expect, test } from './support';

/**
 * Layout at the narrowest phone we support and at the design width (issue 10 §5.10, §5.14, §5.15): the
 * subscription pills (upgrade and trial) on one line, whole colour names under the 3-column thumbnails, upload icons in line.
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
      await openFirstDemoEditor(page);

      const pill = page.getByRole('button', { name: 'Upgrade for unlimited changes' });
      await expect(pill).toBeVisible();
      expect(await lineCount(pill.getByText('Upgrade for unlimited changes'))).toBe(1);
      expect(await fitsItsBox(pill)).toBe(true);
      expect((await boxBetweenHeaderButtons(page, pill)).height).toBeLessThanOrEqual(44);
    });

    test('the editor’s trial pill says "Trial active | Trial: 3 days left" on one line', async ({ page }) => {
      await stubTrial(page, 3);
      await page.goto('/');
      await openFirstDemoEditor(page);

      const pill = page.locator('header').getByText('Trial active');
      await expect(pill).toHaveText('Trial active | Trial: 3 days left');
      expect(await lineCount(pill)).toBe(1);
      await boxBetweenHeaderButtons(page, pill);
    });
  });
}

/**
 * The editor on small phones and a tablet (issue 23 §3 flow 2, polish 1, 5, 6): the photo is the product,
 * so it takes most of the screen, no control sits over the face, every button is whole on screen, no label
 * is clipped or hidden under another control, and the divider's handle stays inside the photo.
 */
const EDITOR_VIEWPORTS = [
  { width: 320, height: 568 },
  { width: 360, height: 640 },
  { width: 375, height: 667 },
  { width: 390, height: 844 },
  { width: 820, height: 1180 },
];
/** From this width the picker sits beside the photo. */
const TABLET_WIDTH = 820;
/** The photo's least share of the screen's height on a phone, with the picker sheet collapsed. */
const PHONE_PHOTO_HEIGHT_SHARE = 0.5;
/** …and on a tablet, where a portrait beside the picker is as wide as its column allows. */
const TABLET_PHOTO_HEIGHT_SHARE = 0.5;

/** Where a portrait's face is: the middle of the photo (a third of its width, a quarter of its height). */
function faceCentre(photo: Box): Box {
  return {
    x: photo.x + photo.width / 3,
    y: photo.y + photo.height * 0.35,
    width: photo.width / 3,
    height: photo.height / 4,
  };
}

/** Every button on screen lies whole inside the viewport (but swatches, in rows that scroll sideways). */
async function expectButtonsOnScreen(page: Page, viewport: { width: number; height: number }) {
  const screen = { x: 0, y: 0, ...viewport };
  for (const button of await visibleBoxes(page, 'button:not([data-shade])')) {
    expect.soft(inside(button, screen), `'${button.name}' whole on screen`).toBe(true);
  }
}

for (const viewport of EDITOR_VIEWPORTS) {
  const tablet = viewport.width >= TABLET_WIDTH;
  test.describe(`the editor at ${viewport.width}×${viewport.height}`, () => {
    test.use({ viewport });

    test('shows the photo first, with its controls, labels and divider clear of the face and whole', async ({
      page,
    }, testInfo) => {
      await page.addInitScript(() => localStorage.setItem('onboarding-completed', 'true'));
      await page.goto('/');
      await page.locator('input[type="file"]').first().setInputFiles(EVAL_PHOTO);
      await page.waitForURL(/\/hair-color\/[0-9a-f-]{36}$/);
      const photo = page.getByAltText('Your original photo');
      await expect(photo).toBeVisible();
      await attachScreen(page, testInfo, 'editor.png');

      const photoBox = await boxOf(photo);
      const share = photoBox.height / viewport.height;
      expect
        .soft(share, `photo ${photoBox.width}×${photoBox.height}`)
        .toBeGreaterThanOrEqual(tablet ? TABLET_PHOTO_HEIGHT_SHARE : PHONE_PHOTO_HEIGHT_SHARE);
      const picker = await boxOf(page.getByRole('region', { name: 'Hair colors' }));
      if (tablet) {
        // Beside the photo, over the same height of screen: no dark gap between them.
        expect
          .soft(picker.x, 'picker right of the photo')
          .toBeGreaterThanOrEqual(photoBox.x + photoBox.width);
        expect
          .soft(overlaps({ ...picker, x: photoBox.x }, photoBox), 'picker level with the photo')
          .toBe(true);
      } else {
        expect.soft(picker.y, 'picker below the photo').toBeGreaterThanOrEqual(photoBox.y + photoBox.height);
      }
      await expectButtonsOnScreen(page, viewport);

      await page.getByRole('button', { name: 'Try this hair color' }).click();
      await expect(page.getByText('Transforming Your Look')).toBeVisible();
      await expect(page.getByText('Transforming Your Look')).toBeHidden({ timeout: 60_000 });
      await expect(page.getByAltText('Your photo with the new hair color')).toBeVisible();
      await attachScreen(page, testInfo, 'result.png');

      const face = faceCentre(await boxOf(photo));
      const stageControls = [
        'Fix hair area',
        'Undo',
        'Redo',
        'Before and after slider',
        'Hold to compare with the original',
      ];
      for (const name of stageControls) {
        const control = await boxOf(page.getByRole('button', { name, exact: true }));
        expect.soft(overlaps(control, face), `'${name}' over the face`).toBe(false);
      }
      const caption = page.getByTestId('stage-caption');
      expect.soft(await fitsItsBox(caption), 'caption whole').toBe(true);
      expect
        .soft(
          overlaps(await boxOf(caption), await boxOf(page.getByRole('button', { name: 'Fix hair area' }))),
          'caption under Fix hair area',
        )
        .toBe(false);
      await expectButtonsOnScreen(page, viewport);

      // The divider: both labels whole and clear of every other control, the handle inside the photo at
      // either end.
      await page.getByRole('button', { name: 'Before and after slider' }).click();
      const divider = page.getByRole('slider', { name: 'Before and after divider' });
      await expect(divider).toBeVisible();
      await attachScreen(page, testInfo, 'divider.png');
      const surface = page.getByTestId('before-after-surface');
      const labels = await surface.getByTestId('divider-label').all();
      const buttons = await visibleBoxes(page, 'button, [role="button"]');
      for (const label of labels) {
        const text = await label.innerText();
        expect.soft(await fitsItsBox(label), `'${text}' whole`).toBe(true);
        const box = await boxOf(label);
        for (const button of buttons) {
          expect.soft(overlaps(box, button), `'${text}' under '${button.name}'`).toBe(false);
        }
      }
      const frame = await boxOf(surface);
      for (const key of ['End', 'Home']) {
        await divider.press(key);
        await page.waitForTimeout(100);
        expect.soft(inside(await boxOf(divider), frame), `handle inside the photo after ${key}`).toBe(true);
      }
      await attachScreen(page, testInfo, 'divider-at-0.png');
    });
  });
}

for (const viewport of [EDITOR_VIEWPORTS[0], EDITOR_VIEWPORTS[3]]) {
  test.describe(`the live preview's caption at ${viewport?.width}×${viewport?.height}`, () => {
    test.use({ viewport });

    test('reads whole, clear of Fix hair area', async ({ page }, testInfo) => {
      await openPremiumEditor(page, EVAL_PHOTO);
      await waitForPreviewReady(page);
      await page.getByRole('tab', { name: 'Effects' }).click();
      await page.getByRole('radio', { name: 'Classic Rainbow', exact: true }).click();
      const caption = page.getByTestId('stage-caption').filter({ hasText: 'Classic Rainbow' });
      await expect(caption).toBeVisible();
      await attachScreen(page, testInfo, 'preview-caption.png');
      expect.soft(await fitsItsBox(caption), 'caption whole').toBe(true);
      const fixHair = await boxOf(page.getByRole('button', { name: 'Fix hair area' }));
      expect.soft(overlaps(await boxOf(caption), fixHair), 'caption under Fix hair area').toBe(false);
    });
  });
}

test.describe('the brush sheet on small phones', () => {
  test.use({ viewport: { width: 360, height: 640 } });

  test('reads its title and size label on one line each, with every control whole beside them', async ({
    page,
  }, testInfo) => {
    await page.addInitScript(() => localStorage.setItem('onboarding-completed', 'true'));
    await page.goto('/');
    await openFirstDemoEditor(page);
    await page.getByRole('button', { name: 'Fix hair area' }).click();
    const panel = page.getByRole('region', { name: 'Fix hair area' });
    await expect(panel).toBeVisible();
    for (const viewport of [EDITOR_VIEWPORTS[1], EDITOR_VIEWPORTS[0]]) {
      if (!viewport) continue;
      await page.setViewportSize(viewport);
      await attachScreen(page, testInfo, `brush-${viewport.width}.png`);
      for (const text of ['Fix hair area', 'Size']) {
        const label = panel.getByText(text, { exact: true });
        expect.soft(await lineCount(label), `'${text}' lines at ${viewport.width} px`).toBe(1);
      }
      const sizes = await boxOf(panel.getByRole('group', { name: 'Brush size' }));
      const undo = await boxOf(panel.getByRole('button', { name: 'Undo stroke' }));
      expect
        .soft(sizes.x + sizes.width, `sizes clear of undo at ${viewport.width} px`)
        .toBeLessThanOrEqual(undo.x);
      await expectButtonsOnScreen(page, viewport);
    }
  });
});
